import Characterization
import Expectations
import Foundation
import Testing

@testable import KataTool

/// `kata play` driven by a script: the same steps as the scenarios, a screen after each.
@Suite("Play")
@MainActor
struct PlayTests {
  @Test("a script on standard input names the stage, then prints each step and the screen after it")
  func script() async {
    let run = await kata(
      "play", "stage1", lines: ["# a comment", "type \"busan\"", "> tap \"Busan\""])
    expectEqual(run.status, 0)
    expectEqual(
      run.output,
      """
      stage1 — Massive View Controller

      > type "busan"
      screen 1 of 1: Where to?
      search: "busan"
      list: 1 item
        Busan · South Korea

      > tap "Busan"
      screen 2 of 2: Busan  ‹ Where to?
      label: Busan, South Korea
      date "Check-in": 2026-12-01
      date "Check-out": 2026-12-02
      label: 1 night


      """)
  }

  @Test("--script - reads the steps from standard input, as a pipe does")
  func scriptFromStandardInput() async {
    let piped = await kata("play", "stage1", lines: ["type \"busan\""])
    let dash = await kata("play", "stage1", "--script", "-", lines: ["type \"busan\""])
    expectEqual(dash.status, 0)
    #expect(dash.errors.isEmpty)
    expectEqual(dash.output, piped.output)
    #expect(dash.output.contains("search: \"busan\"\nlist: 1 item\n"))
  }

  @Test("without a stage, play runs the workspace, as check does, and says so")
  func defaultStage() async throws {
    let run = await kata("play", lines: [])
    expectEqual(run.status, 0)
    #expect(run.output == "workspace — \(try Kata.stage("workspace").title)\n\n")
  }

  @Test("a bad step names its line and exits 1")
  func badStep() async {
    let run = await kata("play", "stage1", lines: ["type \"a\"", "jump"])
    expectEqual(run.status, 1)
    #expect(run.errors.hasPrefix("kata play: line 2: unknown step `jump`"))
  }

  @Test("a missing script file is a clear error that says what to type instead")
  func missingScript() async {
    let run = await kata("play", "stage2", "--script", "/nonexistent/steps.txt")
    expectEqual(run.status, 1)
    expectEqual(
      run.errors,
      """
      kata play: cannot read the script '/nonexistent/steps.txt'. Name a file of steps, one a \
      line, or give the steps on standard input: swift run kata play stage2 --script -

      """)
  }

  @Test("help for play gives the default stage, every key and the script syntax")
  func help() async {
    let run = await kata("help", "play")
    expectEqual(run.status, 0)
    #expect(run.output.contains("your workspace (or a stage or branch)"))
    #expect(
      run.output.contains("Usage: kata play [workspace|stage1…stage5|<branch>] [--script FILE|-]"))
    let details = PlayCommand.details
    #expect(run.output.hasSuffix(details + "\n"))
    #expect(details.contains("Without a stage, play runs your workspace"))
    let keys = [
      "↑", "↓", "PgUp", "PgDn", "Home", "End", "Enter", "Esc", "←", "Backspace", "Ctrl-U",
      "Ctrl-C", "Ctrl-D", "+ -",
    ]
    for key in keys {
      #expect(details.contains(key), "the help does not name \(key)")
    }
    #expect(details.contains("--script FILE"))
    #expect(details.contains("--script - reads them from standard input"))
    for line in Scenario.grammar.split(separator: "\n") {
      #expect(details.contains(line))
    }
    let commands = details.split(separator: "\n").filter { $0.contains("kata ") }
    #expect(!commands.isEmpty)
    for line in commands {
      #expect(line.contains("swift run kata "), "not copy-pasteable: \(line)")
    }
  }
}

/// Interactive play, driven by the bytes a terminal sends for each key press.
@Suite("Interactive play")
@MainActor
struct InteractivePlayTests {
  @Test("the header names the stage playing")
  func header() async throws {
    let screens = try await play("stage3", pressing: [])
    expectEqual(screens.first?.hasPrefix("kata play · stage3 — Sub-controllers\n\n"), true)
    expectEqual(screens.first?.contains("every key: swift run kata help play"), true)
  }

  @Test("↓ past the last row on screen scrolls the list to the next row")
  func downScrolls() async throws {
    let screens = try await play("stage1", pressing: Array(repeating: down, count: 11))
    expectEqual(chosen(screens[10]), "Wabu · South Korea")
    #expect(!screens[10].contains("more above"))
    expectEqual(chosen(screens[11]), "Namyangju · South Korea")
    #expect(screens[11].contains("  ↑ 1 more above\n"))
    #expect(screens[11].contains("  ↓ 8 more below\n"))
  }

  @Test("End goes to the last row of the list; showing it loads the next page, until there is none")
  func endPages() async throws {
    let screens = try await play("stage1", pressing: [end, end, end, end])
    expectEqual(screens.map(listCount), ["20", "40", "50", "50", "50"])
    expectEqual(
      screens.map(chosen),
      [
        "Seoul · South Korea", "Hwado · South Korea", screens[2].rows.last, screens[3].rows.last,
        screens[4].rows.last,
      ])
    #expect(screens[2].contains("  ↓ 10 more below\n"))
    #expect(!screens[3].contains("more below") && !screens[4].contains("more below"))
  }

