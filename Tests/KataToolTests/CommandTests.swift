import Characterization
import Expectations
import Foundation
import StageRegistry
import Testing

@testable import KataTool

/// Each command, run as a user would, with what it prints and its exit status.
@Suite("Commands")
@MainActor
struct CommandTests {
  @Test("help lists every command; a command's --help gives its usage")
  func help() async {
    let run = await kata("help")
    expectEqual(run.status, 0)
    for name in [
      "check", "diff", "start", "reset", "restore", "play", "stats", "graph", "bench", "help",
    ] {
      #expect(run.output.contains("\n\(name) "), "help does not list \(name)")
    }
    let diff = await kata("diff", "--help")
    expectEqual(diff.status, 0)
    #expect(
      diff.output.contains(
        "Usage: kata diff <stage|exerciseN|workspace> <stage|exerciseN|workspace> [--stat]\n"))
  }

  @Test("help explains itself, and --version names the version")
  func helpHelpAndVersion() async {
    let help = await kata("help", "help")
    expectEqual(help.status, 0)
    #expect(help.output.hasSuffix("Usage: kata help [command]\n"))
    let viaFlag = await kata("help", "--help")
    expectEqual(viaFlag.output, help.output)
    let version = await kata("--version")
    expectEqual(version.status, 0)
    expectEqual(version.output, "kata \(Kata.version) (Dismantle)\n")
    let unknown = await kata("help", "frobnicate")
    expectEqual(unknown.status, 2)
    #expect(unknown.errors.contains("Commands: overview, check"))
  }

  @Test("an unknown command says what is valid and exits 2")
  func unknownCommand() async {
    let run = await kata("frobnicate")
    expectEqual(run.status, 2)
    #expect(run.output.isEmpty)
    expectEqual(
      run.errors,
      """
      kata: unknown command 'frobnicate'.
      Valid commands: overview, check, diff, start, reset, restore, play, stats, graph, bench, mutants, help.
      Type 'swift run kata help' for what each does.

      """)
  }

  @Test("an unknown stage, a missing argument and an unknown exercise exit 2 with the usage")
  func badArguments() async {
    let stage = await kata("check", "stage9")
    expectEqual(stage.status, 2)
    expectEqual(
      stage.errors,
      """
      kata check: unknown stage 'stage9'; valid: \(StageRegistry.allIdentifiers.joined(separator: ", "))
      Usage: kata check [stage1…stage5|<branch>|workspace] [--exercise N] [--scenarios DIR [--record]]

      """)
    let missing = await kata("diff", "stage1")
    expectEqual(missing.status, 2)
    #expect(missing.errors.hasPrefix("kata diff: diff takes two stages"))
    let beyond = (Exercise.all.map(\.number).max() ?? 0) + 1
    let exercise = await kata("check", "stage1", "--exercise", "\(beyond)")
    expectEqual(exercise.status, 2)
    #expect(
      exercise.errors.hasPrefix(
        "kata check: no exercise '\(beyond)'; exercises are \(Exercise.numbers())"))
  }

  @Test("check runs every scenario against a stage and prints a table")
  func check() async throws {
    let sample = try ScenarioSample()
    defer { sample.remove() }
    let run = await kata("check", "stage1", "--scenarios", sample.folder.path)
    expectEqual(run.status, 0)
    #expect(run.output.hasPrefix("stage1 — Massive View Controller\n\nscenario"))
    for name in sample.names { #expect(run.output.contains(name)) }
    #expect(run.output.contains("2 of 2 scenarios pass."))
  }

  @Test("check with an exercise prints its goals, and fails when they do not hold")
  func checkGoals() async throws {
    let sample = try ScenarioSample()
    defer { sample.remove() }
    let run = await kata("check", "stage1", "--exercise", "1", "--scenarios", sample.folder.path)
    expectEqual(run.status, 1)
    #expect(run.output.contains("Exercise 1: Split the data source by mode"))
    #expect(
      run.output.contains("✗ the view controller is no longer the collection view's data source"))
    #expect(
      run.output.contains("Not yet: the sheet (Katas/01-split-the-data-source.md) has hints."))
    let done = await kata("check", "stage2", "--exercise", "1", "--scenarios", sample.folder.path)
    expectEqual(done.status, 0)
    #expect(
      done.output.hasSuffix(
        "The goals hold. Compare with the reference: swift run kata diff stage2 exercise1\n"))
  }

  @Test("diff shows file by file what changed, and --stat sums it up")
  func diff() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    try scratch.write("import HeadlessUIKit\n", to: "Katas/Workspace/Extra.swift")
    let run = await kata("diff", "stage1", "workspace", root: scratch.root)
    expectEqual(run.status, 0)
    #expect(
      run.output.contains(
        "--- /dev/null\n+++ Katas/Workspace/Extra.swift\n@@ -0,0 +1 @@\n+import HeadlessUIKit\n"))
    #expect(
      run.output.contains(
        """
        -  public static let identifier = "stage1"
        -  public static let title = "Massive View Controller"
        +  public static let identifier = "workspace"
        +  public static let title = "Your workspace (started from stage1)"
        """))
    let stat = await kata("diff", "stage1", "workspace", "--stat", root: scratch.root)
    #expect(stat.output.contains(" Extra.swift               |    1 +"))
    #expect(stat.output.hasSuffix(" 2 files changed, 3 insertions(+), 2 deletions(-)\n"))
    let same = await kata("diff", "stage1", "1", root: scratch.root)
    expectEqual(
      same.output,
      "Solutions/Stage1MassiveViewController and Solutions/Stage1MassiveViewController are the same.\n"
    )
  }

  @Test("diff shows a renamed file as a rename with its changed lines, not a delete and an add")
  func diffRename() async throws {
    let scratch = try ScratchPackage()
    defer { scratch.remove() }
    let cell = try scratch.file("Katas/Workspace/LocationCell.swift")
    try FileManager.default.removeItem(
      at: scratch.root.appendingPathComponent("Katas/Workspace/LocationCell.swift"))
    try cell.replacingOccurrences(of: "class LocationCell", with: "class PlaceCell")
      .write(
        to: scratch.root.appendingPathComponent("Katas/Workspace/PlaceCell.swift"),
        atomically: true, encoding: .utf8)
    let run = await kata("diff", "stage1", "workspace", root: scratch.root)
    #expect(
      run.output.contains(
        "rename Solutions/Stage1MassiveViewController/LocationCell.swift → "
          + "Katas/Workspace/PlaceCell.swift ("))
    #expect(run.output.contains("-final class LocationCell"))
    #expect(run.output.contains("+final class PlaceCell"))
    #expect(!run.output.contains("+++ /dev/null"), "nothing shows as deleted")
    let stat = await kata("diff", "stage1", "workspace", "--stat", root: scratch.root)
    #expect(stat.output.contains(" LocationCell.swift → PlaceCell.swift |    2 +-"))
    #expect(stat.output.hasSuffix(" 2 files changed, 3 insertions(+), 3 deletions(-), 1 renamed\n"))
    // A file that keeps less than half its lines is not a rename: it is deleted and added.
    try "import HeadlessUIKit\n".write(
      to: scratch.root.appendingPathComponent("Katas/Workspace/PlaceCell.swift"),
      atomically: true, encoding: .utf8)
    let rewritten = await kata("diff", "stage1", "workspace", "--stat", root: scratch.root)
    #expect(!rewritten.output.contains("→"))
    #expect(rewritten.output.contains(" LocationCell.swift"))
    #expect(rewritten.output.contains(" PlaceCell.swift"))
  }

  @Test("graph draws the running scene's objects, as text and as Mermaid")
  func graph() async {
    let text = await kata("graph", "stage1")
    expectEqual(text.status, 0)
    #expect(text.output.contains("stage1 — Massive View Controller, recommendations"))
    #expect(text.output.contains("UINavigationController\n"))
    #expect(
      text.output.contains("UINavigationController\n  stack → LocationSearchViewController\n"))
    #expect(text.output.contains("  completer → MKLocalSearchCompleter"))
    let mermaid = await kata("graph", "stage1", "--mode", "date", "--mermaid")
    #expect(mermaid.output.contains("```mermaid\ngraph LR\n"))
    #expect(mermaid.output.contains("DateViewController"))
    let bad = await kata("graph", "stage1", "--mode", "sideways")
    expectEqual(bad.status, 2)
  }

  @Test("graph marks a weak property as weak, read from its declaration")
  func graphShowsWeakness() async {
    let date = await kata("graph", "stage3", "--mode", "date")
    #expect(
      date.output.contains("DateViewController\n  delegate → LocationSearchViewController (weak)"))
    #expect(date.output.contains("  model.state → Box<RecommendationModel.State>\n"))
  }

  @Test("graph lists what a dictionary holds in the same order in every run, by type name")
  func graphIsStable() async {
    // Stage 4's container keeps its shared services in a dictionary, whose own order changes
    // from process to process.
    let date = await kata("graph", "stage4", "--mode", "date")
    #expect(
      date.output.contains(
        "  sharedInstances → DeviceLocationProvider\n"
          + "  sharedInstances → ServerRecommendationProvider\n"))
  }

  @Test("stats counts types, the largest type, protocols and live objects per stage")
  func stats() async {
    let run = await kata("stats", "--markdown")
    expectEqual(run.status, 0)
    #expect(
      run.output.hasPrefix(
        "| module | architecture | types | largest type (lines) | protocols | objects on screen |\n|---|---|---|---|---|---|\n"
      ))
    #expect(
      run.output.contains("| stage1 | Massive View Controller | 5 | LocationSearchViewController (")
    )
  }
}
