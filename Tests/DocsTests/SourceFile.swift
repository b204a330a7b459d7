import Foundation

/// A Swift file as a citation checker reads it: its `// MARK:` sections, its names outside
/// comments, the types it declares or extends, and its declarations and calls with their labels.
struct SourceFile {
  let sections: Set<String>
  let code: [Character]
  let words: Set<String>
  let types: Set<String>

  init(text: String) {
    sections = Set(
      text.split(separator: "\n").filter { $0.containsBytes(of: "// MARK:") }
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix("// MARK:") }.map(CitedSymbol.sectionTitle))
    code = Self.removingComments(from: text)
    let tokens = Self.identifierWords(in: String(code))
    words = Set(tokens)
    let introducers: Set<String> = [
      "class", "struct", "enum", "protocol", "actor", "extension", "typealias",
    ]
    types = Set(zip(tokens, tokens.dropFirst()).filter { introducers.contains($0.0) }.map(\.1))
  }

  func contains(_ symbol: CitedSymbol) -> Bool {
    if let section = symbol.section {
      return sections.contains(section)
        || (section.hasSuffix("…") && sections.contains { $0.hasPrefix(section.dropLast()) })
    }
    guard let name = symbol.path.last else { return false }
    if symbol.path.count > 1, let type = symbol.path.first, type.first?.isUppercase == true,
      !words.contains(type)
    {
      return false
    }
    switch symbol.labels {
    case .none: return words.contains(name)
    case .any: return !argumentLabels(of: name).isEmpty
    case .exactly(let labels): return argumentLabels(of: name).contains(labels)
    }
  }

  /// The argument labels of every declaration or call of a name: `_` for an unlabelled one.
  func argumentLabels(of name: String) -> [[String]] {
    // A name declared or called is a word of the code: the code of a file is long, its words
    // are a set.
    guard words.contains(name) else { return [] }
    let target = Array(name)
    var found: [[String]] = []
    var index = 0
    while index + target.count < code.count {
      defer { index += 1 }
      guard code[index..<index + target.count].elementsEqual(target),
        index == 0 || !Self.isIdentifierCharacter(code[index - 1])
      else { continue }
      var open = index + target.count
      if code[open] == "<" {
        while open < code.count && code[open] != ">" { open += 1 }
        open += 1
      }
      guard open < code.count, code[open] == "(" else { continue }
      found.append(Self.labels(ofArguments: Self.arguments(in: code, openingAt: open)))
    }
    return found
  }

  /// The arguments or parameters between a parenthesis and its match, split at top-level commas.
  static func arguments(
    in code: [Character], openingAt open: Int, genericBrackets: Bool = false
  ) -> [String] {
    // In a declaration, `<` and `>` enclose generic arguments (`Snapshot<Section, Item>`); in a
    // call they may be operators, so they nest only when asked.
    let opening = genericBrackets ? "([{<" : "([{"
    let closing = genericBrackets ? ")]}>" : ")]}"
    var arguments: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var previous: Character = " "
    for character in code[(open + 1)...] {
      defer { previous = character }
      if character == "\"" { inString.toggle() }
      // The `>` of an arrow (`->`) closes nothing.
      if !inString, !(character == ">" && previous == "-") {
        if opening.contains(character) { depth += 1 }
        if closing.contains(character) {
          if depth == 0 { break }
          depth -= 1
        }
        if character == "," && depth == 0 {
          arguments.append(current)
          current = ""
          continue
        }
      }
      current.append(character)
    }
    let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
    return last.isEmpty && arguments.isEmpty ? [] : arguments + [current]
  }

  /// The label of each argument (`for: x`, `for placemark: MKPlacemark`, `_ x: Int`), or `_`.
  static func labels(ofArguments arguments: [String]) -> [String] {
    arguments.map { argument in
      let text = argument.trimmingCharacters(in: .whitespacesAndNewlines)
      let words = text.prefix { $0 != ":" }.split(separator: " ")
      guard text.contains(":"), (1...2).contains(words.count),
        words.allSatisfy(CitedSymbol.isIdentifier), let label = words.first
      else { return "_" }
      return String(label)
    }
  }

  static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The runs of identifier characters in a text: `text.split { !isIdentifierCharacter($0) }`,
  /// read byte-wise where the text is ASCII. An ASCII byte followed by another (but for a
  /// carriage return before a line feed) is a character of its own; any other character is read
  /// as a `Character`.
  static func identifierWords(in text: String) -> [String] {
    var contiguous = text
    return contiguous.withUTF8 { bytes in
      var words: [String] = []
      var wordStart: Int?
      var offset = 0
      while offset < bytes.count {
        let byte = bytes[offset]
        let isIdentifier: Bool
        let next: Int
        if byte < 0x80, byte != 0x0D, offset + 1 == bytes.count || bytes[offset + 1] < 0x80 {
          isIdentifier =
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte)
            || (0x30...0x39).contains(byte) || byte == 0x5F
          next = offset + 1
        } else {
          let index = text.utf8.index(text.startIndex, offsetBy: offset)
          isIdentifier = isIdentifierCharacter(text[index])
          next = offset + text.utf8.distance(from: index, to: text.index(after: index))
        }
        if isIdentifier && wordStart == nil { wordStart = offset }
        if !isIdentifier, let start = wordStart {
          words.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
          wordStart = nil
        }
        offset = next
      }
      if let start = wordStart {
        words.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
      }
      return words
    }
  }

  /// The text without its `//` comments; string literals stay.
  static func removingComments(from text: String) -> [Character] {
    var result: [Character] = []
    var inString = false
    var inComment = false
    var previous: Character = "\n"
    for character in text {
      if inComment {
        if character == "\n" {
          inComment = false
          result.append(character)
        }
      } else if character == "/" && previous == "/" && !inString {
        result.removeLast()
        inComment = true
      } else {
        if character == "\"" && previous != "\\" { inString.toggle() }
        result.append(character)
      }
      previous = character
    }
    return result
  }
}
