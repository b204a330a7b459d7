import Characterization
import Expectations
import Foundation
import Testing

/// The docs are checked like code: links resolve, the spec and the scenarios name each other,
/// and every diagram names types that exist in the code it describes.
@Suite("Docs")
struct DocsTests {
  static let root = ScenarioLibrary.packageRoot

  /// Every Markdown file a reader meets: the README, `Docs/` and `Katas/`.
  static func markdownFiles() throws -> [String] {
    var files = ["README.md"]
    for folder in ["Docs", "Katas"] {
      let enumerator = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".md") && !path.hasPrefix("Backups/") {
          files.append("\(folder)/\(path)")
        }
      }
    }
    return files.sorted()
  }

  /// The files read so far, by path: several tests read every page.
  private static let texts = SharedCache<String, String>()

  static func text(_ path: String) throws -> String {
    try texts.value(for: path) {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
  }

  /// The targets of Markdown links and images: `[text](target)`.
  static func linkTargets(in text: String) -> [String] {
    var targets: [String] = []
    var rest = text[...]
    while let open = rest.utf8Range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      targets.append(String(rest[..<close]).split(separator: " ").first.map(String.init) ?? "")
      rest = rest[close...]
    }
    return targets
  }

  @Test("every relative link in the README, Docs and Katas resolves")
  func links() throws {
    let files = try Self.markdownFiles()
    #expect(files.count > 10)
    var checked = 0
    for file in files {
      let base = Self.root.appendingPathComponent(file).deletingLastPathComponent()
      for target in Self.linkTargets(in: try Self.text(file)) {
        if target.isEmpty || target.hasPrefix("#") || target.contains("://")
          || target.hasPrefix("mailto:")
        {
          continue
        }
        let path = String(target.split(separator: "#").first ?? "")
        let resolved = base.appendingPathComponent(path.removingPercentEncoding ?? path)
        #expect(
          FileManager.default.fileExists(atPath: resolved.standardizedFileURL.path),
          "\(file): broken link \(target)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  @Test("every scenario named in the feature spec exists, and every scenario is named there")
  func specNamesScenarios() throws {
    let spec = try Self.text("Docs/FeatureSpec.md")
    let named = Set(
      Self.linkTargets(in: spec).filter { $0.hasSuffix(".scenario") }.map {
        String(($0 as NSString).lastPathComponent.dropLast(".scenario".count))
      })
    let scenarios = Set(try ScenarioLibrary.names())
    #expect(!scenarios.isEmpty)
    #expect(
      named.subtracting(scenarios).isEmpty,
      "named but missing: \(named.subtracting(scenarios).sorted())")
    #expect(
      scenarios.subtracting(named).isEmpty,
      "not in the spec: \(scenarios.subtracting(named).sorted())")
  }

  /// The Swift files in a folder of the package and its subfolders, as paths from the root.
  static func swiftFiles(in folder: String, under root: URL) -> [String] {
    let url = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      .map { "\(folder)/\($0)" }.sorted()
  }

  /// Type names declared in the Swift files of some folders.
  static func declaredTypes(in folders: [String]) throws -> Set<String> {
    var types: Set<String> = []
    let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    for folder in folders {
      for path in swiftFiles(in: folder, under: root) {
        let words = SourceFile.identifierWords(
          in: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        for (index, word) in words.enumerated()
        where keywords.contains(word) && index + 1 < words.count {
          types.insert(words[index + 1])
        }
      }
    }
    return types
  }

  static let kitFolders = [
    "Sources/HeadlessUIKit", "Sources/HeadlessMapKit", "Sources/Places",
  ]

  /// The names a Mermaid diagram uses for types: classes, relationship ends and participants.
  static func diagramNames(in text: String) -> [String] {
    var names: [String] = []
    var inDiagram = false
    for rawLine in text.split(separator: "\n") {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("```mermaid") {
        inDiagram = true
        continue
      }
      if line.hasPrefix("```") {
        inDiagram = false
        continue
      }
      guard inDiagram else { continue }
      let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "\"" })
      guard let first = words.first else { continue }
      if first == "participant" || first == "actor" {
        if words.count > 1, first == "participant" { names.append(String(words[1])) }
      } else if first == "class", words.count > 1 {
        names.append(String(words[1]))
      } else if let arrow = words.firstIndex(where: { $0.contains("--") || $0.contains("..") }),
        arrow > 0, arrow + 1 < words.count, !line.hasPrefix("%%")
      {
        // A relationship: `A <|-- B`, `A --> B`, `A ..> B : uses`, with optional cardinalities.
        let left = words[..<arrow].last { !$0.hasPrefix("\"") }
        let right = words[(arrow + 1)...].first { !$0.hasPrefix("\"") }
        names += [left, right].compactMap { $0.map(String.init) }
      }
    }
    return names.map { $0.split(separator: "~").first.map(String.init) ?? $0 }
  }

  @Test(
    "every type a stage's or a branch's chapter's diagrams name exists in its code or the kit")
  func diagramsNameRealTypes() throws {
    let kit = try Self.declaredTypes(in: Self.kitFolders).union(["UIViewController", "NSObject"])
    let chapters = try Self.markdownFiles().filter {
      let file = ($0 as NSString).lastPathComponent
      return file.hasPrefix("Stage") || file.hasPrefix("Branch-")
    }
    #expect(chapters.count >= 5)
    var checked = 0
    for chapter in chapters {
      let file = (chapter as NSString).lastPathComponent
      // `Stage2-SplitDataSources.md` is `Solutions/Stage2…`; `Branch-MVVM.md` is
      // `Solutions/BranchMVVM`.
      let prefix =
        file.hasPrefix("Branch-")
        ? "Branch" + file.dropFirst("Branch-".count).dropLast(".md".count) + ""
        : "Stage" + file.dropFirst("Stage".count).prefix { $0.isNumber }
      let folders = try FileManager.default.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent("Solutions").path
      ).filter { file.hasPrefix("Branch-") ? $0 == prefix : $0.hasPrefix(prefix) }
      let folder = try #require(folders.first, "\(chapter): no Solutions/\(prefix)…")
      let known = try Self.declaredTypes(in: ["Solutions/\(folder)"]).union(kit)
      let names = Self.diagramNames(in: try Self.text(chapter))
      #expect(names.count >= 4, "\(chapter) has no diagram to check")
      // Recorded by hand: an expectation on `known.contains` would print every known type.
      for name in names where !known.contains(name) {
        Issue.record("\(chapter): the diagram names \(name), which \(folder) does not declare")
      }
      checked += names.count
    }
    #expect(checked > 20)
  }

  @Test("every count of scenarios the docs give is the suite's count")
  func scenarioCounts() throws {
    let count = try ScenarioLibrary.names().count
    var found = 0
    for file in try Self.markdownFiles() {
      let lines = try Self.text(file).split(separator: "\n", omittingEmptySubsequences: false)
      // Each line is read with the next, so that a count wrapped onto it is found; a count is
      // taken from the pair whose first line it starts on.
      // A count starts on a line with a digit: the others are skipped unread.
      for number in lines.indices
      where Self.mayHoldScenarioCount(lines[number...].prefix(2))
        && lines[number].contains(where: { $0.isNumber })
      {
        let pair = lines[number...].prefix(2).joined(separator: " ")
        let wordsOnLine = Self.countWords(String(lines[number])).count
        for (claimed, word) in Self.scenarioCountPositions(in: pair) where word < wordsOnLine {
          found += 1
          expectEqual(
            claimed, count, "\(file):\(number + 1) says \(claimed) scenarios; there are \(count)")
        }
      }
    }
    #expect(found >= 10, "only \(found) scenario counts found: is the pattern still right?")
  }

  /// The words one of the patterns of `scenarioCountPositions(in:)` needs: lines with none of
  /// them hold no count.
  static let scenarioCountWords = [
    "pass", "scenario", "통과", "scripts", "시나리오", "스크립트", "suite", "✓",
  ]

  /// Whether lines may hold a scenario count: whether they hold one of `scenarioCountWords`,
  /// looked for byte-wise. Since Swift compares Hangul syllables with the conjoining jamo they
  /// decompose into as equal, a line with jamo is read in full too.
  static func mayHoldScenarioCount(_ lines: some Sequence<Substring>) -> Bool {
    lines.contains { line in
      var line = line
      return line.withUTF8 { bytes in
        scenarioCountBytes.contains { bytes.firstOffset(of: $0) != nil }
          || holdsConjoiningJamo(bytes)
      }
    }
  }

  static let scenarioCountBytes = scenarioCountWords.map { Array($0.utf8) }

  /// Whether UTF-8 text holds a conjoining jamo, U+1100 to U+11FF: E1 84 80 to E1 87 BF.
  static func holdsConjoiningJamo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var rest = bytes[...]
    while let lead = UnsafeBufferPointer(rebasing: rest).firstOffset(of: [0xE1]) {
      let next = rest.startIndex + lead + 1
      if next < rest.endIndex, (0x84...0x87).contains(rest[next]) { return true }
      rest = rest[next...]
    }
    return false
  }

  /// The numbers in "N of N" (scenarios passing), "N/N ✓", "N scenarios", "N scripts", and the
  /// Korean "시나리오 N개" and "스크립트 N개".
  static func scenarioCounts(in line: String) -> [Int] {
    scenarioCountPositions(in: line).map(\.count)
  }

  /// The words of a line, as the counts are read from them.
  static func countWords(_ line: String) -> [String] {
    line.split(whereSeparator: { $0 == " " || $0 == "(" }).map(String.init)
  }

  /// The counts of `scenarioCounts(in:)`, each with the index of the word it starts at.
  static func scenarioCountPositions(in line: String) -> [(count: Int, word: Int)] {
    let words = countWords(line)
    var counts: [(count: Int, word: Int)] = []
    for (index, word) in words.enumerated() {
      let next = index + 1 < words.count ? words[index + 1] : ""
      let afterNext = index + 2 < words.count ? words[index + 2] : ""
      if let number = Int(word), next == "of", Int(afterNext) == number,
        line.contains("pass") || line.contains("scenario") || line.contains("통과")
      {
        counts.append((number, index))
      } else if let number = Int(word), next.hasPrefix("scenario") || next == "scripts" {
        counts.append((number, index))
      } else if ["시나리오", "스크립트"].contains(word), next.hasSuffix("개") || next.contains("개"),
        let number = Int(next.prefix { $0.isNumber })
      {
        counts.append((number, index))
      } else if let number = Int(word.trimmingCharacters(in: .punctuationCharacters)), index >= 2,
        words[index - 1] == "has", words[index - 2] == "suite"
      {
        counts.append((number, index))
      } else if let slash = word.firstIndex(of: "/"), let number = Int(word[..<slash]),
        Int(word[word.index(after: slash)...]) == number, next == "✓"
      {
        counts.append((number, index))
      }
    }
    return counts
  }
}
