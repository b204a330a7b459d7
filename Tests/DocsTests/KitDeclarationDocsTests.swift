import Expectations
import Foundation
import Testing

/// `Docs/HeadlessKit.md` says, type by type, what Apple declares and what the kit does. These
/// tests hold it to the code: every public type of the kit has its table, every public member is
/// a row of its type's table, and every member the code marks "Headless only" (one with no Apple
/// counterpart) is in the doc's list of kit-only members.
@Suite("Kit declarations in the docs")
struct KitDeclarationDocsTests {
  static let folders = ["Sources/HeadlessUIKit", "Sources/HeadlessMapKit"]
  static let docPath = "Docs/HeadlessKit.md"
  static let kitOnlyHeading = "## Kit-only members"
  static let knownDifferencesHeading = "## Known differences not forced by Linux"

  /// A public or open declaration of the kit, as a line scan of its source reads it.
  struct Declaration: CustomStringConvertible {
    /// The enclosing types, outermost first: `["MKLocalSearch", "Response"]`.
    var scope: [String]
    /// A type's or a property's name, or a function's selector: `init(mapItems:)`.
    var name: String
    var isType: Bool
    /// The `///` comment above the declaration, without the slashes.
    var docComment: String
    var file: String

    var qualifiedName: String { (scope + [name]).joined(separator: ".") }
    var description: String { "`\(qualifiedName)` (\(file))" }
  }

  // MARK: Reading the source

