import Foundation
import HeadlessUIKit
import Places
import ScreenDriver

/// What happened when a scenario ran against a stage.
public struct ScenarioResult: Sendable {
  /// The scenario's name.
  public let scenario: String
  /// The stage's identifier.
  public let stage: String
  /// The screen after each checked step, by step index (used to record).
  public let screens: [Int: String]
  /// The first failure, if any; the run stops there.
  public let failure: ScenarioFailure?
  /// The stage's objects still alive after the scene was torn down and the queue drained.
  public let leaks: [String]
  /// The types of the stage's objects seen while the scenario ran.
  public let seenTypes: Set<String>

  /// Whether every checked screen matched.
  public var passed: Bool { failure == nil }
}

/// The first step of a scenario that did not go as written.
public struct ScenarioFailure: Error, Sendable, CustomStringConvertible {
  public let stage: String
  public let scenario: String
  public let stepNumber: Int
  public let line: Int
  public let step: String
  /// Why: a unified diff of the screen (expected → actual), or a touch that could not be made.
  public let reason: String

  public var description: String {
    "\(stage) · \(scenario) · step \(stepNumber) (line \(line)): > \(step)\n\(reason)"
  }
}

/// Runs scenarios against stages, through touches and transcripts only.
@MainActor
public enum ScenarioRunner {
  /// Runs a scenario against a stage and stops at the first failure. When `recording`, it
  /// compares nothing and keeps the screen after every step that has an expected screen.
  public static func run(
    _ scenario: Scenario, on stage: any Stage.Type, recording: Bool = false
  ) async -> ScenarioResult {
    let scene = Scene(stage: stage)
    var screens: [Int: String] = [:]
    var failure: ScenarioFailure?
    for (index, step) in scenario.steps.enumerated() {
      func fail(_ reason: String) {
        failure = ScenarioFailure(
          stage: stage.identifier, scenario: scenario.name, stepNumber: index + 1,
          line: step.line, step: step.source, reason: reason)
      }
      do {
        try await perform(step.action, in: scene)
      } catch {
        fail("could not do it: \(error)")
        break
      }
      guard let expected = step.expected else { continue }
      let actual = step.action == .requests ? requestSummary(scene.world) : scene.transcript
      screens[index] = actual
      if !recording,
        let diff = UnifiedDiff.text(
          from: expected, to: actual, oldName: "expected", newName: "actual")
      {
        fail("the screen differs (- expected, + actual):\n\(diff)")
        break
      }
    }
    let leaks = await scene.tearDown()
    return ScenarioResult(
      scenario: scenario.name, stage: stage.identifier, screens: screens, failure: failure,
      leaks: leaks, seenTypes: scene.seenTypes)
  }

  /// Does one step. Touches are followed by a drain: a person waits a moment, and answers that
  /// are due arrive; answers with latency wait for `advance` or `settle`.
  public static func perform(_ action: Scenario.Action, in scene: Scene) async throws {
    switch action {
    case .launch:
      scene.launch()
      await scene.drain()
    case .type(let text):
      // One keystroke at a time, with the main queue running in between, as when a person types.
      // The census waits for the last one: what each keystroke makes, the last makes too.
      for (index, character) in zip(text.indices, text) {
        try scene.touch { try $0.type(String(character)) }
        await scene.drain(takingCensus: text.index(after: index) == text.endIndex)
      }
    case .paste(let text):
      try scene.touch { try $0.replaceText(with: text) }
      await scene.drain()
    case .deleteBackward(let count):
      for keystroke in 0..<count {
        try scene.touch { try $0.deleteBackward() }
        await scene.drain(takingCensus: keystroke == count - 1)
      }
    case .clear:
      try scene.touch { try $0.clearText() }
      await scene.drain()
    case .tapItem(let item):
      try scene.touch { try $0.tapItem(at: item) }
      await scene.drain()
    case .tapLabel(let label):
      try scene.touch { try $0.tapItem(labeled: label) }
      await scene.drain()
    case .scrollToEnd:
      try scene.touch { try $0.scrollToEnd() }
      await scene.drain()
    case .back:
      try scene.touch { try $0.tapBack() }
      await scene.drain()
    case .pickDate(let picker, let day):
      guard let date = Self.date(day) else {
        throw ScenarioStepError("`\(day)` is not a date; write it as 2026-12-24")
      }
      try scene.touch { try $0.pickDate(date, in: picker) }
      await scene.drain()
    case .tapButton(let title):
      try scene.touch { try $0.tapButton(titled: title) }
      await scene.drain()
    case .settle:
      await scene.settle()
    case .advance(let ticks):
      await scene.advance(by: ticks)
    case .latency(let service, let ticks):
      scene.world.setLatency(ticks, for: service)
    case .fail(let service, let count):
      scene.world.failNext(service, count: count)
    case .requests:
      break
    }
  }

  /// How many requests each service received, as the `requests` step shows it.
  public static func requestSummary(_ world: World) -> String {
    World.Service.allCases.map { "requests \($0.rawValue): \(world.requestCount($0))" }
      .joined(separator: "\n") + "\n"
  }

  /// A day written as scenarios and transcripts write it, `2026-12-24`, at 00:00 UTC.
  public static func date(_ text: String) -> Date? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
  }
}

/// A step that cannot be done as written.
public struct ScenarioStepError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
