import Expectations
import Foundation
import Testing

/// Every English page of `Docs/` and every page of `Katas/` has a Korean counterpart under the
/// same name in `Docs/ko/` or `Katas/ko/`, which links the same files and keeps every piece of
/// code the English page quotes.
@Suite("Korean docs")
struct KoreanDocsTests {
  static let root = DocsTests.root

  /// The part of an English page that stays in English only, from its heading to the end. The
  /// kit's declaration tables are kept in step with the code by `KitDeclarationDocsTests`; the
  /// Korean page translates the prose above them and links them.
  static let englishOnly = ["Docs/HeadlessKit.md": "## Declarations, type by type"]

  /// The Korean page that translates an English page, or nil for a page that needs none: the
  /// Korean pages themselves, the root README, and the READMEs of the learner's folders.
  static func koreanCounterpart(of page: String) -> String? {
    let parts = page.split(separator: "/").map(String.init)
    guard parts.count >= 2, ["Docs", "Katas"].contains(parts[0]), parts[1] != "ko" else {
      return nil
    }
    if parts[0] == "Katas" && parts.count > 2 { return nil }
    return ([parts[0], "ko"] + parts.dropFirst()).joined(separator: "/")
  }

  /// The English page a Korean page (or folder) translates; any other path as it is.
  static func english(_ path: String) -> String {
    let parts = path.split(separator: "/").map(String.init)
    guard parts.count >= 2, ["Docs", "Katas"].contains(parts[0]), parts[1] == "ko" else {
      return path
    }
    return ([parts[0]] + parts.dropFirst(2)).joined(separator: "/")
  }

  /// The English pages and their Korean counterparts.
  static func pairs() throws -> [(english: String, korean: String)] {
    try DocsTests.markdownFiles().compactMap { page in
      koreanCounterpart(of: page).map { (page, $0) }
    }
  }

  /// The text of a page a Korean page must match: all of it but its English-only part.
  static func translatedText(of page: String) throws -> String {
    let text = try DocsTests.text(page)
    guard let heading = englishOnly[page], let start = text.range(of: "\n\(heading)\n") else {
      return text
    }
    return String(text[..<start.lowerBound])
  }

  /// What a page links: files and folders as paths from the package root, a Korean page read as
  /// the English page it translates, web addresses as written. Anchors are left out, since the
  /// headings they name are in the page's own language, and so is the page itself in either
  /// language.
  static func linkedFiles(from page: String, text: String) -> Set<String> {
    let base = root.appendingPathComponent(page).deletingLastPathComponent()
    let rootPath = root.standardizedFileURL.path
    var linked: Set<String> = []
    for target in DocsTests.linkTargets(in: text) {
      if target.contains("://") || target.hasPrefix("mailto:") {
        linked.insert(target)
        continue
      }
      let path = String(target.split(separator: "#", omittingEmptySubsequences: false)[0])
      guard !path.isEmpty else { continue }
      let resolved = base.appendingPathComponent(path.removingPercentEncoding ?? path)
        .standardizedFileURL.path
      let relative =
        resolved.hasPrefix(rootPath + "/") ? String(resolved.dropFirst(rootPath.count + 1)) : path
      linked.insert(english(relative.hasSuffix("/") ? String(relative.dropLast()) : relative))
    }
    linked.remove(english(page))
    return linked
  }

  /// The inline code spans of a Markdown text outside fenced code blocks, link texts included,
  /// with runs of white space (a span wrapped over two lines) read as one space.
  static func codeSpans(in markdown: String) -> Set<String> {
    var inFence = false
    let prose = markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.containsBytes(of: "```"), line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        return false
      }
      return !inFence
    }.joined(separator: "\n")
    var spans: Set<String> = []
    var rest = prose[...]
    while let open = rest.firstIndex(of: "`") {
      let fence = rest[open...].prefix { $0 == "`" }
      rest = rest[fence.endIndex...]
      guard let close = rest.utf8Range(of: String(fence)) else { break }
      let span = rest[..<close.lowerBound].split(whereSeparator: \.isWhitespace)
        .joined(separator: " ")
      if !span.isEmpty { spans.insert(span) }
      rest = rest[close.upperBound...]
    }
    return spans
  }

  @Test(
    "a Korean page's link to another Korean page counts as a link to the English page it translates"
  )
  func readsKoreanLinksAsEnglish() {
    let links = Self.linkedFiles(
      from: "Docs/ko/Concepts/README.md",
      text: """
        [원문](../../Concepts/README.md) · [1단계](../Stage1-MassiveViewController.md#1-코드)
        [실습](../../../Katas/ko/01-split-the-data-source.md) [코드](../../../Solutions/)
        [목차](#개념) [Apple](https://developer.apple.com/documentation/uikit)
        """)
    expectEqual(
      links,
      [
        "Docs/Stage1-MassiveViewController.md", "Katas/01-split-the-data-source.md", "Solutions",
        "https://developer.apple.com/documentation/uikit",
      ])
  }

  @Test("code spans are read outside code blocks, in link texts too, and across a line break")
  func readsCodeSpans() {
    let spans = Self.codeSpans(
      in: """
        `UIView`와 [`Katas/Workspace/`](../Workspace), ``a `quoted` tick``, `search(
        for:)`
        ```swift
        let `default` = 1
        ```
        """)
    expectEqual(spans, ["UIView", "Katas/Workspace/", "a `quoted` tick", "search( for:)"])
  }

  @Test("every English page in Docs and Katas has a Korean counterpart")
  func everyPageHasAKoreanCounterpart() throws {
    let pairs = try Self.pairs()
    #expect(pairs.count >= 25, "only \(pairs.count) English pages found")
    #expect(pairs.contains { $0.korean == "Katas/ko/01-split-the-data-source.md" })
    #expect(pairs.contains { $0.korean == "Docs/ko/Concepts/VIPCycle.md" })
    let fileManager = FileManager.default
    let missing = pairs.filter {
      !fileManager.fileExists(atPath: Self.root.appendingPathComponent($0.korean).path)
    }
    #expect(missing.isEmpty, "no Korean page for \(missing.map(\.english))")
  }

  @Test("every Korean page links the same files as its English page")
  func sameLinks() throws {
    for (english, korean) in try Self.pairs() {
      guard let text = try? DocsTests.text(korean) else { continue }
      let expected = Self.linkedFiles(from: english, text: try Self.translatedText(of: english))
      let found = Self.linkedFiles(from: korean, text: text)
      expectEqual(
        found, expected,
        """
        \(korean) should link what \(english) links: missing \(expected.subtracting(found).sorted()), \
        extra \(found.subtracting(expected).sorted())
        """)
    }
  }

  @Test("every Korean page keeps every code span of its English page")
  func sameCodeSpans() throws {
    var checked = 0
    for (english, korean) in try Self.pairs() {
      guard let text = try? DocsTests.text(korean) else { continue }
      let expected = Self.codeSpans(in: try Self.translatedText(of: english))
      let missing = expected.subtracting(Self.codeSpans(in: text))
      checked += expected.count
      #expect(
        missing.isEmpty, "\(korean) leaves out \(missing.sorted()), which \(english) quotes")
    }
    #expect(checked > 500)
  }
}
