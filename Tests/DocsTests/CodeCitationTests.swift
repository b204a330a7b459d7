import Expectations
import Foundation
import Testing

/// The sheets cite code by symbol in the file they link, never by line number (see
/// `CodeCitations` for the convention), and every symbol they cite is where they say.
@Suite("Code citations")
struct CodeCitationTests {
  static let root = DocsTests.root

  /// The places where a text cites code by line number: `line 12`, `lines 10–11`,
  /// `File.swift:123`, `#L12`, and their Korean forms (`12행`, `12번째 줄`, `12–15줄`).
  static func lineNumberCitations(in text: String) -> [String] {
    // Made on the first line worth matching: most texts have none, and a regex literal is
    // parsed each time it is evaluated.
    lazy var lineNumber =
      #/
      (?i)
      \b lines? \s+ \d+
      | \.swift (?: : | \#L ) \d+
      | \#L \d+ \b
      | \d+ \s* 번째 \s* 줄
      | \d+ \s* 행
      | \d+ \s* [–~\-] \s* \d+ \s* 줄
      /#
    var inFence = false
    var found: [String] = []
    for line in text.split(separator: "\n") {
      if line.containsBytes(of: "```"), line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
      }
      guard !inFence, line.contains(where: { $0.isNumber }),
        ["line", ".swift", "#l", "줄", "행"].contains(where: line.lowercased().contains)
      else { continue }
      found += line.matches(of: lineNumber).map { String($0.output) }
    }
    return found
  }

  @Test(
    "a line-number citation is recognised, and prose about lines is not",
    arguments: [
      ("Both data source methods (lines 76–125) open with", true),
      ("Line 11 still declares it", true),
      ("in the completer callbacks (lines 184, 188, 194, 198)", true),
      ("see `LocationSearchViewController.swift:123`", true),
      ("[the guard](LocationSearchViewController.swift#L184)", true),
      ("12–15행을 보세요", true),
      ("a view controller in a 260-line file", false),
      ("reads top to bottom in one file of 260 lines", false),
      ("Each line makes sense on its own.", false),
      ("the check prints the step, with its line number", false),
      ("| 0:10 | Smell hunt in stage 1 | pairs | 15 min |", false),
      ("260줄짜리 파일 하나", false),
    ])
  func recognisesLineNumbers(text: String, isCitation: Bool) {
    #expect(Self.lineNumberCitations(in: text).isEmpty != isCitation, "\(text)")
  }

