import Characterization
import HeadlessUIKit
import StageRegistry

/// `kata`: what this is, how each stage does against the suite, the exercises, what to type next.
@MainActor
enum OverviewCommand {
  static let command = Kata.Command(
    name: "overview",
    summary: "what this is, the modules' status, the exercises, what to type next",
    usage: "kata", flags: [], options: []
  ) { _, context in
    let console = context.console
    let scenarios = try ScenarioLibrary.loadAll(
      in: context.root.appendingPathComponent("Tests/Scenarios", isDirectory: true))
    console.print(
      """
      \(console.styled("Dismantle", .bold)) — take a Massive View Controller apart, one tested step at a time.

      One feature, location search, written as five stages of one refactoring (the main path),
      and as \(StageRegistry.branches.count) other architectures that branch off it. The same \
      \(scenarios.count) scenarios
      hold every module (and your workspace) to the behaviour of stage 1.

      """)
    var table = TextTable(headers: ["module", "architecture", "comes from", "scenarios"])
    for stage in StageRegistry.all {
      let passed = await passedCount(stage, scenarios: scenarios)
      let mark = passed == scenarios.count ? console.styled("✓", .green) : console.styled("✗", .red)
      table.rows.append([
        stage.identifier, stage.title, origin(of: stage.identifier),
        "\(passed)/\(scenarios.count) \(mark)",
      ])
    }
    console.print(table.render())
    console.print()
    var exercises = TextTable(headers: ["#", "exercise", "sheet"])
    exercises.rows =
      [["0", Exercise.pinTheBehaviourTitle, Exercise.pinTheBehaviourSheet]]
      + Exercise.all.map { ["\($0.number)", $0.title, $0.sheetPath] }
    console.print(exercises.render())
    console.print(
      """

      Next:
        read Katas/README.md, then the first sheet: \(Exercise.pinTheBehaviourSheet)
        \(Kata.invocation) check workspace       run the scenarios against your workspace
        \(Kata.invocation) diff stage1 stage2    see the first refactoring step
        \(Kata.invocation) play                  use your workspace in the terminal
        \(Kata.invocation) help                  every command
      """)
    return 0
  }

  /// Where a module comes from: the stage before it on the main path, the module a branch
  /// leaves it at, or the learner's exercise for the workspace.
  static func origin(of identifier: String) -> String {
    if let from = StageRegistry.branchesFrom[identifier] { return "\(from) (a branch)" }
    guard let index = StageRegistry.identifiers.firstIndex(of: identifier) else {
      return "your exercise"
    }
    return index == 0 ? "—" : StageRegistry.identifiers[index - 1]
  }

  static func passedCount(_ stage: any Stage.Type, scenarios: [Scenario]) async -> Int {
    var passed = 0
    for scenario in scenarios where await ScenarioRunner.run(scenario, on: stage).passed {
      passed += 1
    }
    return passed
  }
}
