import Characterization
import Expectations
import Foundation
import HeadlessUIKit
import StageRegistry
import Testing

/// Recording is guarded: it never moves an expectation that another stage still meets.
@Suite("Recorder")
@MainActor
struct RecorderTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("dismantle-recorder-\(UUID().uuidString)")

  func scenario(_ text: String) throws -> Scenario {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(
      to: folder.appendingPathComponent("01-title.scenario"), atomically: true, encoding: .utf8)
    return try Scenario(name: "01-title", text: text)
  }

  @Test("a new expectation is written from stage 1 where none was recorded")
  func writesNew() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Given a script that asks for a screen after launch
    let script = try scenario("# Title\n\n> launch\n|\n")
    // When stage 1 records it
    let outcome = try await ScenarioRecorder.record(
      script, reference: try #require(StageRegistry.stage("stage1")), others: [], in: folder)
    // Then the file holds stage 1's screen
    expectEqual(outcome, .written)
    let text = try String(
      contentsOf: folder.appendingPathComponent("01-title.scenario"), encoding: .utf8)
    #expect(text.contains("| screen 1 of 1: Where to?\n"))
    // And recording again changes nothing
    let again = try await ScenarioRecorder.record(
      try Scenario(name: "01-title", text: text),
      reference: try #require(StageRegistry.stage("stage1")), others: [], in: folder)
    expectEqual(again, .unchanged)
  }

  @Test("a changed stage 1 may not move an expectation another stage still meets, unless forced")
  func refusesToMoveAMetExpectation() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    // Given an expectation recorded from the real stage 1, which stage 2 meets
    let stage1 = try #require(StageRegistry.stage("stage1"))
    let stage2 = try #require(StageRegistry.stage("stage2"))
    _ = try await ScenarioRecorder.record(
      try scenario("# Title\n\n> launch\n|\n"), reference: stage1, others: [], in: folder)
    let recorded = try String(
      contentsOf: folder.appendingPathComponent("01-title.scenario"), encoding: .utf8)
    // When a stage 1 that shows something else records it
    let changed = try Scenario(name: "01-title", text: recorded)
    let outcome = try await ScenarioRecorder.record(
      changed, reference: RetitledStage.self, others: [stage2], in: folder)
    // Then it is refused, naming the stage that still meets the old one, and the file is kept
    guard case .refused(let why) = outcome else {
      Issue.record("recording was not refused: \(outcome)")
      return
    }
    #expect(why.contains("stage2 still meet the current expectations"))
    #expect(
      try String(contentsOf: folder.appendingPathComponent("01-title.scenario"), encoding: .utf8)
        == recorded)
    // And with force, it is written
    let forced = try await ScenarioRecorder.record(
      changed, reference: RetitledStage.self, others: [stage2], force: true, in: folder)
    expectEqual(forced, .written)
  }
}

/// A stand-in for a stage 1 whose behaviour changed: the same identifier, another title.
enum RetitledStage: Stage {
  static let identifier = "stage1"
  static let title = "Retitled"

  static func makeRootViewController() -> UINavigationController {
    let screen = UIViewController()
    screen.title = "Somewhere else?"
    return UINavigationController(rootViewController: screen)
  }
}
