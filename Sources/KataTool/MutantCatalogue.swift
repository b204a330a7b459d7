import Foundation

/// A plausible mistake in a stage: what a person refactoring gets wrong, what a user of the app
/// would see, and the edit to the stage's code that makes it.
struct Mutant: Equatable, Sendable {
  /// One text replacement: `search` must occur exactly once in the file.
  struct Edit: Equatable, Sendable {
    /// The exact text to find, perhaps several lines.
    let search: String
    /// The text that takes its place; empty to delete it.
    let replacement: String
    /// The catalogue line of the edit's first `-` line.
    let line: Int
  }

  /// Names the mutant in its catalogue: lowercase words joined by dashes.
  let id: String
  /// The stage it is a mistake in (`stage1`…).
  let stage: String
  /// The mistake, in one line.
  let mistake: String
  /// What a user would see, in one line: the hint a survivor comes with.
  let symptom: String
  /// The file it edits, relative to the stage's folder.
  let file: String
  /// Why no user could ever see it, when it is known to change nothing that shows; nil for a
  /// real mistake.
  let equivalence: String?
  /// The replacements, made in order.
  let edits: [Edit]
  /// The catalogue it is written in, as given to the parser.
  let catalogue: String
  /// The line of its `mutant` line in the catalogue.
  let line: Int

  /// `text` with the mistake made. Each edit's search text must occur exactly once in the text
  /// it applies to: a stage edit that removes or repeats it is reported, never guessed around.
  func apply(to text: String) throws(MutantError) -> String {
    var result = text
    for edit in edits {
      let found = result.ranges(of: edit.search)
      guard found.count == 1 else {
        throw MutantError(mutant: self, edit: edit, occurrences: found.count)
      }
      result.replaceSubrange(found[0], with: edit.replacement)
    }
    return result
  }
}

/// A mutant whose search text is not in its file exactly once.
struct MutantError: Error, Equatable, CustomStringConvertible {
  let mutant: Mutant
  let edit: Mutant.Edit
  /// How many times the search text occurs: 0, or more than 1.
  let occurrences: Int

  var description: String {
    let problem =
      occurrences == 0
      ? "is not in \(mutant.stage)'s \(mutant.file) any more"
      : "occurs \(occurrences) times in \(mutant.stage)'s \(mutant.file), not once"
    let fix =
      occurrences == 0
      ? "the stage changed: update the '-' lines to today's code, or drop the mutant"
      : "add a neighbouring line to the '-' lines so that they match one place"
    return
      "\(mutant.catalogue):\(edit.line): mutant '\(mutant.id)': the text to replace \(problem); "
      + fix
  }
}

/// A catalogue file that cannot be read as one: where, and what to write instead.
struct CatalogueError: Error, Equatable, CustomStringConvertible {
  /// The catalogue, as given to the parser.
  let file: String
  /// The line at fault, from 1.
  let line: Int
  let message: String

  var description: String { "\(file):\(line): \(message)" }
}

/// The mutants of one stage, read from a plain-text catalogue (`Tests/Mutants/stage1.mutants`).
///
/// The format, line by line (`Tests/Mutants/README.md` has an example):
///
/// - `# …` is a comment; blank lines end an edit.
/// - `stage: stage1` once, before the first mutant: the stage every mutant is applied to.
/// - `mutant <id>` starts a mutant; ids are lowercase words joined by dashes, unique in the file.
/// - `mistake: …`, `sees: …` and `file: …` (relative to the stage's folder) are required, once
///   each; `equivalent: …` marks a mutant no user could tell apart, and says why.
/// - Then one or more edits: `- ` lines hold the exact text to find (a lone `-` is an empty
///   line), then `+ ` lines hold its replacement (none: delete it). A blank line, or a `-` line
///   after `+` lines, starts the next edit.
struct MutantCatalogue: Equatable, Sendable {
  /// The stage the mutants are applied to.
  let stage: String
  /// The mutants, in the order written.
  let mutants: [Mutant]

