import Characterization
import Foundation
import HeadlessUIKit
import ScreenDriver

/// `kata play`: the feature in the terminal, used as a person would, or driven by a script.
@MainActor
enum PlayCommand {
  static let command = Kata.Command(
    name: "play",
    summary: "use your workspace (or a stage or branch) in the terminal, or run a script of steps",
    usage: "kata play [workspace|stage1…stage5|<branch>] [--script FILE|-]", flags: [],
    options: ["script"], details: details
  ) { arguments, context in
    guard arguments.positional.count <= 1 else {
      throw UsageError("play takes one stage at most, got \(arguments.positional.count)")
    }
    let stage = try Kata.stage(arguments.positional.first ?? "workspace")
    if let path = arguments.options["script"] {
      if path == "-" { return try await runScript(stage, next: context.readLine, context: context) }
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw KataError(
          "cannot read the script '\(path)'. Name a file of steps, one a line, or give the steps"
            + " on standard input: swift run kata play \(stage.identifier) --script -")
      }
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
      return try await runScript(stage, next: { lines.next().map(String.init) }, context: context)
    }
    if context.console.inputIsTerminal {
      return try await InteractivePlay(stage: stage, console: context.console).run()
    }
    return try await runScript(stage, next: context.readLine, context: context)
  }

  /// What `kata help play` prints after the usage: the default stage, the keys, the script syntax.
  static let details: String = {
    let width = InteractivePlay.keys.map(\.keys.count).max() ?? 0
    let keys = InteractivePlay.keys.map { key, action in
      "  \(key.padding(toLength: width, withPad: " ", startingAt: 0))  \(action)"
    }
    let grammar = Scenario.grammar.split(separator: "\n").map { "  \($0)" }
    return """
      Without a stage, play runs your workspace (Katas/Workspace), as `check` does; name stage1 to
      stage5 (or 1 to 5) to play a reference stage. The first line says which stage is playing.

      On a terminal, play is interactive. Keys:
      \(keys.joined(separator: "\n"))

      With --script FILE, play runs the steps in FILE and prints the screen after each;
      --script - reads them from standard input, and so does play when its input is a pipe.
      One step a line, as in the scenarios (a leading `>` is optional; lines starting with `#`
      or `|` are skipped):
      \(grammar.joined(separator: "\n"))

      For example:
        swift run kata play
        swift run kata play stage3
        printf '%s\\n' 'type "busan"' 'tap "Busan"' | swift run kata play stage1 --script -
      """
  }()

  /// Runs steps in the scenario syntax (`launch`, `type "seo"`, `tap #0`, …; a leading `>` is
  /// optional, `#` and `|` lines are skipped), printing the screen after each.
  static func runScript(
    _ stage: any Stage.Type, next: () -> String?, context: Kata.Context
  ) async throws -> Int32 {
    let console = context.console
    console.print("\(stage.identifier) — \(stage.title)\n")
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
