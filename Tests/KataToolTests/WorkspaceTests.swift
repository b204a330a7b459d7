import Foundation
import Testing

@testable import KataTool

/// `kata start` and `kata reset` set the workspace and never lose the learner's work.
@Suite("Workspace")
@MainActor
struct WorkspaceTests {
  @Test("start puts an exercise's starting stage in the workspace, as the workspace")
  func start() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let run = await kata("start", "4", root: scratch.root)
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix("Your workspace now holds stage2, the starting point of exercise 4"))
    #expect(!run.output.contains("saved"))
    let stage2 = scratch.list("Solutions/Stage2SplitDataSources")
    #expect(scratch.list("Katas/Workspace") == stage2)
    let entry = try scratch.file("Katas/Workspace/LocationSearchStage.swift")
    #expect(entry.contains("public static let identifier = \"workspace\""))
    #expect(entry.contains("Your workspace (started from stage2)"))
    #expect(try scratch.file("Katas/Workspace.start") == "stage2 4\n")
  }

  @Test("changes are backed up, with the folder named, before the workspace is replaced")
  func backup() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let mine = "// my refactoring, half done\n"
    try scratch.write(mine, to: "Katas/Workspace/LocationCell.swift")
    let run = await kata("reset", root: scratch.root)
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "Your changes are saved in \(scratch.root.path)/Katas/Backups/workspace-20261201-000000."))
    #expect(try scratch.file("Katas/Backups/workspace-20261201-000000/LocationCell.swift") == mine)
    #expect(try scratch.file("Katas/Workspace/LocationCell.swift") != mine)
    // A second backup in the same second gets its own folder.
    try scratch.write(mine, to: "Katas/Workspace/LocationCell.swift")
    _ = await kata("reset", root: scratch.root)
    #expect(
      scratch.list("Katas/Backups") == ["workspace-20261201-000000", "workspace-20261201-000000-2"])
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

  @Test("start refuses what is not an exercise, and touches nothing")
  func badExercise() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    try scratch.write("// mine\n", to: "Katas/Workspace/LocationCell.swift")
    let run = await kata("start", "ten", root: scratch.root)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("kata start: no exercise 'ten'; exercises are 1 to 9"))
    #expect(try scratch.file("Katas/Workspace/LocationCell.swift") == "// mine\n")
    #expect(scratch.list("Katas").contains("Backups") == false)
  }
}
