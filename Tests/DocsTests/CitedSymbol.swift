import Foundation

/// A backticked text read as a citation: dotted names, the last one optionally with its argument
/// labels (`search(for:)`, `loadRecommendations()`, `makeDateScreen(…)`), or a `// MARK:` line.
struct CitedSymbol {
  enum Labels: Equatable {
    /// A name without parentheses: a type, a property, or a method named loosely.
    case none
    /// `name(…)`: any arguments.
    case any
    case exactly([String])
  }

  static let keywords: Set<String> = [
    "any", "as", "async", "await", "case", "class", "default", "else", "enum", "extension",
    "false", "fileprivate", "final", "func", "guard", "if", "import", "in", "init", "inout",
    "internal", "is", "lazy", "let", "mutating", "nil", "open", "override", "private",
    "protocol", "public", "return", "self", "Self", "some", "static", "struct", "super",
    "switch", "throws", "true", "try", "unowned", "var", "weak", "where",
  ]
  static let fileExtensions: Set<String> = ["swift", "md", "scenario", "json", "tsv", "py"]

  /// The dotted names, e.g. `["DateViewController", "updateDates"]`; empty for a section.
  var path: [String] = []
  var labels = Labels.none
  /// The title of a `// MARK:` line.
  var section: String?

  var isSection: Bool { section != nil }

  init?(_ text: String) {
    if text.hasPrefix("// MARK:") {
      let title = Self.sectionTitle(text)
      guard !title.isEmpty else { return nil }
      section = title
      return
    }
    var names = Substring(text)
    if let open = names.firstIndex(of: "(") {
      guard names.last == ")" else { return nil }
      let inside = names[names.index(after: open)..<names.index(before: names.endIndex)]
      names = names[..<open]
      if inside == "…" {
        labels = .any
      } else if inside.isEmpty {
        labels = .exactly([])
      } else {
        guard inside.hasSuffix(":") else { return nil }
        let parts = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard parts.allSatisfy(Self.isIdentifier) else { return nil }
        labels = .exactly(parts.map(String.init))
      }
    }
    path = names.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard path.allSatisfy(Self.isIdentifier), let last = path.last,
      !(path.count > 1 && Self.fileExtensions.contains(last)),
      !(path.count == 1 && labels == .none && Self.keywords.contains(last))
    else { return nil }
  }

  /// The title of a `// MARK:` line, without the optional separator dash.
  static func sectionTitle(_ line: some StringProtocol) -> String {
    var title = line.dropFirst("// MARK:".count).trimmingCharacters(in: .whitespaces)
    if title.hasPrefix("- ") { title.removeFirst(2) }
    return title
  }

  static func isIdentifier(_ text: some StringProtocol) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter || first == "_" else {
      return false
    }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
