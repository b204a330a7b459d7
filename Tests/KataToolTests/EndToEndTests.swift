import Characterization
import Expectations
import Foundation
import Testing

/// The built `kata` executable, run as a person runs it: arguments in, text and status out.
// Not on the main actor: each test waits for a process, and the main actor is what the
// scenario suites queue on.
@Suite("End to end")
struct EndToEndTests {
  /// The folder SwiftPM builds products into: the one holding the test bundle on macOS, the
  /// test executable's elsewhere.
  static var productsDirectory: URL {
    #if os(macOS)
      // The bundle of a class in it, however it was loaded: Swift Testing's runner opens it with
      // dlopen, so `Bundle.main` is the runner's, and `Bundle.allBundles` need not list it.
      return Bundle(for: TestBundleMarker.self).bundleURL.deletingLastPathComponent()
    #else
      return Bundle.main.bundleURL
    #endif
  }

  func runKata(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = Self.productsDirectory.appendingPathComponent("kata")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  @Test("kata help prints the same as in-process, without colour when not on a terminal")
  func help() async throws {
    let run = try runKata(["help"])
    expectEqual(run.status, 0)
    #expect(run.output == (await kata("help")).output)
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test("an unknown command exits 2 with the valid ones on standard error")
  func unknownCommand() throws {
    let run = try runKata(["frobnicate"])
    expectEqual(run.status, 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("Valid commands: overview, check, diff"))
  }

  @Test("play --script reads a scenario-style file and prints every screen")
  func playScript() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-play-\(UUID().uuidString).txt")
    try "> type \"springf\"\n> tap \"Springfield\"\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try runKata(["play", "stage1", "--script", file.path])
    expectEqual(run.status, 0)
    #expect(
      run.output.contains(
        "> tap \"Springfield\"\nscreen 1 of 1: Where to?\nsearch: \"Springfield\"\nlist: 8 items\n")
    )
  }
}

#if os(macOS)
  /// A class whose bundle is the test bundle.
  private final class TestBundleMarker {}
#endif

/// `kata diff` hunks are byte for byte what GNU `diff -u` prints, for every pair of adjacent
/// stages.
// Not on the main actor: it waits for a `diff` process per file.
@Suite("Diff like diff -u")
struct DiffLikeDiffTests {
  /// GNU diff, whose choice of hunks `UnifiedDiff` follows: `/usr/bin/diff` on Linux. On macOS
  /// 13 and later `/usr/bin/diff` is Apple's, derived from FreeBSD's, which can choose other
  /// hunks; Homebrew's diffutils puts GNU diff in its own `bin`.
  nonisolated static let gnuDiff: URL? = {
    let candidates = ["/usr/bin/diff", "/opt/homebrew/bin/diff", "/usr/local/bin/diff"]
    return candidates.map { URL(fileURLWithPath: $0) }.first(where: isGNUDiff)
  }()

  nonisolated static func isGNUDiff(_ tool: URL) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: tool.path) else { return false }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["--version"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).contains("GNU diffutils")
  }

  @Test(
    "every file that differs between adjacent stages diffs exactly as diff -u does",
    .enabled(if: gnuDiff != nil, "needs GNU diff: on macOS, `brew install diffutils`"))
  func sameAsDiffU() throws {
    let diffTool = try #require(Self.gnuDiff)
    let root = ScenarioLibrary.packageRoot
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Solutions").path
    ).sorted().map { "Solutions/\($0)" }
    var compared = 0
    for (old, new) in zip(folders, folders.dropFirst()) {
      let oldFiles = try Set(
        FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(old).path))
      let newFiles = try Set(
        FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(new).path))
      for name in oldFiles.intersection(newFiles).sorted() where name.hasSuffix(".swift") {
        let a = try String(
          contentsOf: root.appendingPathComponent("\(old)/\(name)"), encoding: .utf8)
        let b = try String(
          contentsOf: root.appendingPathComponent("\(new)/\(name)"), encoding: .utf8)
        guard a != b else { continue }
        let ours = UnifiedDiff.hunks(from: UnifiedDiff.lines(a), to: UnifiedDiff.lines(b)).joined()
        let process = Process()
        process.executableURL = diffTool
        process.arguments = ["-u", "\(old)/\(name)", "\(new)/\(name)"]
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let theirs = String(decoding: data, as: UTF8.self).split(
          separator: "\n", maxSplits: 2, omittingEmptySubsequences: false
        ).dropFirst(2).joined()
        expectEqual(ours, theirs, "\(old) → \(new): \(name)")
        compared += 1
      }
    }
    #expect(compared > 0)
  }
}
