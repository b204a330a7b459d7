import Characterization
import Expectations
import Foundation
import StageRegistry
import Testing

@testable import KataTool

/// `kata` with no arguments: what this is, how each stage does, the exercises, what to type next.
@Suite("Overview")
@MainActor
struct OverviewTests {
  @Test("the overview runs the package's scenarios per module and lists exercises and next steps")
  func overview() async throws {
    // The overview reads the scenarios of the package it runs in: a package of two scenarios
    // shows the same table at a fraction of the suite's cost (the suite runs them all).
    let sample = try ScenarioSample()
    defer { sample.remove() }
    let run = await kata(root: sample.root)
    let count = 2
    #expect(run.output.contains("The same 2 scenarios"))
    expectEqual(run.status, 0)
    #expect(run.output.hasPrefix("Dismantle — take a Massive View Controller apart"))
    for stage in StageRegistry.all {
      #expect(
        run.output.contains("\(stage.identifier) ") && run.output.contains(stage.title),
        "\(stage.identifier) missing")
    }
    expectEqual(
      run.output.components(separatedBy: "\(count)/\(count) ✓").count - 1, StageRegistry.all.count
    )
    for (branch, from) in StageRegistry.branchesFrom {
      #expect(
        run.output.split(separator: "\n").contains {
          $0.hasPrefix("\(branch) ") && $0.contains("\(from) (a branch)")
        }, "\(branch) is not shown branching from \(from)")
    }
    for exercise in Exercise.all {
      #expect(run.output.contains(exercise.sheetPath))
    }
    #expect(run.output.contains("Next:\n  read Katas/README.md"))
    let next = run.output.components(separatedBy: "Next:\n").last ?? ""
    let commands = next.split(separator: "\n").filter { $0.contains("kata ") }
    #expect(commands.count >= 4)
    for line in commands {
      #expect(line.hasPrefix("  swift run kata "), "not copy-pasteable: \(line)")
    }
  }

  @Test("bench explains itself, and refuses arguments it does not take")
  func benchUsage() async {
    let help = await kata("bench", "--help")
    expectEqual(help.status, 0)
    #expect(help.output.contains("Usage: swift run -c release kata bench"))
    let bad = await kata("bench", "--fast")
    expectEqual(bad.status, 2)
    #expect(bad.errors.hasPrefix("kata bench: unknown option '--fast'; valid: --help"))
  }

  @Test("every exercise sheet the tool names exists in Katas/")
  func sheetsExist() {
    for exercise in Exercise.all {
      let path = ScenarioLibrary.packageRoot.appendingPathComponent(exercise.sheetPath).path
      #expect(FileManager.default.fileExists(atPath: path), "\(exercise.sheetPath) is missing")
    }
  }
}
