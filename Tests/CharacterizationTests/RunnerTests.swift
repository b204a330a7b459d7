import Characterization
import Expectations
import HeadlessUIKit
import StageRegistry
import Testing

/// The harness itself: how scripts are read, how failures read, and that leaks are caught.
@Suite("Runner")
@MainActor
struct RunnerTests {
  @Test("a broken expectation names the stage, the scenario, the step and shows the screen diff")
  func failureMessage() async throws {
    // Given a script whose second screen is wrong on purpose
    let script = """
      # A deliberately wrong expectation
      > launch
      > type "bus"
      | screen 1 of 1: Where to?
      | search: "bus"
      | list: 1 item
      |   Busan · North Korea
      """
    let scenario = try Scenario(name: "99-wrong-on-purpose", text: script)
    let stage = try #require(StageRegistry.stage("stage1"))

    // When it runs against stage 1
    let result = await ScenarioRunner.run(scenario, on: stage)

    // Then the failure says where, and shows what differs
    let failure = try #require(result.failure)
    expectEqual(failure.stepNumber, 2)
    expectEqual(failure.line, 3)
    let message = failure.description
    #expect(message.hasPrefix("stage1 · 99-wrong-on-purpose · step 2 (line 3): > type \"bus\""))
    #expect(message.contains("--- expected\n+++ actual\n@@ "))
    #expect(message.contains("\n-list: 1 item\n"))
    #expect(message.contains("\n-  Busan · North Korea\n"))
    #expect(message.contains("\n+  Busan · South Korea\n"))
  }

  @Test("a touch on something that is not on screen fails the step with what is there")
  func touchFailure() async throws {
    let scenario = try Scenario(
      name: "99-missing-row", text: "# Missing row\n> launch\n> tap \"Atlantis\"\n")
    let result = await ScenarioRunner.run(scenario, on: try #require(StageRegistry.stage("stage1")))
    let failure = try #require(result.failure)
    expectEqual(failure.stepNumber, 2)
    #expect(failure.reason.contains("no visible row reads \"Atlantis\""))
    #expect(failure.reason.contains("Seoul · South Korea"))
  }

  @Test("scripts with unknown steps or stray lines are refused with the line and the grammar")
  func syntaxErrors() {
    #expect(throws: ScenarioSyntaxError.self) {
      try Scenario(name: "x", text: "> launch\n> jump\n")
    }
    do {
      _ = try Scenario(name: "x", text: "# t\n> launch\n> jump\n")
    } catch let error as ScenarioSyntaxError {
      expectEqual(error.line, 3)
      #expect(error.message.contains("unknown step `jump`"))
      #expect(error.message.contains("scroll to end"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(throws: ScenarioSyntaxError.self) { try Scenario(name: "x", text: "| screen\n") }
    #expect(throws: ScenarioSyntaxError.self) { try Scenario(name: "x", text: "> type \"open\n") }
    #expect(throws: ScenarioSyntaxError.self) {
      try Scenario(name: "x", text: "> latency mars 3\n")
    }
    #expect(throws: ScenarioSyntaxError.self) { try Scenario(name: "x", text: "text\n") }
  }

  @Test("quoted arguments take escapes, so odd text can be typed")
  func escapes() throws {
    let scenario = try Scenario(name: "x", text: #"> type "a\"b\\c\n\u{1F600}\u{0}""# + "\n")
    expectEqual(scenario.steps.first?.action, .type("a\"b\\c\n😀\u{0}"))
  }

  @Test("a script written back keeps its steps and puts the new screens in place")
  func roundTrip() throws {
    let text = "# Title\n# Description\n\n> launch\n| old\n\n> settle\n"
    let scenario = try Scenario(name: "x", text: text)
    expectEqual(scenario.text(replacingExpected: [:]), text)
    expectEqual(
      scenario.text(replacingExpected: [0: "new\n\nscreen\n"]),
      "# Title\n# Description\n\n> launch\n| new\n|\n| screen\n\n> settle\n")
  }

  @Test("the leak check catches a view controller kept alive by its own action")
  func leakIsCaught() async throws {
    let scene = Scene(stage: LeakyStage.self)
    try await ScenarioRunner.perform(.launch, in: scene)
    let leaks = await scene.tearDown()
    expectEqual(leaks, ["LeakyViewController"])
  }

  @Test("the leak check does not blame an object that is released")
  func noFalseLeak() async throws {
    let scene = Scene(stage: try #require(StageRegistry.stage("stage1")))
    try await ScenarioRunner.perform(.launch, in: scene)
    #expect(scene.seenTypes.contains("LocationSearchViewController"))
    #expect(await scene.tearDown().isEmpty)
  }
}

/// A one-screen stage with a classic retain cycle: the button's action holds the view
/// controller strongly, the view controller holds the button.
enum LeakyStage: Stage {
  static let identifier = "leaky"
  static let title = "Leaky"

  static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LeakyViewController())
  }
}

final class LeakyViewController: UIViewController {
  let button = UIButton(type: .system)
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.addAction(UIAction { _ in self.taps += 1 }, for: .touchUpInside)
    view.addSubview(button)
  }
}
