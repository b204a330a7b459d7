import Characterization
import Expectations
import Foundation
import StageRegistry
import Testing

@testable import KataTool

/// Exercise 0: the learner pins stage 1 in scenarios of their own, records their screens from
/// stage 1, and measures them with a catalogue of mistakes separate from the suite's. These
/// tests use fixture folders, never the learner's `Katas/MyScenarios`.
@Suite("Exercise 0")
@MainActor
struct ExerciseZeroTests {
  typealias Folder = MutantsCommandTests.Folder

  static let marked = """
    # Launch, then a typed text
    # Two screens to record, and one written by hand.

    > launch
    |

    > type "busan"
    |

    > clear
    | this screen was written by hand
    """

  @Test("--record fills in the marked screens from stage 1 and leaves every other line as it was")
  func recordsMarkedScreens() async throws {
    let folder = Folder()
    defer { folder.remove() }
    try folder.write(Self.marked, to: "01-mine.scenario")
    let run = await kata("check", "stage1", "--scenarios", folder.url.path, "--record")
    #expect(run.output.hasPrefix("01-mine: recorded 2 screens from stage1\n"))
    #expect(run.output.contains("0 of 1 scenarios pass."), "the hand-written screen is wrong")
    expectEqual(run.status, 1)
    let text = try folder.read("01-mine.scenario")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    expectEqual(
      lines.prefix(5),
      [
        "# Launch, then a typed text", "# Two screens to record, and one written by hand.", "",
        "> launch", "| screen 1 of 1: Where to?",
      ])
    #expect(text.contains("> type \"busan\"\n| screen 1 of 1: Where to?\n| search: \"busan\"\n"))
    #expect(text.hasSuffix("> clear\n| this screen was written by hand"))
    // Recording again changes nothing: no step is marked any more.
    let again = await kata("check", "stage1", "--scenarios", folder.url.path, "--record")
    #expect(!again.output.contains("recorded"))
    #expect(try folder.read("01-mine.scenario") == text)
  }

  @Test("a folder of scenarios runs in place of the suite's, and names the first difference")
  func ownFolder() async throws {
    let folder = Folder()
    defer { folder.remove() }
    try folder.write("# Launch\n\n> launch\n|\n", to: "01-launch.scenario")
    _ = await kata("check", "stage1", "--scenarios", folder.url.path, "--record")
    let stage1 = await kata("check", "stage1", "--scenarios", folder.url.path)
    expectEqual(stage1.status, 0)
    #expect(stage1.output.contains("1 of 1 scenarios pass."))
    let stage5 = await kata("check", "stage5", "--scenarios", folder.url.path)
    expectEqual(stage5.status, 0, "every stage shows the same launch screen")
  }

  @Test("recording is refused without a folder of one's own, from another stage, or for nothing")
  func recordingRefused() async throws {
    let folder = Folder()
    defer { folder.remove() }
    let suite = await kata("check", "stage1", "--record")
    expectEqual(suite.status, 2)
    #expect(suite.errors.hasPrefix("kata check: --record fills in your own scenarios' screens"))
    try folder.write("# Launch\n\n> launch\n|\n", to: "01-launch.scenario")
    let other = await kata("check", "stage2", "--scenarios", folder.url.path, "--record")
    expectEqual(other.status, 2)
    #expect(other.errors.hasPrefix("kata check: screens are recorded from stage1 only, not stage2"))
    #expect(try folder.read("01-launch.scenario") == "# Launch\n\n> launch\n|\n")
    let empty = Folder()
    try FileManager.default.createDirectory(at: empty.url, withIntermediateDirectories: true)
    defer { empty.remove() }
    let none = await kata("check", "stage1", "--scenarios", empty.url.path)
    expectEqual(none.status, 1)
    #expect(none.errors.contains("there are no .scenario files in \(empty.url.path)"))
    let missing = await kata("check", "stage1", "--scenarios", "/no/such/folder")
    expectEqual(missing.status, 2)
    #expect(missing.errors.hasPrefix("kata check: there is no folder /no/such/folder"))
  }

  @Test("a scenario that cannot be read is named with its file and line")
  func unreadableScenario() async throws {
    let folder = Folder()
    defer { folder.remove() }
    try folder.write("# Launch\n\n> launch\n> fly away\n", to: "01-broken.scenario")
    let run = await kata("check", "stage1", "--scenarios", folder.url.path)
    expectEqual(run.status, 1)
    #expect(run.errors.contains("01-broken.scenario: 01-broken:4: unknown step `fly`"))
  }

  @Test("mutants --exercise 0 lists stage 1's mistakes from the exercise's own catalogue")
  func exerciseCatalogue() async throws {
    let run = await kata("mutants", "--exercise", "0", "--list")
    expectEqual(run.status, 0)
    let lines = run.output.split(separator: "\n")
    expectEqual(lines.first, "stage1 — Massive View Controller")
    #expect(lines.count - 1 >= 15, "exercise 0 promises at least 15 mistakes")
    let suite = try ShippedMutantsTests.catalogue(of: "stage1").mutants
    let exercise = try Self.exerciseCatalogue().mutants
    // Separate from the suite's: no mistake of the exercise is one of the suite's own.
    func edits(_ mutant: Mutant) -> String {
      mutant.edits.map { "\($0.search)\u{0}\($0.replacement)" }.joined(separator: "\u{1}")
    }
    let suiteEdits = Set(suite.map(edits))
    for mutant in exercise {
      #expect(!suiteEdits.contains(edits(mutant)), "\(mutant.id) makes a suite mutant's edits")
      #expect(!suite.contains { $0.id == mutant.id }, "\(mutant.id) has a suite mutant's id")
    }
  }

  @Test("every mistake of exercise 0 fits today's stage 1")
  func exerciseMutantsFit() throws {
    try MutantsCommand.check(Self.exerciseCatalogue().mutants, root: ShippedMutantsTests.root)
  }

  @Test("mutants --exercise takes exercise 0 only, alone, and wants scenarios to measure")
  func exerciseUsage() async throws {
    let other = await kata("mutants", "--exercise", "3")
    expectEqual(other.status, 2)
    #expect(other.errors.hasPrefix("kata mutants: only exercise 0 is checked by mutants"))
    let stage = await kata("mutants", "stage2", "--exercise", "0")
    expectEqual(stage.status, 2)
    #expect(stage.errors.contains("give no stage or catalogue"))
    let empty = Folder()
    try FileManager.default.createDirectory(at: empty.url, withIntermediateDirectories: true)
    defer { empty.remove() }
    let none = await kata("mutants", "--exercise", "0", "--scenarios", empty.url.path)
    expectEqual(none.status, 1)
    #expect(none.errors.contains("there are no scenarios in \(empty.url.path) yet"))
    let check = await kata("check", "--exercise", "0")
    expectEqual(check.status, 2)
    #expect(check.errors.contains("swift run kata mutants --exercise 0"))
  }

  static func exerciseCatalogue() throws -> MutantCatalogue {
    let name = MutantsCommand.exercise0Catalogue
    let text = try String(
      contentsOf: ShippedMutantsTests.root.appendingPathComponent(name), encoding: .utf8)
    return try MutantCatalogue(parsing: text, file: name, stages: StageRegistry.allIdentifiers)
  }
}