  /// Reads a catalogue; `file` names it in errors; `stages` are the valid stage identifiers.
  init(parsing text: String, file: String, stages: [String]) throws(CatalogueError) {
    var parser = Parser(file: file, stages: stages)
    // Split on `isNewline`, not "\n": a Windows "\r\n" is one Character in Swift.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      try parser.read(String(line), number: index + 1)
    }
    try parser.finishMutant()
    guard let stage = parser.stage else {
      throw CatalogueError(
        file: file, line: 1, message: "no 'stage:' line; start the catalogue with 'stage: stage1'")
    }
    guard !parser.mutants.isEmpty else {
      throw CatalogueError(
        file: file, line: lines.count,
        message: "no mutants; add one with 'mutant <id>', its fields and its edits")
    }
    self.stage = stage
    self.mutants = parser.mutants
  }

  /// The catalogue's state as it reads line by line.
  private struct Parser {
    let file: String
    let stages: [String]
    var stage: String?
    var mutants: [Mutant] = []
    var idLines: [String: Int] = [:]

    // The mutant being read.
    var id: String?
    var idLine = 0
    var fields: [String: String] = [:]
    var edits: [Mutant.Edit] = []
    // The edit being read.
    var search: [String] = []
    var replacement: [String] = []
    var editLine = 0
    var readsReplacement = false

    static let fieldNames = ["mistake", "sees", "file", "equivalent"]

    init(file: String, stages: [String]) {
      self.file = file
      self.stages = stages
    }

    func error(_ line: Int, _ message: String) -> CatalogueError {
      CatalogueError(file: file, line: line, message: message)
    }

    mutating func read(_ line: String, number: Int) throws(CatalogueError) {
      if line.hasPrefix("#") { return }
      if line.allSatisfy(\.isWhitespace) {
        finishEdit()
        return
      }
      if line.hasPrefix("-") || line.hasPrefix("+") {
        try readEditLine(line, number: number)
      } else if line == "mutant" || line.hasPrefix("mutant ") {
        try startMutant(String(line.dropFirst("mutant".count)), number: number)
      } else if let colon = line.firstIndex(of: ":"),
        line[..<colon].allSatisfy({ $0.isLetter })
      {
        let value = line[line.index(after: colon)...].trimmingWhitespace()
        try readField(String(line[..<colon]), value: value, number: number)
      } else {
        throw error(
          number,
          "cannot read '\(line)'; expected 'mutant <id>', 'field: value', a '- ' or '+ ' line, "
            + "or a '#' comment")
      }
    }

    mutating func readEditLine(_ line: String, number: Int) throws(CatalogueError) {
      let marker = line.first!
      guard id != nil else {
        throw error(number, "a '\(marker)' line outside a mutant; start one with 'mutant <id>'")
      }
      guard line.count == 1 || line.dropFirst().first == " " else {
        throw error(
          number,
          "put one space after '\(marker)' before the text (a lone '\(marker)' is an empty line)")
      }
      let text = String(line.dropFirst(2))
      if marker == "-" {
        if readsReplacement { finishEdit() }
        if search.isEmpty { editLine = number }
        search.append(text)
      } else {
        guard !search.isEmpty else {
          throw error(number, "a '+' line needs the '-' lines of the text it replaces above it")
        }
        readsReplacement = true
        replacement.append(text)
      }
    }

    mutating func startMutant(_ rest: String, number: Int) throws(CatalogueError) {
      try finishMutant()
      guard stage != nil else {
        throw error(number, "say which stage first, before any mutant: 'stage: stage1'")
      }
      let newID = rest.trimmingWhitespace()
      guard !newID.isEmpty,
        newID.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }),
        newID.first != "-", newID.last != "-"
      else {
        throw error(
          number,
          "'mutant' needs an id of lowercase words joined by dashes, e.g. 'mutant paging-off-by-one'"
        )
      }
      if let earlier = idLines[newID] {
        throw error(number, "mutant '\(newID)' is already defined on line \(earlier)")
      }
      idLines[newID] = number
      id = newID
      idLine = number
    }

    mutating func readField(_ name: String, value: String, number: Int) throws(CatalogueError) {
      if name == "stage" {
        guard id == nil, mutants.isEmpty else {
          throw error(number, "'stage:' belongs at the top, before the first mutant")
        }
        guard stage == nil else { throw error(number, "'stage:' is given twice") }
        guard stages.contains(value) else {
          throw error(
            number, "unknown stage '\(value)'; valid: \(stages.joined(separator: ", "))")
        }
        stage = value
        return
      }
      guard Self.fieldNames.contains(name) else {
        throw error(
          number,
          "unknown field '\(name):'; a mutant has "
            + Self.fieldNames.map { "'\($0):'" }.joined(separator: ", "))
      }
      guard let id else {
        throw error(number, "'\(name):' outside a mutant; start one with 'mutant <id>'")
      }
      guard edits.isEmpty, search.isEmpty else {
        throw error(number, "put '\(name):' before the mutant's '-' and '+' lines")
      }
      guard fields[name] == nil else {
        throw error(number, "mutant '\(id)' has '\(name):' twice")
      }
      guard !value.isEmpty else { throw error(number, "'\(name):' needs a value") }
      if name == "file" {
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard !value.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else {
          throw error(
            number,
            "'file:' is a path inside the stage's folder, e.g. 'LocationSearchViewController.swift'"
          )
        }
      }
      fields[name] = value
    }

    mutating func finishEdit() {
      guard !search.isEmpty else { return }
      edits.append(
        Mutant.Edit(
          search: search.joined(separator: "\n"), replacement: replacement.joined(separator: "\n"),
          line: editLine))
      search = []
      replacement = []
      readsReplacement = false
    }

    mutating func finishMutant() throws(CatalogueError) {
      finishEdit()
      guard let id, let stage else { return }
      for name in ["mistake", "sees", "file"] where fields[name] == nil {
        throw error(idLine, "mutant '\(id)' has no '\(name):' line")
      }
      guard !edits.isEmpty else {
        throw error(
          idLine,
          "mutant '\(id)' has no edit; add '- ' lines with the text to find and '+ ' lines with "
            + "its replacement")
      }
      for edit in edits {
        guard !edit.search.allSatisfy(\.isWhitespace) else {
          throw error(edit.line, "the text to find is empty; give it a line of code")
        }
        guard edit.search != edit.replacement else {
          throw error(edit.line, "the replacement is the same as the text: it changes nothing")
        }
      }
      mutants.append(
        Mutant(
          id: id, stage: stage, mistake: fields["mistake"]!, symptom: fields["sees"]!,
          file: fields["file"]!, equivalence: fields["equivalent"], edits: edits, catalogue: file,
          line: idLine))
      self.id = nil
      fields = [:]
      edits = []
    }
  }
}

extension StringProtocol {
  /// The text without spaces or tabs at either end.
  fileprivate func trimmingWhitespace() -> String {
    trimmingCharacters(in: .whitespaces)
  }
}
