import Characterization
import HeadlessUIKit

/// `kata check`: the scenarios against one stage or the workspace, and an exercise's goals.
@MainActor
enum CheckCommand {
  static let command = Kata.Command(
    name: "check", summary: "run the scenarios against a stage or your workspace",
    usage: "kata check [stage1…stage5|workspace] [--exercise N]", flags: [],
    options: ["exercise"]
  ) { arguments, context in
    guard arguments.positional.count <= 1 else {
      throw UsageError("check takes one stage at most, got \(arguments.positional.count)")
    }
    let stage = try Kata.stage(arguments.positional.first ?? "workspace")
    var exercise: Exercise?
    if let number = arguments.options["exercise"] {
      guard let found = Exercise.find(number) else {
        throw UsageError("no exercise '\(number)'; exercises are 1 to \(Exercise.all.count)")
      }
      exercise = found
    }
    return try await run(stage, exercise: exercise, console: context.console)
  }

  static func run(_ stage: any Stage.Type, exercise: Exercise?, console: Console) async throws
    -> Int32
  {
    let scenarios = try ScenarioLibrary.loadAll()
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
    console.print(
      held
        ? "\nThe goals hold. Compare with the reference: \(Kata.invocation) diff \(stage.identifier) \(exercise.referenceStage)"
        : "\nNot yet: the sheet (\(exercise.sheetPath)) has hints.")
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