  @Test("PgDn and PgUp move a page of rows, Home goes back to the first row")
  func pages() async throws {
    let screens = try await play("stage1", pressing: [pageDown, pageDown, pageUp, end, home])
    expectEqual(chosen(screens[1]), "Namyangju · South Korea")
    #expect(screens[2].contains("list: 40 items"))
    expectEqual(chosen(screens[3]), "Hanam · South Korea")
    expectEqual(chosen(screens[5]), "Seoul · South Korea")
    #expect(!screens[5].contains("more above"))
  }

  @Test("Enter taps the chosen row, even one the list scrolled to; Esc goes back; + moves a date")
  func enterAndBack() async throws {
    let screens = try await play(
      "stage1", pressing: Array(repeating: down, count: 14) + [[13], down, Array("+".utf8), [27]])
    #expect(
      screens[15].hasPrefix(
        "kata play · stage1 — Massive View Controller\n\nscreen 2 of 2: Gimpo-si"))
    expectEqual(chosen(screens[16]), "date \"Check-out\": 2026-12-02")
    expectEqual(chosen(screens[17]), "date \"Check-out\": 2026-12-03")
    #expect(screens[18].contains("screen 1 of 1: Where to?"))
  }

  @Test("no key's escape sequence types into the search bar")
  func sequencesTypeNothing() async throws {
    let sequences: [[UInt8]] = [
      csi("3~"), csi("6~"), csi("5~"), csi("H"), csi("F"), csi("1~"), csi("4~"), ss3("H"),
      ss3("F"), csi("A"), ss3("B"), csi("1;5A"), csi("1;2C"), csi("C"), csi("2~"), csi("[A"),
      ss3("P"), csi("15~"), csi("200~"), [27, UInt8(ascii: "x")], [9],
    ]
    let screens = try await play(
      "stage1", pressing: [Array("b".utf8)] + sequences + [Array("u".utf8)])
    for screen in screens.dropFirst().dropLast() {
      #expect(screen.contains("search: \"b\"\n"))
      #expect(screen.hasSuffix("every key: swift run kata help play\n"), "an error: \(screen)")
    }
    expectEqual(screens.last?.contains("search: \"bu\"\n"), true)
  }

  @Test("moving on a screen without a list chooses among its date pickers, and touches nothing")
  func movesWithoutAList() async throws {
    let screens = try await play("stage1", pressing: [[13], end, down, pageUp, home, pageDown])
    expectEqual(
      screens.map(chosen).dropFirst(),
      [
        "date \"Check-in\": 2026-12-01", "date \"Check-out\": 2026-12-02",
        "date \"Check-out\": 2026-12-02", "date \"Check-in\": 2026-12-01",
        "date \"Check-in\": 2026-12-01", "date \"Check-out\": 2026-12-02",
      ])
    for screen in screens {
      #expect(screen.hasSuffix("every key: swift run kata help play\n"), "an error: \(screen)")
    }
  }
}

extension String {
  /// The rows of a drawn screen, without the marker.
  fileprivate var rows: [String] {
    split(separator: "\n").filter { $0.hasPrefix("   ") || $0.hasPrefix(" ▸ ") }
      .map { String($0.dropFirst(3)) }
  }
}

private let down = csi("B")
private let end = csi("F")
private let home = ss3("H")
private let pageDown = csi("6~")
private let pageUp = csi("5~")

/// The chosen line on a drawn screen.
private func chosen(_ screen: String) -> String? {
  screen.split(separator: "\n").first { $0.contains("▸ ") }.map {
    String($0.split(separator: "▸ ", maxSplits: 1).last ?? "")
  }
}

/// The item count of the list on a drawn screen.
private func listCount(_ screen: String) -> String? {
  screen.split(separator: "\n").first { $0.hasPrefix("list: ") }?.split(separator: " ")[1]
    .description
}

/// Plays a stage with key presses, each the bytes a terminal sends for it, and returns every
/// screen drawn: the first, then one after each press.
@MainActor
private func play(_ identifier: String, pressing presses: [[UInt8]]) async throws -> [String] {
  final class Collector: @unchecked Sendable {
    var output = ""
  }
  let collector = Collector()
  let console = Console(usesColor: false) { text, _ in collector.output += text }
  var keys = presses.flatMap(TerminalKeyDecoder.keys(in:)).makeIterator()
  let status = try await InteractivePlay(stage: Kata.stage(identifier), console: console).run {
    keys.next()
  }
  expectEqual(status, 0)
  let clear = "\u{1B}[2J\u{1B}[H"
  let screens = collector.output.components(separatedBy: clear).dropFirst().dropLast()
  try #require(screens.count == presses.count + 1)
  return screens.map { $0.replacingOccurrences(of: "\r\n", with: "\n") }
}
