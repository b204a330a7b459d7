import Foundation

/// How the exercise sheets point at code, read the way the docs tests check it.
///
/// A sheet names a file with a link to it under `Solutions/` or `Sources/` (a link to a folder
/// names every Swift file in it), and the code in that file by symbol, in backticks:
///
/// - a type or a property: `LocationSearchViewController`, `isSearching`;
/// - a method, in selector form: `search(for:)`, `loadRecommendations()`, `makeDateScreen(…)`;
/// - a member of a type: `DateViewController.updateDates()`;
/// - a section: `// MARK: Loading`.
///
/// A link holds for its sentence, and a paragraph followed by a list lends its links to every
/// item of the list. There, every backticked symbol must be found in the linked code: a member of
/// a type in the file that declares the type, a member of an expression
/// (`collectionView.reloadData()`) by its last name. A snippet with spaces or operators is a
/// quote, not a citation. Elsewhere, members of types and sections are looked up in the
/// exercise's starting stage and the kit; other names there may be code the learner is about to
/// write, and are not checked. Links into the learner's workspace are never followed.
struct CodeCitations {
  /// A symbol that is not where the sheet says.
  struct Problem: CustomStringConvertible {
    let sheet: String
    let symbol: String
    let files: [String]

    var description: String {
      "\(sheet): `\(symbol)` is not in \(files.joined(separator: ", "))"
    }
  }

  static let kitFolders = ["Sources/HeadlessUIKit", "Sources/HeadlessMapKit", "Sources/Places"]

  let root: URL
  /// Source text to read instead of the file at a path, to see what a change would break.
  var replacements: [String: String] = [:]

  /// The citations of one sheet: how many were checked, and those that were not found.
  func check(sheet: String, text: String, startingStage: String) throws -> (
    checked: Int, problems: [Problem]
  ) {
    var checked = 0
    var problems: [Problem] = []
    let base = (sheet as NSString).deletingLastPathComponent
    for block in Self.blocks(in: text) {
      for sentence in Self.sentences(in: block.text) {
        let links = block.leadIn + Self.linkTargets(in: sentence)
        let linked = try links.flatMap { try swiftFiles(atLink: $0, from: base) }
        for span in Self.codeSpans(in: sentence) {
          guard let symbol = CitedSymbol(span) else { continue }
          var files = linked
          if symbol.path.count > 1, let type = symbol.path.first,
            type.first?.isUppercase == true
          {
            let folders = linked.isEmpty ? [startingStage] : linked.map(Self.folder(of:))
            files = try Set(folders + Self.kitFolders).sorted().flatMap(swiftFiles(in:))
              .filter { try source($0).types.contains(type) }
            if files.isEmpty && !linked.isEmpty { files = linked }
          } else if linked.isEmpty && symbol.isSection {
            files = try swiftFiles(in: startingStage)
          }
          guard !files.isEmpty else { continue }
          checked += 1
          if try !files.contains(where: { try source($0).contains(symbol) }) {
            problems.append(Problem(sheet: sheet, symbol: span, files: Array(Set(files)).sorted()))
          }
        }
      }
    }
    return (checked, problems)
  }

  /// The Swift files a link in a Markdown file in `base` names, if it points into the code.
  func swiftFiles(atLink target: String, from base: String) throws -> [String] {
    let path = String(target.split(separator: "#").first ?? "")
    let url = root.appendingPathComponent(base).appendingPathComponent(path).standardizedFileURL
    let resolved = String(url.path.dropFirst(root.standardizedFileURL.path.count + 1))
    guard resolved.hasPrefix("Solutions/") || resolved.hasPrefix("Sources/") else { return [] }
    if resolved.hasSuffix(".swift") { return [resolved] }
    return try swiftFiles(in: resolved)
  }

  /// The Swift files of each folder, by its path under its root: listed once per test run.
  private static let listings = SharedCache<String, [String]>()
  /// The files read as they are on disk, by their paths under their roots: the sheets cite the
  /// same few files many times, and every test of citations reads them.
  private static let sources = SharedCache<String, SourceFile>()

