import Expectations
import Foundation
import Testing

@testable import KataTool

/// `kata start`, `kata reset` and `kata restore` set the workspace and never lose the learner's
/// work, whatever the workspace holds: the tests start from fixture workspaces, never the live one.
@Suite("Workspace")
@MainActor
struct WorkspaceCommandTests {
  @Test("start puts the end of the exercise before, and its reference tests, in the workspace")
  func start() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let run = await kata("start", "4", root: scratch.root)
    expectEqual(run.status, 0)
    #expect(
      run.output.hasPrefix(
        "Your workspace now holds exercise 3's end (Solutions/Stage2SplitDataSources), the "
          + "starting point of exercise 4"))
    #expect(!run.output.contains("saved"))
    let stage2 = scratch.list("Solutions/Stage2SplitDataSources")
    expectEqual(scratch.list("Katas/Workspace"), stage2)
    expectEqual(
      scratch.list("Katas/WorkspaceTests"),
      scratch.list("Katas/Ends/03-move-loading-into-models/WorkspaceTests"))
    let entry = try scratch.file("Katas/Workspace/LocationSearchStage.swift")
    #expect(entry.contains("public static let identifier = \"workspace\""))
    #expect(entry.contains("Your workspace (started from exercise3)"))
    #expect(try scratch.file("Katas/Workspace.start") == "exercise3 4\n")
  }

  @Test("start N puts exactly exercise N-1's end in the workspace and its tests in the test target")
  func startsWhereTheLastEnded() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    for exercise in Exercise.all {
      // A branch's exercise starts at the module it branches from.
      let end =
        try exercise.startsAt.map { try Milestone($0, root: scratch.root) }
        ?? Milestone(endOf: exercise.number - 1, root: scratch.root)
      let expected = try Workspace(root: scratch.root).contents(of: end)
      let run = await kata("start", "\(exercise.number)", root: scratch.root)
      expectEqual(run.status, 0)
      // Going through the exercises in order changes nothing of the learner's: no backup.
      #expect(!run.output.contains("saved"), "start \(exercise.number)")
      let workspace = try Workspace(root: scratch.root).current
      expectEqual(workspace, expected, "start \(exercise.number)")
      #expect(!expected.tests.isEmpty)
      // The end as stored, but for the entry point's identifier and title.
      let stored = try FolderDiff.files(in: scratch.root.appendingPathComponent(end.moduleFolder))
      expectEqual(Set(stored.keys), Set(workspace.module.keys))
      for (name, text) in stored where name != "LocationSearchStage.swift" {
        expectEqual(workspace.module[name], text, "\(name) differs from \(end.moduleFolder)")
      }
      expectEqual(workspace.module["LocationSearchStage.swift"]?.contains("\"workspace\""), true)
    }
  }

  @Test("changes to the learner's tests count as changes, and are kept in the backup")
  func testsAreBackedUp() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let mine = "// a test of mine\n"
    try scratch.write(mine, to: "Katas/WorkspaceTests/MyTests.swift")
    let start = await kata("start", "2", root: scratch.root)
    #expect(start.output.hasPrefix("Your changes are saved in "))
    #expect(
      try scratch.file("Katas/Backups/workspace-20261201-000000/WorkspaceTests/MyTests.swift")
        == mine)
    #expect(!scratch.list("Katas/WorkspaceTests").contains("MyTests.swift"))
    let restore = await kata("restore", "latest", root: scratch.root)
    expectEqual(restore.status, 0)
    #expect(try scratch.file("Katas/WorkspaceTests/MyTests.swift") == mine)
  }

  @Test("changes are backed up, with the folder named, before the workspace is replaced")
  func backup() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let mine = "// my refactoring, half done\n"
    try scratch.write(mine, to: "Katas/Workspace/LocationCell.swift")
    let run = await kata("reset", root: scratch.root)
    expectEqual(run.status, 0)
    #expect(
      run.output.contains(
        "Your changes are saved in \(scratch.root.path)/Katas/Backups/workspace-20261201-000000."))
    #expect(try scratch.file("Katas/Backups/workspace-20261201-000000/LocationCell.swift") == mine)
    #expect(try scratch.file("Katas/Workspace/LocationCell.swift") != mine)
    // A second backup in the same second gets its own folder.
    try scratch.write(mine, to: "Katas/Workspace/LocationCell.swift")
    _ = await kata("reset", root: scratch.root)
    expectEqual(
      scratch.list("Katas/Backups"), ["workspace-20261201-000000", "workspace-20261201-000000-2"])
  }

  @Test("a new file in the workspace counts as a change, and is kept in the backup")
  func newFile() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    try scratch.write("struct Mine {}\n", to: "Katas/Workspace/Mine.swift")
    let run = await kata("start", "1", root: scratch.root)
    #expect(run.output.hasPrefix("Your changes are saved in "))
    #expect(scratch.list("Katas/Backups/workspace-20261201-000000").contains("Mine.swift"))
    #expect(!scratch.list("Katas/Workspace").contains("Mine.swift"))
  }

  @Test("a starting point the tool does not know counts as changed work, and is backed up")
  func unknownStartingPoint() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    try scratch.write("exercise99 3\n", to: "Katas/Workspace.start")
    let run = await kata("start", "1", root: scratch.root)
    expectEqual(run.status, 0)
    #expect(run.output.hasPrefix("Your changes are saved in "))
    #expect(try scratch.file("Katas/Workspace.start") == "stage1 1\n")
  }

  @Test("start refuses what is not an exercise, and touches nothing")
  func badExercise() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    try scratch.write("// mine\n", to: "Katas/Workspace/LocationCell.swift")
    let run = await kata("start", "ten", root: scratch.root)
    expectEqual(run.status, 2)
    #expect(
      run.errors.hasPrefix(
        "kata start: no exercise 'ten'; exercises are \(Exercise.numbers())"))
    #expect(try scratch.file("Katas/Workspace/LocationCell.swift") == "// mine\n")
    expectEqual(scratch.list("Katas").contains("Backups"), false)
  }

  @Test(
    "whatever the workspace holds, start backs it up and restore brings it back exactly",
    arguments: ["stage1", "stage2", "stage3", "stage5"])
  func roundTrip(workspace stage: String) async throws {
    let scratch = try ScratchPackage(workspace: stage)
    defer { scratch.remove() }
    try scratch.write("// a note of mine\n", to: "Katas/Workspace/Notes.swift")
    let before = try FolderDiff.files(in: scratch.root.appendingPathComponent("Katas/Workspace"))
    let start = await kata("start", "1", root: scratch.root)
    expectEqual(start.status, 0)
    #expect(start.output.hasPrefix("Your changes are saved in "))
    expectEqual(
      scratch.list("Katas/Workspace"), scratch.list("Solutions/Stage1MassiveViewController"))
    let restore = await kata("restore", "latest", root: scratch.root)
    expectEqual(restore.status, 0)
    #expect(
      restore.output.contains("Your workspace now holds the backup workspace-20261201-000000"))
    let after = try FolderDiff.files(in: scratch.root.appendingPathComponent("Katas/Workspace"))
    expectEqual(after, before)
    // The starting point comes back with the files, so a later reset knows where they began.
    #expect(try scratch.file("Katas/Workspace.start") == "stage1\n")
  }

  @Test("restore lists the backups, newest first, with where each started")
  func restoreLists() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let none = await kata("restore", root: scratch.root)
    expectEqual(none.status, 0)
    #expect(none.output.hasPrefix("There are no backups yet."))
    try scratch.write("// first\n", to: "Katas/Workspace/LocationCell.swift")
    _ = await kata("start", "4", root: scratch.root)
    try scratch.write("// second\n", to: "Katas/Workspace/LocationCell.swift")
    _ = await kata("start", "7", root: scratch.root)
    let list = await kata("restore", root: scratch.root)
    expectEqual(list.status, 0)
    let rows = list.output.split(separator: "\n").filter { $0.hasPrefix("workspace-") }
    expectEqual(rows.count, 2)
    expectEqual(rows.first?.hasPrefix("workspace-20261201-000000-2"), true)
    expectEqual(rows.first?.contains("exercise3, exercise 4"), true)
    expectEqual(rows.last?.contains("stage1"), true)
    #expect(list.output.hasSuffix("  swift run kata restore workspace-20261201-000000-2\n"))
  }

  @Test("restore backs up the work it replaces, and accepts the path start printed")
  func restoreBacksUpFirst() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    try scratch.write("// old work\n", to: "Katas/Workspace/LocationCell.swift")
    let start = await kata("start", "1", root: scratch.root)
    let printed = try #require(
      start.output.split(separator: "\n").first?.dropFirst("Your changes are saved in ".count)
        .dropLast())
    try scratch.write("// new work\n", to: "Katas/Workspace/LocationCell.swift")
    let restore = await kata("restore", String(printed), root: scratch.root)
    expectEqual(restore.status, 0)
    #expect(restore.output.hasPrefix("Your changes are saved in "))
    #expect(try scratch.file("Katas/Workspace/LocationCell.swift") == "// old work\n")
    #expect(
      try scratch.file("Katas/Backups/workspace-20261201-000000-2/LocationCell.swift")
        == "// new work\n")
  }

  @Test("restore refuses a backup that does not exist, names the valid ones, and touches nothing")
  func restoreUnknown() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    try scratch.write("// mine\n", to: "Katas/Workspace/LocationCell.swift")
    _ = await kata("reset", root: scratch.root)
    try scratch.write("// mine again\n", to: "Katas/Workspace/LocationCell.swift")
    let run = await kata("restore", "yesterday", root: scratch.root)
    expectEqual(run.status, 2)
    #expect(
      run.errors.hasPrefix(
        "kata restore: no backup 'yesterday'; valid: latest, workspace-20261201-000000\n"))
    #expect(try scratch.file("Katas/Workspace/LocationCell.swift") == "// mine again\n")
    expectEqual(scratch.list("Katas/Backups"), ["workspace-20261201-000000"])
    let extra = await kata("restore", "a", "b", root: scratch.root)
    expectEqual(extra.status, 2)
  }
}
