import Foundation

/// A goal about the learner's own unit tests, in `Katas/WorkspaceTests`: tests of what the
/// exercise built must exist, and the learner's test target must pass.
///
/// Whether the tests exist is read from the sources (a test file that names a model, a fake or
/// a spy); whether they pass is up to `swift test --filter WorkspaceTests`.
struct WorkspaceTestGoal: Sendable {
  /// The goal, as a sentence a learner can read.
  let statement: String
  /// Returns what to write when no test file qualifies, or `nil` when one does.
  let find: @Sendable (WorkspaceSources) -> String?

  /// Exercise 3: a test that names one of the models the workspace declares.
  static let modelsAreTested = WorkspaceTestGoal(
    statement: "your tests of the models exist and pass"
  ) { sources in
    let models = sources.declaredTypes.filter { $0.hasSuffix("Model") }
    guard !models.isEmpty else {
      return "no type of your workspace is named …Model yet: write the models first"
    }
    if sources.testFiles(mentioningAnyOf: models).isEmpty {
      return """
        no test in Katas/WorkspaceTests names \(models.sorted().joined(separator: ", ")): \
        write one that drives a model against Fixtures.world() and checks what it loaded \
        (the sheet has an outline)
        """
    }
    return nil
  }

  /// Exercise 7: a fake of one of the role protocols, used in a test.
  static let fakesAreUsed = WorkspaceTestGoal(
    statement: "a test uses a fake of one of your role protocols, and your tests pass"
  ) { sources in
    let roles = sources.protocols.filter {
      !$0.hasSuffix("Delegate") && !$0.hasSuffix("DataSource")
    }
    guard !roles.isEmpty else {
      return "your workspace declares no role protocol yet: put a dependency behind one first"
    }
    return sources.conformingTestTypeIsUsed(roles)
      ? nil
      : """
      no type in Katas/WorkspaceTests conforms to \(roles.sorted().joined(separator: ", ")) \
      and is used by a test: write a fake (say, a provider that fails on demand) and a test \
      that hands it to a model (the sheet has an outline)
      """
  }

  /// Exercise 9: a spy of the display or the presentation logic, used in a test.
  static let spiesAreUsed = WorkspaceTestGoal(
    statement: "a test uses a spy of your display or presentation logic, and your tests pass"
  ) { sources in
    let logic = sources.protocols.filter {
      $0.hasSuffix("DisplayLogic") || $0.hasSuffix("PresentationLogic")
    }
    guard !logic.isEmpty else {
      return "your workspace declares no …DisplayLogic or …PresentationLogic protocol yet"
    }
    return sources.conformingTestTypeIsUsed(logic)
      ? nil
      : """
      no type in Katas/WorkspaceTests conforms to \(logic.sorted().joined(separator: ", ")) \
      and is used by a test: write a spy that records what it is asked to display or present, \
      and a test of the interactor or the presenter with it (the sheet has an outline)
      """
  }
}

/// The Swift sources of the workspace and of the learner's test target.
struct WorkspaceSources: Sendable {
  /// The workspace module's files, by name.
  let module: [String: String]
  /// The test target's files, by name.
  let tests: [String: String]

  /// Reads both folders of a package.
  init(root: URL) throws {
    module = try FolderDiff.files(in: root.appendingPathComponent(Workspace.moduleFolder))
    tests =
      (try? FolderDiff.files(in: root.appendingPathComponent(Workspace.testsFolder))) ?? [:]
  }

  init(module: [String: String], tests: [String: String]) {
    self.module = module
    self.tests = tests
  }

  /// The names of the classes, structs, enums and actors the module declares.
  var declaredTypes: Set<String> {
    Self.declarations(in: module.values, of: #/(?:class|struct|enum|actor)\s+(\w+)/#)
  }

  /// The names of the protocols the module declares.
  var protocols: Set<String> {
    Self.declarations(in: module.values, of: #/protocol\s+(\w+)/#)
  }

  /// The names a pattern captures in code, comments left out.
  private static func declarations(
    in texts: some Sequence<String>, of pattern: Regex<(Substring, Substring)>
  ) -> Set<String> {
    Set(
      texts.flatMap { text in
        text.split(separator: "\n").flatMap { line in
          let code = line.prefix { $0 != "/" }
          return code.matches(of: pattern).map { String($0.output.1) }
        }
      })
  }

  /// The test files with at least one `@Test` that name one of `names` as a whole word.
  func testFiles(mentioningAnyOf names: Set<String>) -> [String] {
    tests.filter { _, text in
      text.contains("@Test") && names.contains { Self.mentions(text, $0) }
    }.map(\.key).sorted()
  }

  /// Whether a type the test target declares conforms to one of `protocols`, and a test file
  /// names that type.
  func conformingTestTypeIsUsed(_ protocols: Set<String>) -> Bool {
    let declarations = tests.values.flatMap { text in
      text.matches(of: #/(?:class|struct|actor|enum)\s+(\w+)[^:{]*:\s*([^{]*)\{/#)
    }
    let conforming = declarations.filter { declaration in
      let inherited = declaration.output.2.split(whereSeparator: { ",&\n ".contains($0) })
      return inherited.contains { protocols.contains(String($0)) }
    }.map { String($0.output.1) }
    return !testFiles(mentioningAnyOf: Set(conforming)).isEmpty
  }

  private static func mentions(_ text: String, _ name: String) -> Bool {
    text.contains(try! Regex("\\b\(name)\\b"))
  }
}

/// What a run of the learner's tests printed, and how it ended.
struct WorkspaceTestRun: Sendable {
  let exit: ProcessExit
  let output: String

  /// The number of tests Swift Testing ran and the number that failed, from its last summary
  /// line (`✔ Test run with 3 tests passed …`, `✘ Test run with 3 tests failed … with 1 issue`).
  var counts: (ran: Int, failed: Int)? {
    guard
      let line = output.split(separator: "\n").last(where: { $0.contains("Test run with ") }),
      let ran = line.firstMatch(of: #/Test run with (\d+) tests?/#).flatMap({ Int($0.output.1) })
    else { return nil }
    let failed =
      line.contains("passed")
      ? 0 : output.split(separator: "\n").filter { $0.contains(#/✘ Test ".* failed after/#) }.count
    return (ran, failed)
  }

  /// The lines that say what failed, at most `limit` of them.
  func failureLines(limit: Int = 12) -> [String] {
    let lines = output.split(separator: "\n").map(String.init)
    let marked = lines.filter {
      $0.contains("error:") || ($0.contains("✘") && !$0.contains("Test run with"))
    }
    return Array((marked.isEmpty ? Array(lines.suffix(limit)) : marked).prefix(limit))
  }

  /// Runs `swift test --filter WorkspaceTests` in a package: the learner's tests and no others.
  static func run(in root: URL) async -> WorkspaceTestRun {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    let run = await Subprocess.run(
      ["swift", "test", "--filter", "WorkspaceTests", "--package-path", root.path], in: root,
      environment: environment)
    return WorkspaceTestRun(exit: run.exit, output: run.output)
  }
}
