/// A plain-text table with aligned columns, or the same rows as a Markdown table.
struct TextTable {
  var headers: [String]
  var rows: [[String]] = []

  /// The table with columns padded to their widest cell (by characters, not bytes).
  func render() -> String {
    let widths = headers.indices.map { column in
      ([headers[column]] + rows.map { $0.indices.contains(column) ? $0[column] : "" })
        .map(Self.width).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { column, cell in
        column == cells.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - Self.width(cell))
      }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
  }

  /// The table in GitHub-flavoured Markdown.
  func markdown() -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
        + " |"
    }
    let rule = "|" + headers.map { _ in "---" }.joined(separator: "|") + "|"
    return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
  }

  // Escape sequences take no room on screen.
  private static func width(_ text: String) -> Int {
    var count = 0
    var inEscape = false
    for character in text {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        count += 1
      }
    }
    return count
  }
}
