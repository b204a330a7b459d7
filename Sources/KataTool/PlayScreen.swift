import Characterization
import Foundation

/// A screen as interactive play reads it from the transcript: the lines a person can choose,
/// and where the visible rows sit in the whole list.
///
/// A position counts the list's items from its first, on screen or not (the transcript's
/// "↑ 3 more above" says where the visible rows start), so the chosen row can move past the
/// rows on screen and the list scroll to it.
struct PlayScreen: Equatable {
  /// The lines a person can choose: the list's visible rows, or else the date pickers.
  let rows: [String]
  /// Whether the rows belong to a list, which scrolls.
  let isList: Bool
  /// How many items of the list are above the visible rows.
  let above: Int
  /// How many items of the list are below the visible rows.
  let below: Int

  /// Reads a transcript.
  init(_ transcript: String) {
    var rows: [String] = []
    var isList = false
    var above = 0
    var below = 0
    for line in transcript.split(separator: "\n") {
      if line.hasPrefix("list: ") {
        isList = true
      } else if let count = Self.count(in: line, prefix: "  ↑ ", suffix: " more above") {
        above = count
      } else if let count = Self.count(in: line, prefix: "  ↓ ", suffix: " more below") {
        below = count
      } else if Self.isRow(line) {
        rows.append(line.hasPrefix("  ") ? String(line.dropFirst(2)) : String(line))
      }
    }
    self.rows = rows
    self.isList = isList
    self.above = above
    self.below = below
  }

  /// How many rows can be chosen, on screen or not.
  var count: Int { above + rows.count + below }

  /// The position on screen nearest to `position` (the chosen row stays where the person left
  /// it while it is on screen).
  func nearestVisible(_ position: Int) -> Int {
    guard !rows.isEmpty else { return 0 }
    return min(max(position, above), above + rows.count - 1)
  }

  /// The row at a position, if it is on screen.
  func row(at position: Int) -> String? {
    rows[safe: position - above]
  }

  /// Where a key moves the chosen row from `position`, or nil for a key that does not move it.
  ///
  /// ↑ and ↓ move one row, PgUp and PgDn as many rows as are on screen, Home and End to the
  /// first and the last item of the list, on screen or not.
  func position(after key: TerminalKey, from position: Int) -> Int? {
    let page = max(1, rows.count)
    let target: Int
    switch key {
    case .up: target = position - 1
    case .down: target = position + 1
    case .pageUp: target = position - page
    case .pageDown: target = position + page
    case .home: target = 0
    case .end: target = count - 1
    default: return nil
    }
    return min(max(target, 0), max(count - 1, 0))
  }

  /// The date picker at a position, if there is one: its label and date.
  @MainActor func datePicker(at position: Int) -> (label: String, date: Date)? {
    guard let line = row(at: position), line.hasPrefix("date \""),
      let close = line.dropFirst(6).firstIndex(of: "\"")
    else { return nil }
    let label = String(line.dropFirst(6)[..<close])
    guard let day = line.split(separator: " ").last, let date = ScenarioRunner.date(String(day))
    else { return nil }
    return (label, date)
  }

  /// Whether a transcript line can be chosen: a list row or a date picker, not a header, a
  /// count of rows off screen or the list's background.
  static func isRow(_ line: Substring) -> Bool {
    if line.hasPrefix("date \"") { return true }
    return line.hasPrefix("  ") && !line.hasPrefix("  (background)")
      && count(in: line, prefix: "  ↑ ", suffix: " more above") == nil
      && count(in: line, prefix: "  ↓ ", suffix: " more below") == nil
  }

  private static func count(in line: Substring, prefix: String, suffix: String) -> Int? {
    guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
    return Int(line.dropFirst(prefix.count).dropLast(suffix.count))
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
