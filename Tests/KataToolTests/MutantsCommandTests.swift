import Characterization
import Expectations
import Foundation
import Testing

@testable import KataTool

/// `kata mutants` as a user types it, up to the point where it would build: what it lists, what
/// it refuses, and the scratch copy it keeps. The full run builds the package once and then once
/// per mutant, minutes of work: it is run by hand, not here.
@Suite("Mutants command")
@MainActor
struct MutantsCommandTests {
  /// A folder in the temporary directory, removed by `remove()`.
  struct Folder {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-mutants-tests-\(UUID().uuidString)")

    func write(_ text: String, to path: String) throws {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func remove() {
      try? FileManager.default.removeItem(at: url)
    }
  }

  @Test("--list lists the mutants of the stages asked for, stage by stage, without hints")
  func list() async throws {
    let run = await kata("mutants", "2", "--list")
    expectEqual(run.status, 0)
    #expect(run.output.hasPrefix("stage2 — Split Data Sources and Delegates\n  paging-off-by-one "))
    #expect(!run.output.contains("stage1"))
    #expect(!run.output.contains("sees"))
    let only = await kata("mutants", "--list", "--only", "paging-off-by-one,page-replaces-list")
    expectEqual(only.status, 0)
    // Both are in every stage's catalogue, and in the branches' where the branch has the code:
    // one row for each catalogue entry with either id.
    let wanted: Set = ["paging-off-by-one", "page-replaces-list"]
    let shipped = try MutantsCommand.catalogues(
      CommandLineArguments([], flags: ["list"], options: ["catalogue"]),
      root: ScenarioLibrary.packageRoot)
    let rows = only.output.split(separator: "\n").filter { $0.hasPrefix("  ") }
    expectEqual(rows.count, shipped.flatMap(\.mutants).filter { wanted.contains($0.id) }.count)
    #expect(rows.count >= 10)
    #expect(rows.allSatisfy { row in wanted.contains { row.hasPrefix("  \($0) ") } })
  }

  @Test("help gives the usage")
  func help() async {
    let run = await kata("help", "mutants")
    expectEqual(run.status, 0)
    #expect(
      run.output.contains(
        "Usage: kata mutants [stage1…stage5] [--catalogue FILE] [--scenarios DIR] [--only ID,…] "
          + "[--scratch DIR] [--list] | kata mutants --exercise 0 [--hints] [--only ID,…]\n"))
    #expect(run.output.contains("--exercise 0 is exercise 0 (Katas/00-pin-the-behaviour.md)"))
  }

