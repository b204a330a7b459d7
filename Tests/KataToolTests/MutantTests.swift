import Expectations
import Foundation
import Testing

@testable import KataTool

/// A mutant makes its mistake in a file's text, and refuses text where its search text is not
/// there exactly once.
@Suite("Mutant")
struct MutantTests {
  static func mutant(_ edits: [(String, String)]) -> Mutant {
    Mutant(
      id: "paging-off-by-one", stage: "stage1", mistake: "m", symptom: "s", file: "Paging.swift",
      equivalence: nil,
      edits: edits.enumerated().map { Mutant.Edit(search: $1.0, replacement: $1.1, line: 10 + $0) },
      catalogue: "Tests/Mutants/stage1.mutants", line: 7)
  }

  static let source = """
    func willDisplay(_ item: Int) {
      if item == places.count - 1 {
        loadNextPage()
      }
    }

    func retry() {
      failed = false
      loadNextPage()
    }
    """

  @Test("one edit replaces its text where it occurs")
  func oneEdit() throws {
    let mutated = try Self.mutant([("places.count - 1", "places.count")]).apply(to: Self.source)
    expectEqual(mutated, Self.source.replacingOccurrences(of: " - 1 {", with: " {"))
  }

  @Test("a text of several lines, and an empty replacement, delete those lines")
  func deletion() throws {
    let mutated = try Self.mutant([("  failed = false\n", "")]).apply(to: Self.source)
    #expect(mutated.hasSuffix("func retry() {\n  loadNextPage()\n}"))
  }

  @Test("edits apply in order, each to the text the one before left")
  func editsInOrder() throws {
    let mutated = try Self.mutant([
      ("  failed = false\n  loadNextPage()", "  loadNextPage()"),
      ("func retry", "func tryAgain"),
    ]).apply(to: Self.source)
    #expect(mutated.hasSuffix("func tryAgain() {\n  loadNextPage()\n}"))
  }

  @Test("a text that is not there says the stage changed, with the catalogue line")
  func notFound() {
    let mutant = Self.mutant([("places.count - 2", "places.count")])
    #expect(throws: MutantError(mutant: mutant, edit: mutant.edits[0], occurrences: 0)) {
      try mutant.apply(to: Self.source)
    }
    let error = MutantError(mutant: mutant, edit: mutant.edits[0], occurrences: 0)
    expectEqual(
      error.description,
      "Tests/Mutants/stage1.mutants:10: mutant 'paging-off-by-one': the text to replace is "
        + "not in stage1's Paging.swift any more; the stage changed: update the '-' lines to "
        + "today's code, or drop the mutant")
  }

  @Test("a text that occurs twice is refused, not applied at a guess")
  func ambiguous() {
    let mutant = Self.mutant([("places.count", "0")])
    #expect(throws: Never.self) { try mutant.apply(to: "if item == places.count - 1 {") }
    #expect(throws: MutantError(mutant: mutant, edit: mutant.edits[0], occurrences: 2)) {
      try mutant.apply(to: Self.source + "\nlet total = places.count")
    }
    let error = MutantError(mutant: mutant, edit: mutant.edits[0], occurrences: 2)
    #expect(
      error.description.hasSuffix(
        "occurs 2 times in stage1's Paging.swift, not once; add a neighbouring line to the '-' "
          + "lines so that they match one place"))
  }
}
