import Characterization
import Foundation

@testable import KataTool

/// What one run of the tool printed, and its exit status.
struct Run {
  var status: Int32 = 0
  var output = ""
  var errors = ""
}

/// Runs the tool in-process, as `kata <words>` would, collecting what it prints.
@MainActor
func kata(_ words: String..., root: URL = ScenarioLibrary.packageRoot, lines: [String] = [])
  async -> Run
{
  final class Collector: @unchecked Sendable {
    var run = Run()
  }
  let collector = Collector()
  let console = Console(usesColor: false) { text, isError in
    if isError { collector.run.errors += text } else { collector.run.output += text }
  }
  var input = lines.makeIterator()
  let context = Kata.Context(
    console: console, root: root,
    now: { Date(timeIntervalSince1970: 1_796_083_200) },  // 2026-12-01 00:00:00 UTC
    readLine: { input.next() })
  collector.run.status = await Kata.run(words, context: context)
  return collector.run
}

/// Runs file work on a dispatch queue's thread, so that the main actor, which the scenario
/// suites queue on, runs them meanwhile. (A nonisolated `async` function would not leave: code
/// started from the main queue stays on it, see `MainQueueJobs` in Places.)
func offTheMainQueue<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value)
  async throws -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
  }
}

/// A scratch copy of the parts of the package the workspace commands touch.
///
/// Its workspace is a fixture made from a reference stage, never a copy of the live
/// `Katas/Workspace`: whatever the learner has written there must not change what the tool's
/// tests see.
///
/// The folders the commands only read (`Solutions`, `Katas/Ends`) are links to one private copy
/// made once per test run (`ReadOnlyFolders`), not copied for each test: creating their 300-odd
/// files was most of what the tool's tests cost. Never links to the package's own folders, so a
/// command that wrongly wrote there could not touch the package.
@MainActor
struct ScratchPackage {
  let root: URL

  /// A scratch package whose workspace and tests hold a milestone's files (`stage1`,
  /// `exercise4`…), as `kata start` would put them.
  init(workspace point: String = "stage1") throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Katas"), withIntermediateDirectories: true)
    let copy = try ReadOnlyFolders.copy.get()
    for folder in ReadOnlyFolders.names {
      try FileManager.default.createSymbolicLink(
        at: root.appendingPathComponent(folder),
        withDestinationURL: copy.appendingPathComponent(folder))
    }
    let workspace = Workspace(root: root)
    let contents = try workspace.contents(of: Milestone(point, root: root))
    for (folder, files) in [
      (workspace.folder, contents.module), (workspace.testsFolder, contents.tests),
    ] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    }
  }

  func file(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }

  func list(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path))
      ?? []).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

/// One copy, per test run, of the package's folders that the workspace commands read and never
/// write; every `ScratchPackage` links to it. It is removed when the test process exits.
private enum ReadOnlyFolders {
  static let names = ["Solutions", "Katas/Ends"]

  static let copy = Result<URL, any Error> {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-tests-read-only-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: copy.appendingPathComponent("Katas"), withIntermediateDirectories: true)
    for folder in names {
      try FileManager.default.copyItem(
        at: ScenarioLibrary.packageRoot.appendingPathComponent(folder),
        to: copy.appendingPathComponent(folder))
    }
    path = copy.path
    atexit { try? FileManager.default.removeItem(atPath: ReadOnlyFolders.path) }
    return copy
  }

  /// Where the copy is, for the exit handler, which can capture nothing.
  nonisolated(unsafe) private static var path = ""
}

/// A scratch package root whose `Tests/Scenarios` holds copies of two of the suite's scenarios
/// (the first and the last), for tests of what the tool prints: the suite itself runs every
/// scenario against every module, so running them all again here would only cost time.
struct ScenarioSample {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("kata-scenario-sample-\(UUID().uuidString)")
  let names: [String]

  /// The folder of the two scenarios.
  var folder: URL { root.appendingPathComponent("Tests/Scenarios", isDirectory: true) }

  init() throws {
    let all = try ScenarioLibrary.names()
    names = [all[0], all[all.count - 1]]
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.copyItem(
        at: ScenarioLibrary.file(named: name),
        to: folder.appendingPathComponent(name + ".scenario"))
    }
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
