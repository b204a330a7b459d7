import Expectations
import Foundation
import Testing

@testable import KataTool

/// A mutant catalogue reads as written, and a catalogue that cannot be read says where and why.
@Suite("Mutant catalogue")
struct MutantCatalogueTests {
  static let stages = ["stage1", "stage2", "workspace"]

  static func parse(_ text: String) throws(CatalogueError) -> MutantCatalogue {
    try MutantCatalogue(parsing: text, file: "Tests/Mutants/stage1.mutants", stages: stages)
  }

  static let good = """
    # A comment, then the stage.
    stage: stage1

    mutant paging-off-by-one
    mistake: Pages are asked for one row late.
    sees: Scrolling to the end brings no more places.
    file: LocationSearchViewController.swift
    - if indexPath.item == recommendations.count - 1 {
    + if indexPath.item == recommendations.count {

    # Two edits, one of several lines, one a deletion, and an empty line in the text.
    mutant latest-selection-not-checked
    mistake: A selection no longer cancels the search in flight.
    sees: The older answer wins.
    file: Sub/LocationSearchViewController.swift
    equivalent: never, but the field is read.
    -     localSearch?.cancel()
    -
    -     let search = MKLocalSearch(request: request)
    +     let search = MKLocalSearch(request: request)

    - guard search === self.localSearch else { return }
    """

  @Test("a catalogue gives its stage and its mutants, fields and edits as written")
  func parsesMutants() throws {
    let catalogue = try Self.parse(Self.good)
    expectEqual(catalogue.stage, "stage1")
    expectEqual(catalogue.mutants.map(\.id), ["paging-off-by-one", "latest-selection-not-checked"])
    let first = catalogue.mutants[0]
    expectEqual(first.stage, "stage1")
    expectEqual(first.mistake, "Pages are asked for one row late.")
    expectEqual(first.symptom, "Scrolling to the end brings no more places.")
    expectEqual(first.file, "LocationSearchViewController.swift")
    expectNil(first.equivalence)
    expectEqual(first.catalogue, "Tests/Mutants/stage1.mutants")
    expectEqual(first.line, 4)
    expectEqual(
      first.edits,
      [
        Mutant.Edit(
          search: "if indexPath.item == recommendations.count - 1 {",
          replacement: "if indexPath.item == recommendations.count {", line: 8)
      ])
    let second = catalogue.mutants[1]
    expectEqual(second.file, "Sub/LocationSearchViewController.swift")
    expectEqual(second.equivalence, "never, but the field is read.")
    expectEqual(
      second.edits,
      [
        Mutant.Edit(
          search: "    localSearch?.cancel()\n\n    let search = MKLocalSearch(request: request)",
          replacement: "    let search = MKLocalSearch(request: request)", line: 17),
        Mutant.Edit(
          search: "guard search === self.localSearch else { return }", replacement: "", line: 22),
      ])
  }

  @Test("Windows line endings read the same")
  func windowsLineEndings() throws {
    let catalogue = try Self.parse(Self.good.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(catalogue == (try Self.parse(Self.good)))
  }

  @Test("a '-' line after '+' lines starts the next edit")
  func editsWithoutBlankLine() throws {
    let catalogue = try Self.parse(
      """
      stage: stage1
      mutant two-edits
      mistake: m
      sees: s
      file: F.swift
      - a
      + b
      - c
      + d
      """)
    expectEqual(
      catalogue.mutants[0].edits,
      [
        Mutant.Edit(search: "a", replacement: "b", line: 6),
        Mutant.Edit(search: "c", replacement: "d", line: 8),
      ])
  }

  /// A mutant's header and fields, for the error cases to build on.
  static let header = "stage: stage1\nmutant one\nmistake: m\nsees: s\nfile: F.swift\n"

  @Test(
    "a catalogue that cannot be read names the file, the line and what to write instead",
    arguments: [
      ("", 1, "no 'stage:' line; start the catalogue with 'stage: stage1'"),
      ("stage: stage1\n", 2, "no mutants; add one with 'mutant <id>', its fields and its edits"),
      ("stage: stage9\n", 1, "unknown stage 'stage9'; valid: stage1, stage2, workspace"),
      ("stage: stage1\nstage: stage2\n", 2, "'stage:' is given twice"),
      ("mutant one\n", 1, "say which stage first, before any mutant: 'stage: stage1'"),
      (
        "stage: stage1\nmutant One_1\n", 2,
        "'mutant' needs an id of lowercase words joined by dashes, e.g. 'mutant paging-off-by-one'"
      ),
      (header + "- a\n+ b\nmutant one\n", 8, "mutant 'one' is already defined on line 2"),
      (
        header + "- a\n+ b\nstage: stage2\n", 8,
        "'stage:' belongs at the top, before the first mutant"
      ),
      (
        "stage: stage1\nmistake: m\n", 2,
        "'mistake:' outside a mutant; start one with 'mutant <id>'"
      ),
      (
        header + "colour: red\n", 6,
        "unknown field 'colour:'; a mutant has 'mistake:', 'sees:', 'file:', 'equivalent:'"
      ),
      (header + "sees: again\n", 6, "mutant 'one' has 'sees:' twice"),
      (header + "equivalent:\n", 6, "'equivalent:' needs a value"),
      (
        header + "- a\nequivalent: no\n", 7,
        "put 'equivalent:' before the mutant's '-' and '+' lines"
      ),
      (
        "stage: stage1\nmutant one\nmistake: m\nfile: F.swift\n- a\n", 2,
        "mutant 'one' has no 'sees:' line"
      ),
      (
        header, 2,
        "mutant 'one' has no edit; add '- ' lines with the text to find and '+ ' lines with its "
          + "replacement"
      ),
      (header + "+ b\n", 6, "a '+' line needs the '-' lines of the text it replaces above it"),
      ("stage: stage1\n- a\n", 2, "a '-' line outside a mutant; start one with 'mutant <id>'"),
      (
        header + "-a\n", 6,
        "put one space after '-' before the text (a lone '-' is an empty line)"
      ),
      (header + "-\n+ b\n", 6, "the text to find is empty; give it a line of code"),
      (header + "- a\n+ a\n", 6, "the replacement is the same as the text: it changes nothing"),
      (
        "stage: stage1\nmutant one\nfile: ../Stage2/F.swift\n", 3,
        "'file:' is a path inside the stage's folder, e.g. 'LocationSearchViewController.swift'"
      ),
      (
        "stage: stage1\nsome words\n", 2,
        "cannot read 'some words'; expected 'mutant <id>', 'field: value', a '- ' or '+ ' line, "
          + "or a '#' comment"
      ),
    ])
  func errors(text: String, line: Int, message: String) {
    #expect(
      throws: CatalogueError(file: "Tests/Mutants/stage1.mutants", line: line, message: message)
    ) {
      try Self.parse(text)
    }
  }

  @Test("an error reads as file:line: message, as compilers write them")
  func errorDescription() {
    let error = CatalogueError(file: "my.mutants", line: 12, message: "'sees:' needs a value")
    expectEqual(error.description, "my.mutants:12: 'sees:' needs a value")
  }
}
