import Foundation
import Testing

@testable import KataTool

/// `kata play` driven by a script: the same steps as the scenarios, a screen after each.
@Suite("Play")
@MainActor
struct PlayTests {
  @Test("a script on standard input prints each step and the screen after it")
  func script() async {
    let run = await kata(
      "play", "stage1", lines: ["# a comment", "type \"busan\"", "> tap \"Busan\""])
    #expect(run.status == 0)
    #expect(
      run.output == """
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

  @Test("a bad step names its line and exits 1")
  func badStep() async {
    let run = await kata("play", lines: ["type \"a\"", "jump"])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("kata play: line 2: unknown step `jump`"))
  }

  @Test("a missing script file is a clear error")
  func missingScript() async {
    let run = await kata("play", "--script", "/nonexistent/steps.txt")
    #expect(run.status == 1)
    #expect(run.errors == "kata play: cannot read the script '/nonexistent/steps.txt'\n")
  }
}

/// What interactive play lets a person choose on a screen, read from the transcript.
@Suite("Interactive play")
@MainActor
struct InteractivePlayTests {
  @Test("list rows and date pickers can be chosen; headers, counts and labels cannot")
  func choosableLines() throws {
    let list =
      "screen 1 of 1: Where to?\nsearch: \"b\"\nlist: 9 items\n  ↑ 1 more above\n  Busan · South Korea\n  ↓ 7 more below\n"
    #expect(InteractivePlay.rows(list) == ["Busan · South Korea"])
    let dates =
      "screen 2 of 2: Busan  ‹ Where to?\nlabel: Busan, South Korea\ndate \"Check-in\": 2026-12-24\ndate \"Check-out\": 2026-12-27\nlabel: 3 nights\n"
    #expect(InteractivePlay.rows(dates).count == 2)
    let picker = try #require(InteractivePlay.datePicker(dates, highlighted: 1))
    #expect(picker.label == "Check-out")
    #expect(picker.date == Date(timeIntervalSince1970: 1_798_329_600))  // 2026-12-27 UTC
    #expect(InteractivePlay.datePicker(list, highlighted: 0) == nil)
  }
}
