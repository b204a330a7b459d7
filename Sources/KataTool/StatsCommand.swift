import Characterization
import Foundation
import HeadlessUIKit
import StageRegistry

/// `kata stats`: the numbers that show a Massive View Controller being taken apart.
@MainActor
enum StatsCommand {
  static let command = Kata.Command(
    name: "stats",
    summary: "per module: types, the largest type's lines, protocols, objects alive on screen",
    usage: "kata stats [--markdown]", flags: ["markdown"], options: []
  ) { arguments, context in
    var table = TextTable(headers: [
      "module", "architecture", "types", "largest type (lines)", "protocols", "objects on screen",
    ])
    for stage in StageRegistry.all {
      let folder = context.root.appendingPathComponent(Kata.folder(of: stage))
      let census = SourceCensus(files: try FolderDiff.files(in: folder))
      let scene = Scene(stage: stage)
      try await ScenarioRunner.perform(.launch, in: scene)
      await scene.settle()
      let objects = scene.objectGraph.nodes.filter { !$0.isKitObject }.count
      _ = await scene.tearDown()
      let largest = census.largestType.map { "\($0.name) (\($0.lines))" } ?? "-"
      table.rows.append([
        stage.identifier, stage.title, "\(census.typeCount)", largest, "\(census.protocolCount)",
        "\(objects)",
      ])
    }
    context.console.print(arguments.flags.contains("markdown") ? table.markdown() : table.render())
    return 0
  }
}

/// Type declarations counted in Swift source text: enough to compare stages, not a parser.
///
/// A declaration is a line that declares a class, struct, enum, protocol or actor; its lines run
/// to the brace that closes it (braces in strings and comments are skipped). Extensions add
/// their lines to the type they extend.
struct SourceCensus {
  private(set) var lines: [String: Int] = [:]
  private(set) var protocolCount = 0
  private(set) var typeCount = 0

  init(files: [String: String]) {
    for (_, text) in files.sorted(by: { $0.key < $1.key }) { scan(text) }
  }

  var largestType: (name: String, lines: Int)? {
    lines.max { ($0.value, $1.key) < ($1.value, $0.key) }.map { ($0.key, $0.value) }
  }

  private static let kinds = ["class", "struct", "enum", "protocol", "actor", "extension"]

  private mutating func scan(_ text: String) {
    let sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Self.code(in: String($0))
    }
    var open: [(name: String?, depth: Int, start: Int)] = []
    var depth = 0
    for (number, line) in sourceLines.enumerated() {
      if let (kind, name) = Self.declaration(in: line) {
        if kind == "protocol" { protocolCount += 1 }
        if kind != "extension" { typeCount += 1 }
        open.append((name, depth, number))
      }
      for character in line {
        if character == "{" { depth += 1 }
        if character == "}" {
          depth -= 1
          if let last = open.last, depth == last.depth {
            open.removeLast()
            if let name = last.name { lines[name, default: 0] += number - last.start + 1 }
          }
        }
      }
    }
  }

  // The kind and name declared on a line, if it declares a type.
  private static func declaration(in line: String) -> (String, String?)? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
    for (index, word) in words.enumerated() where kinds.contains(String(word)) {
      let modifiers = words[..<index].map(String.init)
      let allowed: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "indirect", "nonisolated",
        "@MainActor",
      ]
      guard modifiers.allSatisfy({ allowed.contains($0) }), index + 1 < words.count else {
        return nil
      }
      let name = String(words[index + 1])
      return (String(word), name.split(separator: ".").last.map(String.init))
    }
    return nil
  }

  // The line without its comment and string contents.
  private static func code(in line: String) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString && character == "/" && previous == "/" {
        result.removeLast()
        break
      }
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString { result.append(character) }
      previous = character
    }
    return result
  }
}