  @Test("an unknown stage or mutant, a missing catalogue or scenario folder exit 2 with the usage")
  func usageErrors() async throws {
    let stage = await kata("mutants", "stage9")
    expectEqual(stage.status, 2)
    #expect(stage.errors.hasPrefix("kata mutants: unknown stage 'stage9'"))
    #expect(stage.errors.contains("Usage: kata mutants"))
    let workspace = await kata("mutants", "workspace", "--list")
    expectEqual(workspace.status, 2)
    #expect(
      workspace.errors.hasPrefix(
        "kata mutants: there is no Tests/Mutants/workspace.mutants; give a catalogue with "
          + "--catalogue FILE"))
    let mutant = await kata("mutants", "--only", "no-such-mistake")
    expectEqual(mutant.status, 2)
    #expect(
      mutant.errors.hasPrefix(
        "kata mutants: no mutant 'no-such-mistake' in the catalogues; 'kata mutants --list' lists them"
      ))
    let catalogue = await kata("mutants", "--catalogue", "/no/such.mutants")
    expectEqual(catalogue.status, 2)
    #expect(catalogue.errors.hasPrefix("kata mutants: no catalogue at /no/such.mutants"))
    let folder = Folder()
    defer { folder.remove() }
    try folder.write("not a scenario\n", to: "notes.txt")
    let scenarios = await kata("mutants", "stage1", "--scenarios", folder.url.path)
    expectEqual(scenarios.status, 2)
    #expect(scenarios.errors.hasPrefix("kata mutants: no .scenario files in \(folder.url.path)"))
  }

  @Test("a catalogue of its own is read with its stage; a wrong stage beside it is refused")
  func ownCatalogue() async throws {
    let folder = Folder()
    defer { folder.remove() }
    try folder.write(
      """
      stage: stage3
      mutant my-mistake
      mistake: The completion list holds its delegate strongly.
      sees: The search screen stays in memory (a leak).
      file: CompletionController.swift
      - weak var delegate: CompletionControllerDelegate?
      + var delegate: CompletionControllerDelegate?
      """, to: "mine.mutants")
    let path = folder.url.appendingPathComponent("mine.mutants").path
    let run = await kata("mutants", "--catalogue", path, "--list")
    expectEqual(run.status, 0)
    expectEqual(
      run.output,
      "stage3 — Sub-controllers\n  my-mistake  The completion list holds its delegate strongly.\n"
    )
    let wrong = await kata("mutants", "stage1", "--catalogue", path, "--list")
    expectEqual(wrong.status, 2)
    #expect(wrong.errors.hasPrefix("kata mutants: \(path) is a catalogue for stage3, not stage1"))
  }

  @Test("a catalogue that cannot be read, or that no longer fits its stage, fails before building")
  func brokenCatalogue() async throws {
    let folder = Folder()
    defer { folder.remove() }
    try folder.write("stage: stage1\nmutant x\n", to: "bad.mutants")
    let bad = folder.url.appendingPathComponent("bad.mutants").path
    let unreadable = await kata("mutants", "--catalogue", bad)
    expectEqual(unreadable.status, 1)
    expectEqual(unreadable.errors, "kata mutants: \(bad):2: mutant 'x' has no 'mistake:' line\n")
    try folder.write(
      """
      stage: stage1
      mutant orphan
      mistake: m
      sees: s
      file: LocationSearchViewController.swift
      - code that was refactored away
      """, to: "orphan.mutants")
    let orphan = folder.url.appendingPathComponent("orphan.mutants").path
    let run = await kata("mutants", "--catalogue", orphan, "--scratch", folder.url.path + "/lab")
    expectEqual(run.status, 1)
    #expect(run.output.isEmpty)
    expectEqual(
      run.errors,
      """
      kata mutants: 1 of the mutants no longer fit their stage:
      \(orphan):6: mutant 'orphan': the text to replace is not in stage1's \
      LocationSearchViewController.swift any more; the stage changed: update the '-' lines to \
      today's code, or drop the mutant

      """)
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/lab"))
  }

  @Test("the scratch copy is refused inside the package, and over a folder of other files")
  func scratchRefused() async throws {
    let inside = ScenarioLibrary.packageRoot.appendingPathComponent(".build/mutants-test")
    let run = await kata(
      "mutants", "stage1", "--only", "paging-off-by-one", "--scratch", inside.path)
    expectEqual(run.status, 2)
    #expect(run.errors.contains("the scratch copy must be outside the package"))
    #expect(!FileManager.default.fileExists(atPath: inside.path))
    let folder = Folder()
    defer { folder.remove() }
    try folder.write("mine\n", to: "notes.txt")
    let foreign = await kata(
      "mutants", "stage1", "--only", "paging-off-by-one", "--scratch", folder.url.path)
    expectEqual(foreign.status, 1)
    #expect(foreign.errors.contains("holds files that are not a scratch copy made by kata mutants"))
    #expect(try folder.read("notes.txt") == "mine\n")
  }

  @Test("the scratch copy mirrors the package with the chosen scenarios, writing only what changed")
  func scratchCopy() throws {
    let package = Folder()
    let scenarios = Folder()
    let scratch = Folder()
    defer {
      for folder in [package, scenarios, scratch] { folder.remove() }
    }
    try package.write("// manifest\n", to: "Package.swift")
    try package.write("let a = 1\n", to: "Sources/A/A.swift")
    try package.write("let b = 1\n", to: "Solutions/B/B.swift")
    try package.write("the package's own\n", to: "Tests/Scenarios/01-own.scenario")
    try package.write("not copied\n", to: "Docs/README.md")
    try package.write("hidden\n", to: "Sources/A/.DS_Store")
    try scenarios.write("a learner's\n", to: "01-mine.scenario")
    let lab = MutationLab(root: package.url, scratch: scratch.url, scenarios: scenarios.url)

    #expect(try lab.prepare() == 4)
    expectEqual(
      MutationLab.files(under: scratch.url),
      [
        "Package.swift", "Solutions/B/B.swift", "Sources/A/A.swift",
        "Tests/Scenarios/01-mine.scenario",
      ])
    #expect(FileManager.default.fileExists(atPath: scratch.url.path + "/.kata-mutants-scratch"))
    #expect(try scratch.read("Tests/Scenarios/01-mine.scenario") == "a learner's\n")

    #expect(try lab.prepare() == 0)
    try package.write("let a = 2\n", to: "Sources/A/A.swift")
    try FileManager.default.removeItem(
      at: package.url.appendingPathComponent("Solutions/B/B.swift"))
    try scratch.write(
      "let a = 1 // a mutant left behind by an interrupted run\n", to: "Sources/A/A.swift")
    #expect(try lab.prepare() == 1)
    #expect(try scratch.read("Sources/A/A.swift") == "let a = 2\n")
    #expect(!FileManager.default.fileExists(atPath: scratch.url.path + "/Solutions/B/B.swift"))
  }

  @Test("the default scratch copy is named after the package's path, the same in every run")
  func defaultScratch() {
    let one = MutationLab.defaultScratch(for: URL(fileURLWithPath: "/work/one"))
    expectEqual(one, MutationLab.defaultScratch(for: URL(fileURLWithPath: "/work/one")))
    #expect(one != MutationLab.defaultScratch(for: URL(fileURLWithPath: "/work/two")))
    #expect(one.lastPathComponent.hasPrefix("dismantle-mutants-"))
  }

  @Test("a subprocess's output and exit status come back")
  func subprocess() async {
    let folder = FileManager.default.temporaryDirectory
    let path = ["PATH": "/usr/bin:/bin"]
    let echo = await Subprocess.run(["printf", "one\\ntwo"], in: folder, environment: path)
    expectEqual(echo.exit, .exited(0))
    expectEqual(echo.output, "one\ntwo")
    let failing = await Subprocess.run(["false"], in: folder, environment: path)
    expectEqual(failing.exit, .exited(1))
  }
}
