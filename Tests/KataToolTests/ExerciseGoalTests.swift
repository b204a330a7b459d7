import Expectations
import HeadlessUIKit
import StageRegistry
import Testing

@testable import Characterization
@testable import KataTool

/// The exercises' goals mean something: each holds on the reference stage an exercise leads to,
/// and fails on the stage it starts from.
@Suite("Exercise goals")
@MainActor
struct ExerciseGoalTests {
  @Test("each exercise's goals hold on its reference stage and fail on its starting stage")
  func goalsSeparateStartFromReference() async throws {
    var observations: [String: [ShapeObservation]] = [:]
    for stage in StageRegistry.modules {
      observations[stage.identifier] = try await ShapeProbe.observe(stage)
    }
    for exercise in Exercise.all {
      let reference = try #require(observations[exercise.referenceStage])
      let start = try #require(observations[exercise.startingStage])
      for goal in exercise.goals {
        let broken = goal.check(reference)
        expectNil(
          broken,
          "exercise \(exercise.number) on \(exercise.referenceStage): \(goal.statement)\n\(broken ?? "")"
        )
      }
      #expect(
        exercise.goals.contains { $0.check(start) != nil },
        "exercise \(exercise.number): every goal already holds on its starting stage \(exercise.startingStage)"
      )
    }
  }

  @Test("a goal about each mode's own object fails when the view controller still serves a mode")
  func viewControllerStillServingAMode() throws {
    let exercise = try #require(Exercise.find("1"))
    let goal = try #require(exercise.goals.first { $0.statement.contains("of its own type") })
    let split = [
      listMode("recommendations", dataSource: "RecommendationDataSource"),
      listMode("completions", dataSource: "CompletionDataSource"),
      listMode("detail list", dataSource: "DetailDataSource"),
    ]
    expectNil(goal.check(split))
    var stillServing = split
    stillServing[0] = listMode("recommendations", dataSource: "LocationSearchViewController")
    expectEqual(
      goal.check(stillServing), "recommendations: the view controller is still the data source")
    var handingBack = split
    handingBack[1] = listMode(
      "completions", dataSource: "CompletionDataSource", holdingViewController: true)
    expectEqual(goal.check(handingBack)?.hasPrefix("completions: CompletionDataSource holds"), true)
    var shared = split
    shared[2] = listMode("detail list", dataSource: "CompletionDataSource")
    expectEqual(
      goal.check(shared),
      "detail list: CompletionDataSource is also the data source of the completions")
    expectEqual(goal.check(Array(split.prefix(2))), "detail list: not observed")
  }

  @Test("goals are printed as not checked, with the step that failed, when no list can be reached")
  func goalsNotCheckedWhenTheProbeStops() async throws {
    let exercise = try #require(Exercise.find("1"))
    var printed = ""
    let console = Console(usesColor: false) { text, _ in printed += text }
    let held = await CheckCommand.checkGoals(
      of: exercise, on: ScreenWithoutAList.self, console: console)
    expectFalse(held)
    for goal in exercise.goals {
      #expect(printed.contains("? \(goal.statement) (not checked)"))
    }
    #expect(!printed.contains("✓") && !printed.contains("✗"))
    #expect(printed.contains("could not reach the completions"))
    #expect(printed.contains("  > type \"springf\"\n"))
    #expect(printed.contains("Fix that first"))
  }

  private func listMode(
    _ mode: String, dataSource: String, holdingViewController: Bool = false
  ) -> ShapeObservation {
    let viewController = "LocationSearchViewController"
    return ShapeObservation(
      mode: mode, dataSource: dataSource, delegate: viewController,
      dataSourceIsDelegate: dataSource == viewController, viewController: viewController,
      dataSourceIsViewController: dataSource == viewController, viewControllerHolds: [],
      objects: [viewController, dataSource],
      edges: holdingViewController
        ? [.init(holder: dataSource, property: "owner", held: viewController, isWeak: true)] : [],
      viewControllerHoldsServices: [], servicesHeldByControllers: [])
  }
}

/// A stage whose screen has no search bar and no list: the goal probe cannot get past launch.
@MainActor
enum ScreenWithoutAList: Stage {
  static let identifier = "without-a-list"
  static let title = "A screen without a list"
  static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: UIViewController())
  }
}
