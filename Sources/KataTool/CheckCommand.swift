import Characterization
import Foundation
import HeadlessUIKit
import StageRegistry

/// `kata check`: the scenarios against one stage or the workspace, and an exercise's goals.
@MainActor
enum CheckCommand {
  /// The branches' identifiers, for the help text.
  private static let branches = StageRegistry.branchIdentifiers.joined(separator: ", ")

  /// The exercises that ask for the learner's tests, for the help text: "3, 7, 9 and 12".
  private static let exercisesWithTests: String = {
    let numbers = Exercise.all.filter { $0.testGoal != nil }.map { "\($0.number)" }
    return numbers.dropLast().joined(separator: ", ") + " and " + (numbers.last ?? "")
  }()

  static let command = Kata.Command(
    name: "check", summary: "run the scenarios against a stage, a branch or your workspace",
    usage:
      "kata check [stage1…stage5|<branch>|workspace] [--exercise N] [--scenarios DIR [--record]]",
    flags: ["record"], options: ["exercise", "scenarios"],
    details: """
      Without a stage, check runs your workspace (Katas/Workspace). --exercise N also checks
      exercise N's goals on it; exercises \(exercisesWithTests) also ask for tests of what you
      built in Katas/WorkspaceTests: the check looks for them, then runs them with
      `swift test --filter WorkspaceTests`. A branch is checked like a stage:
      \(branches).

      --scenarios DIR runs the scenario scripts in DIR instead of the suite's (Tests/Scenarios):
      your own, as exercise 0 asks (Katas/MyScenarios). --record fills in, from stage 1, the
      screen of every step you marked with a lone `|` line; screens you wrote stay as written.

      For example:
        swift run kata check stage1 --scenarios Katas/MyScenarios --record
        swift run kata check stage1 --scenarios Katas/MyScenarios
      """
  ) { arguments, context in
    guard arguments.positional.count <= 1 else {
      throw UsageError("check takes one stage at most, got \(arguments.positional.count)")
    }
    let stage = try Kata.stage(arguments.positional.first ?? "workspace")
    var exercise: Exercise?
    if let number = arguments.options["exercise"] {
      if number == "0" {
        throw UsageError(
          "exercise 0's goal is checked by mutants: \(Kata.invocation) mutants --exercise 0")
      }
      guard let found = Exercise.find(number) else {
        throw UsageError("no exercise '\(number)'; exercises are \(Exercise.numbers())")
      }
      exercise = found
    }
    var folder = ScenarioLibrary.folder
    if let path = arguments.options["scenarios"] {
      folder =
        URL(fileURLWithPath: path, isDirectory: true, relativeTo: context.root)
        .standardizedFileURL
      guard FileManager.default.fileExists(atPath: folder.path) else {
        throw UsageError("there is no folder \(path)")
      }
    }
    if arguments.flags.contains("record") {
      guard arguments.options["scenarios"] != nil else {
        throw UsageError(
          "--record fills in your own scenarios' screens; name their folder with --scenarios DIR")
      }
      guard stage.identifier == ScenarioRecorder.referenceStage else {
        throw UsageError(
          "screens are recorded from \(ScenarioRecorder.referenceStage) only, not "
            + stage.identifier)
      }
      try await recordMarkedScreens(in: folder, stage: stage, console: context.console)
    }
    var tests: (@MainActor () async -> Bool)?
    if let goal = exercise?.testGoal {
      tests = { await checkTests(goal, on: stage, context: context) }
    }
    return try await run(
      stage, exercise: exercise, scenarios: folder, console: context.console, tests: tests)
  }

  /// Checks that the learner's tests of what an exercise built exist, then runs the test
  /// target; prints the goal and returns whether it holds.
  static func checkTests(_ goal: WorkspaceTestGoal, on stage: any Stage.Type, context: Kata.Context)
    async -> Bool
  {
    let console = context.console
    guard stage.identifier == "workspace" else {
      console.print("  - \(goal.statement) (checked on your workspace only)")
      return true
    }
    let failed = console.styled("✗", .red)
    let sources: WorkspaceSources
    do {
      sources = try WorkspaceSources(root: context.root)
    } catch {
      console.print("  \(failed) \(goal.statement)\n      \(error)")
      return false
    }
    if let missing = goal.find(sources) {
      console.print("  \(failed) \(goal.statement)")
      for line in missing.split(separator: "\n") { console.print("      \(line)") }
      return false
    }
    console.print("    running your tests: swift test --filter WorkspaceTests …")
    let run = await context.runWorkspaceTests(context.root)
    guard let counts = run.counts, run.exit == .exited(0), counts.failed == 0, counts.ran > 0
    else {
      console.print("  \(failed) \(goal.statement)")
      let counted = run.counts.map { "\($0.failed) of \($0.ran) tests failed" }
      console.print(
        "      \(counted ?? "your tests did not run (\(run.exit))"); what went wrong:")
      for line in run.failureLines() { console.print("      \(line)") }
      return false
    }
    console.print("  \(console.styled("✓", .green)) \(goal.statement) (\(counts.ran) tests)")
    return true
  }