  /// The README, the docs and the sheets, without looking into the learner's workspace.
  static func readerFiles() throws -> [String] {
    let docs = FileManager.default.enumerator(atPath: root.appendingPathComponent("Docs").path)
    let sheets = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Katas").path)
    return ["README.md"]
      + (docs?.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "Docs/\($0)" }
        ?? [])
      + sheets.filter { $0.hasSuffix(".md") }.map { "Katas/\($0)" }
  }

  @Test("no sheet, chapter or README cites code by line number")
  func noLineNumbers() throws {
    let files = try Self.readerFiles()
    #expect(files.count > 20)
    #expect(files.contains("Katas/01-split-the-data-source.md"))
    for file in files {
      let citations = Self.lineNumberCitations(in: try DocsTests.text(file))
      #expect(
        citations.isEmpty,
        """
        \(file) cites code by line number (\(citations.joined(separator: "; "))): name the symbol \
        instead, such as `search(for:)` or `// MARK: Loading`
        """)
    }
  }

  /// Each sheet in `Katas/` and the reference module its exercise starts from (a stage, or the
  /// branch a branch's exercise starts at), as `Sources/KataTool/Exercise.swift` lists them.
  static func sheetsAndStartingStages() throws -> [(sheet: String, stage: String)] {
    let exercises = try DocsTests.text("Sources/KataTool/Exercise.swift")
    // Each module's folder, by the identifier its entry point declares.
    var folders: [Substring: String] = [:]
    for folder in try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Solutions").path)
    {
      let entry = try? DocsTests.text("Solutions/\(folder)/LocationSearchStage.swift")
      if let identifier = entry?.firstMatch(of: #/identifier = "([^"]+)"/#)?.output.1 {
        folders[identifier] = "Solutions/\(folder)"
      }
    }
    let slugs = exercises.matches(of: #/slug: "([^"]+)"/#).map(\.output.1)
    let starts = exercises.matches(of: #/startingStage: "([^"]+)"/#).map(\.output.1)
    try #require(slugs.count == starts.count)
    // Exercise 0 reads stage 1 and has no workspace: its sheet is declared on its own.
    let zero = exercises.matches(of: #/pinTheBehaviourSheet = "Katas/([^"]+)\.md"/#)
      .map { (String($0.output.1), Substring("stage1")) }
    return try (zero + zip(slugs.map(String.init), starts)).map { slug, start in
      ("Katas/\(slug).md", try #require(folders[start], "no module is \(start)"))
    }
  }

  @Test("every symbol a sheet cites is in the code the sheet names for it")
  func citedSymbolsExist() throws {
    let sheets = try Self.sheetsAndStartingStages()
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Katas").path
    ).filter { $0.first?.isNumber == true && $0.hasSuffix(".md") }
    #expect(sheets.count >= 9)
    expectEqual(Set(sheets.map(\.sheet)), Set(files.map { "Katas/\($0)" }))
    let citations = CodeCitations(root: Self.root)
    var checked: [String: Int] = [:]
    for (sheet, stage) in sheets {
      let result = try citations.check(
        sheet: sheet, text: try DocsTests.text(sheet), startingStage: stage)
      checked[sheet] = result.checked
      for problem in result.problems {
        Issue.record("\(problem): cite what the file declares, or link the file that does")
      }
    }
    #expect(checked.values.reduce(0, +) >= 60, "citations checked: \(checked)")
    #expect(checked.values.allSatisfy { $0 >= 2 }, "citations checked: \(checked)")
  }

  @Test("renaming a method that a sheet cites fails the check, naming sheet, symbol and file")
  func renamedMethodIsReported() throws {
    let file = "Solutions/Stage1MassiveViewController/LocationSearchViewController.swift"
    let sheet = "Katas/03-move-loading-into-models.md"
    let stage = "Solutions/Stage1MassiveViewController"
    let text = try DocsTests.text(sheet)
    let asIs = CodeCitations(root: Self.root)
    #expect(try asIs.check(sheet: sheet, text: text, startingStage: stage).problems.isEmpty)

    let renamed = CodeCitations(
      root: Self.root,
      replacements: [
        file: try DocsTests.text(file)
          .replacingOccurrences(of: "loadRecommendations", with: "loadPlaces")
      ])
    let problems = try renamed.check(sheet: sheet, text: text, startingStage: stage).problems
    #expect(
      problems.map(\.description).contains(
        "\(sheet): `loadRecommendations()` is not in \(file)"), "\(problems)")
  }

  @Test("a link into the learner's workspace is never followed; a link into Solutions is")
  func workspaceIsNeverRead() throws {
    let citations = CodeCitations(root: Self.root)
    let stage = "Solutions/Stage1MassiveViewController"
    let sentence = "`loadPages()` is in [`LocationSearchViewController.swift`]"
    let intoWorkspace = try citations.check(
      sheet: "Katas/01-split-the-data-source.md",
      text: sentence + "(Workspace/LocationSearchViewController.swift).", startingStage: stage)
    expectEqual(intoWorkspace.checked, 0)
    let intoSolutions = try citations.check(
      sheet: "Katas/01-split-the-data-source.md",
      text: sentence + "(../\(stage)/LocationSearchViewController.swift).", startingStage: stage)
    expectEqual(intoSolutions.checked, 1)
    expectEqual(intoSolutions.problems.map(\.symbol), ["loadPages()"])
  }

  @Test("a section, a selector and a member of a type are read as citations; snippets are not")
  func readsCitationForms() {
    expectEqual(CitedSymbol("// MARK: - Completer")?.section, "Completer")
    expectEqual(CitedSymbol("search(for:)")?.labels, .exactly(["for"]))
    expectEqual(
      CitedSymbol("collectionView(_:didSelectItemAt:)")?.labels, .exactly(["_", "didSelectItemAt"]))
    expectEqual(
      CitedSymbol("DateViewController.updateDates()")?.path,
      [
        "DateViewController", "updateDates",
      ])
    expectEqual(CitedSymbol("makeDateScreen(…)")?.labels, .any)
    for snippet in [
      "isShowingDetails == true", "var checkIn", "LocationSearchViewController.swift", "weak",
      "(collectionView.dataSource as? DetailDataSource)?.model", "reloadIfShowing(_ controller:)",
    ] {
      expectNil(CitedSymbol(snippet), "\(snippet)")
    }
  }
}