  /// The Swift files in a folder of the package and its subfolders.
  func swiftFiles(in folder: String) throws -> [String] {
    Self.listings.value(for: root.appendingPathComponent(folder).path) {
      DocsTests.swiftFiles(in: folder, under: root)
    }
  }

  /// Files read with a replacement, by path.
  final class Cache {
    var files: [String: SourceFile] = [:]
  }
  let cache = Cache()

  func source(_ path: String) throws -> SourceFile {
    guard let replacement = replacements[path] else {
      let url = root.appendingPathComponent(path)
      return try Self.sources.value(for: url.path) {
        SourceFile(text: try String(contentsOf: url, encoding: .utf8))
      }
    }
    if let file = cache.files[path] { return file }
    cache.files[path] = SourceFile(text: replacement)
    return cache.files[path]!
  }

  static func folder(of file: String) -> String {
    (file as NSString).deletingLastPathComponent
  }

  /// A paragraph or list item of Markdown and, for a list item, the links of the paragraph that
  /// leads into its list.
  struct Block {
    var text: String
    var leadIn: [String]
  }

  /// The paragraphs and top-level list items outside code blocks.
  static func blocks(in markdown: String) -> [Block] {
    var blocks: [Block] = []
    var current: (isItem: Bool, lines: [String])?
    var leadIn: [String] = []
    var afterBlank = false
    var inFence = false
    func close() {
      guard let block = current else { return }
      let text = block.lines.joined(separator: " ")
      blocks.append(Block(text: text, leadIn: block.isItem ? leadIn : []))
      if !block.isItem { leadIn = linkTargets(in: text) }
      current = nil
    }
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let indent = line.prefix { $0 == " " }.count
      if trimmed.hasPrefix("```") || trimmed.hasPrefix("#") {
        close()
        leadIn = []
        if trimmed.hasPrefix("```") { inFence.toggle() }
        continue
      }
      if inFence { continue }
      if trimmed.isEmpty {
        afterBlank = true
        continue
      }
      let startsItem = indent < 2 && isListMarker(trimmed)
      let continues =
        current != nil && !startsItem && (!afterBlank || (current!.isItem && indent >= 2))
      if continues {
        current!.lines.append(trimmed)
      } else {
        close()
        current = (startsItem, [trimmed])
      }
      afterBlank = false
    }
    close()
    return blocks
  }

  /// The sentences of a text: it ends one at `.`, `?` or `!` before a space, outside code spans.
  static func sentences(in text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    // The last character of the current sentence but emphasis and closing quotes.
    var end: Character?
    var inCode = false
    for character in text {
      if character == " " && !inCode && [".", "?", "!"].contains(end) {
        sentences.append(current)
        current = ""
        end = nil
        continue
      }
      if character == "`" { inCode.toggle() }
      current.append(character)
      if !"*_\"”".contains(character) { end = character }
    }
    return sentences + [current]
  }

  static func isListMarker(_ line: String) -> Bool {
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return true }
    let digits = line.prefix { $0.isNumber }
    return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
  }

  /// The targets of the Markdown links in a text.
  static func linkTargets(in text: String) -> [String] {
    DocsTests.linkTargets(in: text).filter { !$0.contains("://") && !$0.hasPrefix("#") }
  }

  /// The code spans of a text, leaving out those in link texts: those name files.
  static func codeSpans(in text: String) -> [String] {
    var spans: [String] = []
    var inLinkText = false
    var span: String?
    for character in text {
      if var open = span {
        if character == "`" {
          if !inLinkText { spans.append(open) }
          span = nil
        } else {
          open.append(character)
          span = open
        }
      } else if character == "`" {
        span = ""
      } else if character == "[" {
        inLinkText = true
      } else if character == "]" {
        inLinkText = false
      }
    }
    return spans
  }
}