  /// Fills in the screens of the steps marked with a lone `|` in every scenario of a folder,
  /// from the stage; a screen already written is left as it is.
  static func recordMarkedScreens(in folder: URL, stage: any Stage.Type, console: Console)
    async throws
  {
    for scenario in try loadScenarios(in: folder) {
      // A lone `|` reads as a screen of one empty line: the mark of a screen to record.
      let marked = scenario.steps.indices.filter {
        scenario.steps[$0].expected?.allSatisfy(\.isNewline) == true
      }
      guard !marked.isEmpty else { continue }
      let run = await ScenarioRunner.run(scenario, on: stage, recording: true)
      if let failure = run.failure {
        console.print(
          "\(scenario.name): not recorded, step \(failure.stepNumber) failed: \(failure.reason)")
        continue
      }
      let screens = run.screens.filter { marked.contains($0.key) }
      let file = folder.appendingPathComponent(scenario.name + ".scenario")
      let text = try String(contentsOf: file, encoding: .utf8)
      try filling(text, steps: scenario.steps, screens: screens)
        .write(to: file, atomically: true, encoding: .utf8)
      console.print(
        "\(scenario.name): recorded \(screens.count) \(screens.count == 1 ? "screen" : "screens") from \(stage.identifier)"
      )
    }
  }

  /// A script's text with each marked step's `|` lines replaced by its screen; every other
  /// line (comments, spacing, screens written by hand) stays as it was.
  static func filling(_ text: String, steps: [Scenario.Step], screens: [Int: String]) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, screen) in screens.sorted(by: { $0.key > $1.key }) {
      // `line` counts from 1, so it is also the index of the line after the step.
      let start = steps[index].line
      var end = start
      while end < lines.count, lines[end].hasPrefix("|") { end += 1 }
      let screenLines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast().map { $0.isEmpty ? "|" : "| \($0)" }
      lines.replaceSubrange(start..<end, with: screenLines)
    }
    return lines.joined(separator: "\n")
  }

  /// The scenarios of a folder; one that cannot be read is an error naming its file.
  static func loadScenarios(in folder: URL) throws -> [Scenario] {
    let names = try ScenarioLibrary.names(in: folder)
    guard !names.isEmpty else {
      throw KataError("there are no .scenario files in \(folder.path)")
    }
    return try names.map { name in
      do {
        return try ScenarioLibrary.load(name, in: folder)
      } catch {
        throw KataError("\(folder.appendingPathComponent(name + ".scenario").path): \(error)")
      }
    }
  }

  static func run(
    _ stage: any Stage.Type, exercise: Exercise?, scenarios folder: URL = ScenarioLibrary.folder,
    console: Console, tests: (@MainActor () async -> Bool)? = nil
  ) async throws -> Int32 {
    let scenarios = try loadScenarios(in: folder)
    var table = TextTable(headers: ["scenario", "result"])
    var firstFailure: ScenarioFailure?
    var leaks: [String] = []
    for scenario in scenarios {
      let result = await ScenarioRunner.run(scenario, on: stage)
      let status: String
      if let failure = result.failure {
        status = console.styled("✗ step \(failure.stepNumber)", .red)
        firstFailure = firstFailure ?? failure
      } else if !result.leaks.isEmpty {
        status = console.styled("✗ leaked \(result.leaks.joined(separator: ", "))", .red)
        leaks += result.leaks
      } else {
        status = console.styled("✓", .green)
      }
      table.rows.append([scenario.name, status])
    }
    console.print("\(stage.identifier) — \(stage.title)\n")
    console.print(table.render())
    let failed = table.rows.filter { !$0[1].contains("✓") }.count
    console.print("\n\(scenarios.count - failed) of \(scenarios.count) scenarios pass.")
    if let firstFailure {
      console.print("\nFirst failure:\n\(colored(firstFailure.description, console: console))")
    }
    var goalsHeld = true
    if let exercise {
      goalsHeld = await checkGoals(of: exercise, on: stage, console: console)
      if let tests, await !tests() { goalsHeld = false }
      console.print(
        goalsHeld
          ? "\nThe goals hold. Compare with the reference: \(Kata.invocation) diff \(stage.identifier) \(exercise.endName)"
          : "\nNot yet: the sheet (\(exercise.sheetPath)) has hints.")
    }
    return failed == 0 && goalsHeld ? 0 : 1
  }

  /// Checks an exercise's goals on a running stage and prints each; returns whether all hold.
  ///
  /// When the probe cannot bring the stage into every mode, no goal is judged on half a tour:
  /// each is printed as not checked, with the step that failed and what to fix first.
  static func checkGoals(of exercise: Exercise, on stage: any Stage.Type, console: Console)
    async -> Bool
  {
    console.print("\nExercise \(exercise.number): \(exercise.title)")
    let survey = await ShapeProbe.survey(stage)
    if let stop = survey.stop {
      for goal in exercise.goals {
        console.print("  \(console.styled("?", .yellow)) \(goal.statement) (not checked)")
      }
      console.print(
        """

        The goals could not be checked: to look at each list mode, the check drives the screen
        as a person would, and it could not reach the \(stop.mode).
          > \(stop.step)
          \(stop.reason)
        Fix that first: the scenarios above show where the screen differs from stage 1's.
        """)
      return false
    }
    var held = true
    for goal in exercise.goals {
      if let broken = goal.check(survey.observations) {
        held = false
        console.print("  \(console.styled("✗", .red)) \(goal.statement)")
        for line in broken.split(separator: "\n") { console.print("      \(line)") }
      } else {
        console.print("  \(console.styled("✓", .green)) \(goal.statement)")
      }
    }
    return held
  }

  /// A failure's text with its diff lines in colour.
  static func colored(_ text: String, console: Console) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.hasPrefix("-") && !line.hasPrefix("---") { return console.styled(String(line), .red) }
      if line.hasPrefix("+") && !line.hasPrefix("+++") {
        return console.styled(String(line), .green)
      }
      if line.hasPrefix("@@") { return console.styled(String(line), .cyan) }
      return String(line)
    }.joined(separator: "\n")
  }
}
