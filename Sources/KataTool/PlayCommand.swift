import Characterization
import Foundation
import HeadlessUIKit
import ScreenDriver

/// `kata play`: the feature in the terminal, used as a person would, or driven by a script.
@MainActor
enum PlayCommand {
  static let command = Kata.Command(
    name: "play", summary: "use the feature in the terminal (or run a script of steps)",
    usage: "kata play [stage1…stage5|workspace] [--script FILE]", flags: [],
    options: ["script"]
  ) { arguments, context in
    guard arguments.positional.count <= 1 else { throw UsageError("play takes one stage at most") }
    let stage = try Kata.stage(arguments.positional.first ?? "stage1")
    if let path = arguments.options["script"] {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw KataError("cannot read the script '\(path)'")
      }
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
      return try await runScript(stage, next: { lines.next().map(String.init) }, context: context)
    }
    if context.console.inputIsTerminal {
      return try await InteractivePlay(stage: stage, console: context.console).run()
    }
    return try await runScript(stage, next: context.readLine, context: context)
  }

  /// Runs steps in the scenario syntax (`launch`, `type "seo"`, `tap #0`, …; a leading `>` is
  /// optional, `#` and `|` lines are skipped), printing the screen after each.
  static func runScript(
    _ stage: any Stage.Type, next: () -> String?, context: Kata.Context
  ) async throws -> Int32 {
    let console = context.console
    let scene = Scene(stage: stage)
    var launched = false
    var number = 0
    while let raw = next() {
      number += 1
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("|") { continue }
      if line.hasPrefix(">") {
        line = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      let step: Scenario.Step
      do {
        guard let parsed = try Scenario(name: "script", text: "> \(line)\n").steps.first else {
          continue
        }
        step = parsed
      } catch let error as ScenarioSyntaxError {
        throw KataError("line \(number): \(error.message)")
      }
      let touchesScreen =
        ![.settle, .requests].contains(step.action) && !isWorldSetting(step.action)
      if step.action != .launch, touchesScreen, !launched {
        try await ScenarioRunner.perform(.launch, in: scene)
        launched = true
      }
      if step.action == .launch && launched { continue }
      do {
        try await ScenarioRunner.perform(step.action, in: scene)
      } catch {
        throw KataError("line \(number): \(line): \(error)")
      }
      launched = launched || step.action == .launch
      console.print("> \(line)")
      if step.action == .requests {
        console.print(ScenarioRunner.requestSummary(scene.world))
      } else if launched {
        console.print(scene.transcript)
      }
    }
    _ = await scene.tearDown()
    return 0
  }

  private static func isWorldSetting(_ action: Scenario.Action) -> Bool {
    switch action {
    case .latency, .fail, .advance: true
    default: false
    }
  }
}
