import Expectations
import Foundation
import StageRegistry
import Testing

@testable import KataTool

/// The goals about the learner's own tests: found in the sources first, then run. The runs here
/// are fakes: the tool's tests never run the live workspace's tests.
@Suite("Goals about the learner's tests")
@MainActor
struct WorkspaceTestGoalTests {
  let models = """
    @MainActor
    struct RecommendationModel {}
    // A protocol rather than a closure: not a declaration.
    @MainActor
    protocol RecommendationProvider: AnyObject {}
    protocol RecommendationControllerDelegate: AnyObject {}
    @MainActor
    protocol LocationSearchPresentationLogic {}
    """

  @Test("a test that names a model counts for exercise 3; a model only in a comment does not")
  func modelTests() {
    let goal = WorkspaceTestGoal.modelsAreTested
    let tested = WorkspaceSources(
      module: ["Models.swift": models],
      tests: ["ModelTests.swift": "@Test(\"pages\") func pages() { _ = RecommendationModel() }"])
    expectNil(goal.find(tested))
    let untested = WorkspaceSources(
      module: ["Models.swift": models],
      tests: ["ScreenTests.swift": "@Test(\"launch\") func launch() {} // RecommendationModelX"])
    expectEqual(
      goal.find(untested)?.hasPrefix("no test in Katas/WorkspaceTests names RecommendationModel"),
      true)
    let noModel = WorkspaceSources(module: ["A.swift": "final class A {}"], tests: [:])
    expectEqual(goal.find(noModel)?.contains("write the models first"), true)
  }

  @Test("a fake counts for exercise 7 when it conforms to a role protocol and a test uses it")
  func fakes() {
    let goal = WorkspaceTestGoal.fakesAreUsed
    let fake = "final class FakeProvider: RecommendationProvider {}\n"
    let use = "@Test(\"fails\") func fails() { _ = FakeProvider() }\n"
    expectNil(
      goal.find(WorkspaceSources(module: ["M.swift": models], tests: ["F.swift": fake + use])))
    // Declared but used by no test.
    let unused = goal.find(WorkspaceSources(module: ["M.swift": models], tests: ["F.swift": fake]))
    expectEqual(unused?.hasPrefix("no type in Katas/WorkspaceTests conforms to"), true)
    // The message names the role protocols, never a word from a comment or a delegate protocol.
    expectEqual(unused?.contains("RecommendationProvider"), true)
    expectEqual(unused?.contains("rather"), false)
    expectEqual(unused?.contains("RecommendationControllerDelegate"), false)
    // A spy of a delegate protocol is no fake of a dependency.
    let spy =
      "final class Spy: RecommendationControllerDelegate {}\n@Test(\"x\") func x() { _ = Spy() }"
    expectNotNil(goal.find(WorkspaceSources(module: ["M.swift": models], tests: ["S.swift": spy])))
  }

  @Test("a spy counts for exercise 9 when it conforms to the display or presentation logic")
  func spies() {
    let goal = WorkspaceTestGoal.spiesAreUsed
    let spy = """
      final class PresenterSpy: LocationSearchPresentationLogic {}
      @Test("asks the presenter") func asks() { _ = PresenterSpy() }
      """
    expectNil(
      goal.find(WorkspaceSources(module: ["M.swift": models], tests: ["S.swift": spy])))
    expectEqual(
      goal.find(WorkspaceSources(module: ["M.swift": "struct A {}"], tests: ["S.swift": spy]))?
        .contains("no …DisplayLogic or …PresentationLogic protocol yet"), true)
  }

  @Test("the summary line of a run gives the counts of tests run and failed")
  func counts() {
    let passed = WorkspaceTestRun(
      exit: .exited(0), output: "✔ Test run with 4 tests in 2 suites passed after 0.015 seconds.\n")
    expectEqual(passed.counts?.ran, 4)
    expectEqual(passed.counts?.failed, 0)
    let failed = WorkspaceTestRun(
      exit: .exited(1),
      output: """
        ✘ Test "pages" recorded an issue at ModelTests.swift:3:46: Expectation failed: 1 == 2
        ✘ Test "pages" failed after 0.001 seconds with 1 issue.
        ✔ Test "launch" passed after 0.002 seconds.
        ✘ Test run with 2 tests in 1 suite failed after 0.003 seconds with 1 issue.
        """)
    expectEqual(failed.counts?.ran, 2)
    expectEqual(failed.counts?.failed, 1)
    expectEqual(failed.failureLines().first?.contains("Expectation failed: 1 == 2"), true)
    expectNil(WorkspaceTestRun(exit: .exited(1), output: "error: no such module").counts)
  }

  @Test("check runs the learner's tests only once the tests exist, and reports what failed")
  func checkRunsTheTests() async throws {
    let scratch = try ScratchPackage(workspace: "stage2")
    defer { scratch.remove() }
    // What the fake runner answers next, and how often it ran; a reference, so the runner sees
    // the answer the test sets after handing it over.
    @MainActor final class FakeRunner {
      var runs = 0
      var answer: WorkspaceTestRun
      init(answer: WorkspaceTestRun) { self.answer = answer }
    }
    let runner = FakeRunner(
      answer: WorkspaceTestRun(
        exit: .exited(1),
        output: """
          ✘ Test "copies share the box" recorded an issue at ModelTests.swift:9:5: Expectation failed
          ✘ Test "copies share the box" failed after 0.002 seconds with 1 issue.
          ✘ Test run with 4 tests in 2 suites failed after 0.010 seconds with 1 issue.
          """))
    var printed = ""
    var context = Kata.Context(
      console: Console(usesColor: false) { text, _ in printed += text }, root: scratch.root)
    context.runWorkspaceTests = { root in
      expectEqual(root, scratch.root)
      runner.runs += 1
      return runner.answer
    }
    let goal = WorkspaceTestGoal.modelsAreTested
    #expect(await !CheckCommand.checkTests(goal, on: StageRegistry.workspace, context: context))
    expectEqual(runner.runs, 1)
    #expect(printed.contains("✗ your tests of the models exist and pass"))
    #expect(printed.contains("1 of 4 tests failed; what went wrong:"))
    #expect(printed.contains("ModelTests.swift:9:5: Expectation failed"))

    runner.answer = WorkspaceTestRun(
      exit: .exited(0), output: "✔ Test run with 4 tests in 2 suites passed after 0.01 seconds.")
    printed = ""
    #expect(await CheckCommand.checkTests(goal, on: StageRegistry.workspace, context: context))
    #expect(printed.contains("✓ your tests of the models exist and pass (4 tests)"))

    // No test of a model: nothing is run, and the goal says what to write.
    for name in scratch.list("Katas/WorkspaceTests") where name.contains("Model") {
      try FileManager.default.removeItem(
        at: scratch.root.appendingPathComponent("Katas/WorkspaceTests/\(name)"))
    }
    printed = ""
    #expect(await !CheckCommand.checkTests(goal, on: StageRegistry.workspace, context: context))
    expectEqual(runner.runs, 2)
    #expect(printed.contains("no test in Katas/WorkspaceTests names"))
  }
}