  /// The patterns a line of source is read with, made once per scan of the kit: a regex literal
  /// is parsed each time it is evaluated.
  struct DeclarationPatterns {
    // A declaration may follow attributes on its line (`@MainActor public func`).
    let type =
      #/
    ^ \s* (?: @[\w.]+ (?: \( [^)]* \) )? \s+ )*
    (?<modifiers> (?:
      (?: public | open | internal | private | fileprivate | final | indirect ) \s+
    )* )
    (?<keyword> class | struct | enum | protocol | typealias | actor ) \s+
    (?<name> [A-Za-z_] \w* )
    /#
    let member =
      #/
    ^ \s* (?: @[\w.]+ (?: \( [^)]* \) )? \s+ )*
    (?<modifiers> (?:
      (?: public | open | internal | private | fileprivate ) (?: \(set\) )? \s+
      | (?: static | class | final | override | required | convenience | nonisolated | weak
        | lazy | mutating | dynamic | unowned ) \s+
    )* )
    (?<keyword> func | var | let | init | subscript ) \b
    /#
    let `extension` = #/^\s*(?:(?:public|internal)\s+)?extension\s+(?<name>[\w.]+)/#
    // A line of attributes alone, such as `@preconcurrency @MainActor` above a class.
    let attributes = #/\s*(?:@[\w.]+(?:\([^)]*\))?\s*)+/#
  }

  /// The words a line needs for a type's declaration to be read from it.
  static let typeKeywords = ["class", "struct", "enum", "protocol", "typealias", "actor"]

  /// The public and open types and members declared in one Swift file, nested types and the
  /// members of extensions qualified by the type they belong to.
  ///
  /// The patterns are slow to match, so each is tried only on the lines that hold the words it
  /// needs, looked for byte-wise.
  static func declarations(
    in text: String, file: String, patterns: DeclarationPatterns = DeclarationPatterns()
  ) -> [Declaration] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [Declaration] = []
    var scopes: [(name: String, depth: Int)] = []
    var opening: String?
    var depth = 0
    var docComment: [String] = []
    for (index, line) in lines.enumerated() {
      if line.containsBytes(of: "///") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("///") {
          docComment.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
          continue
        }
      }
      let code =
        line.containsBytes(of: "//") ? String(SourceFile.removingComments(from: line)) : line
      let comment = docComment.joined(separator: " ")
      var scope: [String] { scopes.flatMap { $0.name.split(separator: ".").map(String.init) } }
      let isPublicOrOpen = code.containsBytes(of: "public") || code.containsBytes(of: "open")
      if typeKeywords.contains(where: code.containsBytes(of:)),
        let match = code.firstMatch(of: patterns.type),
        !["func", "var", "let", "init", "subscript"].contains(match.output.name)
      {
        if isPublic(match.output.modifiers) {
          found.append(
            Declaration(
              scope: scope, name: String(match.output.name), isType: true, docComment: comment,
              file: file))
        }
        if match.output.keyword != "typealias" { opening = String(match.output.name) }
      } else if code.containsBytes(of: "extension"),
        let match = code.firstMatch(of: patterns.extension)
      {
        opening = String(match.output.name)
      } else if isPublicOrOpen, let match = code.firstMatch(of: patterns.member),
        isPublic(match.output.modifiers)
      {
        // A parameter list may run over a few lines.
        let rest = lines[index..<min(index + 12, lines.count)].joined(separator: "\n")
        found.append(
          Declaration(
            scope: scope,
            name: memberName(keyword: String(match.output.keyword), after: rest),
            isType: false, docComment: comment, file: file))
      }
      // Attributes on lines of their own belong to the declaration below, with its comment.
      if !code.containsBytes(of: "@") || code.wholeMatch(of: patterns.attributes) == nil {
        docComment = []
      }
      guard code.containsBytes(of: "{") || code.containsBytes(of: "}") else { continue }
      for character in code {
        if character == "{" {
          if let name = opening {
            scopes.append((name, depth))
            opening = nil
          }
          depth += 1
        } else if character == "}" {
          depth -= 1
          if let last = scopes.last, last.depth == depth { scopes.removeLast() }
        }
      }
    }
    return found
  }

  static func isPublic(_ modifiers: Substring) -> Bool {
    modifiers.split(separator: " ").contains { $0 == "public" || $0 == "open" }
  }

  /// A property's name, or a function's or initializer's selector, read from the text that
  /// starts at its declaration (which may run over several lines).
  static func memberName(keyword: String, after text: String) -> String {
    let characters = Array(text)
    guard let start = text.range(of: keyword + (keyword == "init" ? "" : " "))
    else { return keyword }
    var index = text.distance(from: text.startIndex, to: start.upperBound)
    while index < characters.count, characters[index] == " " { index += 1 }
    var name = ""
    if keyword == "init" {
      name = "init"
      while index < characters.count, "?!".contains(characters[index]) { index += 1 }
    } else {
      // An operator's name may hold `=`; a property's name ends at its type or its value.
      let ends = keyword == "func" ? " (<\n" : " (<:=\n{"
      while index < characters.count, !ends.contains(characters[index]) {
        name.append(characters[index])
        index += 1
      }
    }
    // A member named by a keyword is spelled in backticks (`` `repeat` ``, `` `default`() ``);
    // its name is the word.
    name = name.filter { $0 != "`" }
    guard keyword == "func" || keyword == "init" || keyword == "subscript" else { return name }
    // An operator is named without labels.
    guard name.first.map({ $0.isLetter || $0 == "_" }) ?? true else { return name }
    while index < characters.count, characters[index] != "(" { index += 1 }
    guard index < characters.count else { return name }
    let labels = SourceFile.labels(
      ofArguments: SourceFile.arguments(in: characters, openingAt: index, genericBrackets: true))
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The kit's declarations, scanned once per test run: several tests read them.
  private static let scannedKit = Result { try scanKit() }

  static func kitDeclarations() throws -> [Declaration] { try scannedKit.get() }

  private static func scanKit() throws -> [Declaration] {
    var found: [Declaration] = []
    let patterns = DeclarationPatterns()
    for folder in folders {
      for path in DocsTests.swiftFiles(in: folder, under: DocsTests.root) {
        let text = try String(
          contentsOf: DocsTests.root.appendingPathComponent(path), encoding: .utf8)
        found += declarations(in: text, file: path, patterns: patterns)
      }
    }
    return found
  }

  // MARK: Reading the doc

  /// The doc's headings and table rows, each with the code spans it names.
  struct Doc {
    struct Line {
      var text: String
      /// 1 to 6 for a heading, 0 otherwise.
      var headingLevel: Int
      var isRow: Bool
      /// The code spans of a heading, or of the first cell of a row.
      var names: [String]
      /// The code spans of the whole line.
      var spans: [String]
    }

    var lines: [Line]
    /// The index of the first heading that names each name.
    var headings: [String: Int] = [:]
    /// The names of headings and of the first cells of rows.
    var tabled: Set<String> = []

    init(text: String) {
      lines = text.split(separator: "\n").map { raw in
        let text = String(raw)
        let level = text.prefix { $0 == "#" }.count
        let isRow = text.hasPrefix("|")
        let first = isRow ? text.split(separator: "|").first.map(String.init) ?? "" : text
        return Line(
          text: text, headingLevel: text.dropFirst(level).hasPrefix(" ") ? level : 0,
          isRow: isRow, names: Doc.spans(in: first).map(Doc.normalized),
          spans: Doc.spans(in: text).map(Doc.normalized))
      }
      for (index, line) in lines.enumerated() where line.headingLevel > 0 || line.isRow {
        tabled.formUnion(line.names)
        guard line.headingLevel > 0 else { continue }
        for name in line.names where headings[name] == nil { headings[name] = index }
      }
    }

    static func spans(in text: String) -> [String] {
      text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// `init?(coder:)` is `init(coder:)`, and `.top` is `top`, as the scan of the source names
    /// them.
    static func normalized(_ span: String) -> String {
      var span = span
      if span.hasPrefix(".") { span.removeFirst() }
      for failable in ["init?(", "init!("] where span.containsBytes(of: failable) {
        span = span.replacingOccurrences(of: failable, with: "init(")
      }
      return span
    }

    /// The lines under the heading that names `name`, down to the next heading of its level.
    func section(naming name: String) -> ArraySlice<Line>? {
      guard let start = headings[name] else { return nil }
      let level = lines[start].headingLevel
      let end =
        lines[(start + 1)...].firstIndex { $0.headingLevel > 0 && $0.headingLevel <= level }
        ?? lines.endIndex
      return lines[start..<end]
    }

    /// The lines under a heading with this exact title.
    func section(titled title: String) -> ArraySlice<Line>? {
      guard let start = lines.firstIndex(where: { $0.text == title }) else { return nil }
      let level = lines[start].headingLevel
      let end =
        lines[(start + 1)...].firstIndex { $0.headingLevel > 0 && $0.headingLevel <= level }
        ?? lines.endIndex
      return lines[start..<end]
    }

    func hasTable(for type: String) -> Bool {
      tabled.contains(type)
    }

    /// Whether the member is a row of its type's table: under the type's heading, a row whose
    /// first cell names it; for a nested type tabled as one row of its outer type, that row.
    func tables(_ member: Declaration) -> Bool {
      var scope = member.scope
      guard !scope.isEmpty else {
        return lines.contains { $0.isRow && $0.names.contains(member.name) }
      }
      var nestedRows: [String] = []
      while !scope.isEmpty {
        if let section = section(naming: scope.joined(separator: ".")) {
          let rows = section.filter(\.isRow)
          if let nested = nestedRows.first {
            return rows.contains { $0.names.contains(nested) && $0.spans.contains(member.name) }
          }
          return rows.contains { $0.names.contains(member.name) }
        }
        nestedRows.append(scope.joined(separator: "."))
        scope.removeLast()
      }
      return false
    }
  }

  /// The doc, parsed once per test run: every test of it reads it.
  private static let parsedDoc = Result { Doc(text: try DocsTests.text(docPath)) }

  static func doc() throws -> Doc { try parsedDoc.get() }

  // MARK: Tests

  @Test("the scan reads nested types, extensions, multi-line selectors and doc comments")
  func readsDeclarations() {
    let source = """
      /// A search. Headless only.
      @preconcurrency @MainActor
      open class Search: NSObject {
        public typealias Handler = (Int) -> Void
        public struct Position: OptionSet {
          public static let top = Position(rawValue: 1)
        }
        private var count = 0
        /// Finds places. Headless only: for tests.
        @discardableResult
        open func find(
          _ text: String, near place: Place
        ) -> Bool { true }
        open class func make(ofSize size: Int) -> Search { Search() }
        public required init?(coder: NSCoder) { nil }
      }
      extension Search {
        open class Request: NSObject {
          open private(set) var query: String?
        }
      }
      """
    let found = Self.declarations(in: source, file: "Search.swift")
    expectEqual(
      found.map(\.qualifiedName),
      [
        "Search", "Search.Handler", "Search.Position", "Search.Position.top",
        "Search.find(_:near:)", "Search.make(ofSize:)", "Search.init(coder:)", "Search.Request",
        "Search.Request.query",
      ])
    expectEqual(
      found.filter { $0.docComment.contains("Headless only") }.map(\.name),
      [
        "Search", "find(_:near:)",
      ])
  }

  @Test("every public type of the kit has its table in HeadlessKit.md")
  func everyTypeHasATable() throws {
    let doc = try Self.doc()
    let types = try Self.kitDeclarations().filter(\.isType)
    #expect(types.count >= 30, "only \(types.count) public types found: is the scan still right?")
    for type in types where !doc.hasTable(for: type.qualifiedName) {
      Issue.record(
        """
        \(type) has no table in \(Self.docPath): add a heading or a table row whose first cell \
        is `\(type.qualifiedName)`, saying what Apple declares and what the kit does
        """)
    }
  }

  @Test("every public member of the kit is a row of its type's table")
  func everyMemberIsTabled() throws {
    let doc = try Self.doc()
    let members = try Self.kitDeclarations().filter { !$0.isType }
    #expect(members.count >= 200, "only \(members.count) public members found")
    for member in members where !doc.tables(member) {
      Issue.record(
        """
        \(member) is public but not in its type's table in \(Self.docPath): add a row whose \
        first cell is `\(member.name)`, with Apple's declaration and the kit's
        """)
    }
  }

  @Test("every member the code marks Headless only is in the doc's list of kit-only members")
  func kitOnlyMembersAreListed() throws {
    let doc = try Self.doc()
    guard let list = doc.section(titled: Self.kitOnlyHeading) else {
      Issue.record("\(Self.docPath) has no section \(Self.kitOnlyHeading)")
      return
    }
    let listed = Set(list.flatMap(\.spans))
    let kitOnly = try Self.kitDeclarations().filter {
      !$0.isType && $0.docComment.contains("Headless only")
    }
    #expect(kitOnly.count >= 4, "only \(kitOnly.count) members marked Headless only found")
    for member in kitOnly where !listed.contains(member.qualifiedName) {
      Issue.record(
        """
        \(member) is marked "Headless only" but is not in \(Self.kitOnlyHeading) of \
        \(Self.docPath): list it there as `\(member.qualifiedName)`, with what it is for
        """)
    }
  }

  @Test("no declaration differs from Apple's without a reason Linux forces")
  func noKnownDifferences() throws {
    let doc = try Self.doc()
    guard let section = doc.section(titled: Self.knownDifferencesHeading) else {
      Issue.record("\(Self.docPath) has no section \(Self.knownDifferencesHeading)")
      return
    }
    let listed = section.dropFirst().filter { line in
      let text = line.text.trimmingCharacters(in: .whitespaces)
      return line.isRow || text.hasPrefix("- ") || text.first.map(\.isNumber) == true
    }
    for line in listed {
      Issue.record(
        """
        \(Self.knownDifferencesHeading) lists "\(line.text)": make the declaration Apple's, or, \
        if Linux forces the difference, move it to "Differences Linux forces" with the reason
        """)
    }
    for line in doc.lines where line.isRow && line.text.contains("**to align**") {
      Issue.record("a row is still marked **to align**: \(line.text)")
    }
  }
}
