import Characterization
import Expectations
import Foundation
import Testing

@testable import KataTool

/// Each exercise ends where the next starts: at a stage, or at a state stored in `Katas/Ends`.
/// These tests read the stored ends as files; `ExerciseEndsBuildTests` builds and checks them.
@Suite("Exercise ends")
@MainActor
struct ExerciseEndTests {
  let root = ScenarioLibrary.packageRoot

  private func folders(in path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent(path).path)) ?? []).filter { !$0.contains(".") }.sorted()
  }

  @Test("every stored end belongs to an exercise, and every exercise not ending at a stage has one")
  func storedEndsMatchTheExercises() throws {
    let slugs = Set(Exercise.all.map(\.slug) + ["00-pin-the-behaviour"])
    #expect(Set(folders(in: "Katas/Ends")).isSubset(of: slugs))
    for exercise in Exercise.all {
      let stored = folders(in: exercise.endFolder).contains("Workspace")
      expectEqual(stored, (exercise.end == .stored), "exercise \(exercise.number): \(exercise.end)")
      guard stored else { continue }
      let entry = try String(
        contentsOf: root.appendingPathComponent(
          exercise.endFolder + "/Workspace/LocationSearchStage.swift"), encoding: .utf8)
      #expect(entry.contains("public static let identifier = \"workspace\""))
      #expect(entry.contains("public static let title = \"Exercise \(exercise.number)'s end\""))
    }
  }

  @Test("the starter test is the same at every end: it holds through every exercise")
  func starterTestEverywhere() throws {
    let folders = ([Milestone.startFolder] + Exercise.all.map(\.endFolder))
      .map { $0 + "/WorkspaceTests" }
      .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    #expect(folders.count >= 4)
    let starters = try Set(
      folders.map {
        try String(
          contentsOf: root.appendingPathComponent($0 + "/LocationSearchScreenTests.swift"),
          encoding: .utf8)
      })
    expectEqual(starters.count, 1)
  }

  @Test(
    "every exercise changes the code, and none changes more than about 500 lines (a branch's, 1,600)"
  )
  func stepsAreSmall() async throws {
    for exercise in Exercise.all {
      let start = try Milestone(startOf: exercise, root: root)
      let end = try Milestone(endOf: exercise.number, root: root)
      let (from, to) = (start.moduleFolder, end.moduleFolder)
      let changes = try await offTheMainQueue {
        try FolderDiff.compare(from, to, root: ScenarioLibrary.packageRoot)
      }.filter { $0.file != "LocationSearchStage.swift" }
      let size = changes.map { $0.added + $0.removed }.reduce(0, +)
      #expect(size > 0, "exercise \(exercise.number) changes nothing")
      if exercise.startsAt != nil {
        // A branch's exercise turns one architecture into another in one sheet: a bigger step,
        // still bounded.
        #expect(size <= 1_600, "branch exercise \(exercise.number) changes \(size) lines")
      } else {
        #expect(size <= 520, "exercise \(exercise.number) changes \(size) lines")
      }
    }
  }

  @Test("diff compares with an exercise's end, and names the valid sides when one is unknown")
  func diffWithAnEnd() async throws {
    let step = await kata("diff", "exercise3", "exercise4", "--stat")
    expectEqual(step.status, 0)
    #expect(step.output.contains("CompletionDataSource.swift → CompletionController.swift"))
    #expect(step.output.contains("RecommendationDelegate.swift"))
    let scratch = try ScratchPackage(workspace: "exercise1")
    defer { scratch.remove() }
    let done = await kata("diff", "workspace", "exercise1", root: scratch.root)
    expectEqual(done.status, 0)
    // Only the entry point's title tells the workspace from the end it was started from.
    #expect(done.output.contains("+++ Katas/Ends/01-split-the-data-source/Workspace/"))
    expectEqual(done.output.split(separator: "\n").filter { $0.hasPrefix("+ ") }.count, 1)
    let unknown = await kata("diff", "workspace", "exercise99", root: scratch.root)
    expectEqual(unknown.status, 2)
    #expect(unknown.errors.contains("no exercise 99"))
    #expect(unknown.errors.contains("exercise0…exercise"))
  }
}

/// Builds every exercise's end in a scratch copy of the package and checks it as a learner
/// would: `kata check workspace --exercise N` passes (scenarios, goals, and for exercises that
/// ask for tests, the learner's tests), and so does `swift test --filter WorkspaceTests`.
///
/// It takes minutes (a first build of the copy, then one incremental build per end), so it runs
/// only when asked: `DISMANTLE_EXERCISE_ENDS=1 swift test --filter ExerciseEndsBuildTests`
/// (`.ci/run` does not: run it after changing a stage or an end).
@Suite(
  "Exercise ends, built and checked",
  .enabled(if: ProcessInfo.processInfo.environment["DISMANTLE_EXERCISE_ENDS"] == "1"))
@MainActor
struct ExerciseEndsBuildTests {
  @Test("every exercise's end passes its exercise's check, and its reference tests pass")
  func everyEndPasses() async throws {
    let root = ScenarioLibrary.packageRoot
    let scratch = MutationLab.defaultScratch(for: root, prefix: "dismantle-exercise-ends")
    let lab = MutationLab(
      root: root, scratch: scratch, scenarios: ScenarioLibrary.folder, timeout: 1_200)
    _ = try lab.prepare()
    let quiet = Kata.Context(console: Console(usesColor: false) { _, _ in }, root: scratch)
    for exercise in Exercise.all {
      let workspace = Workspace(root: scratch)
      try workspace.replace(
        with: Milestone(endOf: exercise.number, root: scratch), exercise: nil, context: quiet)
      if case .failure(let error) = await lab.build() {
        Issue.record("exercise \(exercise.number)'s end does not build: \(error)")
        continue
      }
      let check = await lab.kata(["check", "workspace", "--exercise", "\(exercise.number)"])
      expectEqual(
        check.exit, .exited(0),
        "exercise \(exercise.number)'s end fails its check:\n\(check.output.suffix(3_000))")
      guard exercise.testGoal == nil else { continue }
      let tests = await WorkspaceTestRun.run(in: scratch)
      #expect(
        tests.exit == .exited(0) && (tests.counts?.ran ?? 0) > 0,
        "exercise \(exercise.number)'s reference tests:\n\(tests.failureLines().joined(separator: "\n"))"
      )
    }
  }
}
