import Expectations
import Foundation
import Testing

@testable import KataTool

/// What play reads from a screen: the rows a person can choose and where they sit in the list.
@Suite("Play screen")
struct PlayScreenTests {
  let list = PlayScreen(
    "screen 1 of 1: Where to?\nsearch: \"b\"\nlist: 9 items\n  ↑ 1 more above\n"
      + "  Busan · South Korea\n  Bucheon-si · South Korea\n  ↓ 6 more below\n")

  @Test("list rows and date pickers can be chosen; headers, counts and labels cannot")
  @MainActor
  func choosableLines() throws {
    expectEqual(list.rows, ["Busan · South Korea", "Bucheon-si · South Korea"])
    #expect(list.isList && list.above == 1 && list.below == 6 && list.count == 9)
    let empty = PlayScreen("screen 1 of 1: Where to?\nlist: 0 items\n  (background) No results\n")
    #expect(empty.rows.isEmpty && empty.count == 0)
    let dates = PlayScreen(
      "screen 2 of 2: Busan  ‹ Where to?\nlabel: Busan, South Korea\ndate \"Check-in\": 2026-12-24\n"
        + "date \"Check-out\": 2026-12-27\nlabel: 3 nights\n")
    #expect(dates.rows.count == 2 && !dates.isList)
    let picker = try #require(dates.datePicker(at: 1))
    expectEqual(picker.label, "Check-out")
    expectEqual(picker.date, Date(timeIntervalSince1970: 1_798_329_600))  // 2026-12-27 UTC
    expectNil(list.datePicker(at: 1))
  }

  @Test("moves count items of the whole list, on screen or not, and stop at its ends")
  func moves() {
    let moves: [(TerminalKey, from: Int, to: Int?)] = [
      (.down, 2, 3), (.up, 1, 0), (.up, 0, 0), (.down, 8, 8), (.pageDown, 1, 3),
      (.pageDown, 8, 8), (.pageUp, 3, 1), (.pageUp, 1, 0), (.home, 5, 0), (.end, 1, 8),
      (.enter, 1, nil), (.text("a"), 1, nil),
    ]
    for (key, from, to) in moves {
      expectEqual(list.position(after: key, from: from), to, "\(key) from \(from)")
    }
    expectEqual(list.nearestVisible(0), 1)
    expectEqual(list.nearestVisible(2), 2)
    expectEqual(list.nearestVisible(7), 2)
  }
}
