import Foundation
import HeadlessUIKit

// A table view reads as a list does: its count of rows, then what is on screen in the order a
// person sees it, from top to bottom. Section headers and footers, and the table's own header
// and footer views, show as lines of their labels, marked `(header)`, `(footer)`,
// `(table header)` and `(table footer)`; a table with none reads exactly as a collection view
// with the same rows does.
extension ScreenTranscript {
  static func tableLines(_ tableView: UITableView) -> [String] {
    let count = Screen.rowCount(of: tableView)
    var lines = ["list: \(count) \(count == 1 ? "item" : "items")"]
    if let background = tableView.backgroundView, !background.isHidden {
      let own = [(background as? UILabel)?.text ?? ""].filter { !$0.isEmpty }
      lines += (own + Screen.labelTexts(in: background)).map { "  (background) \(visible($0))" }
    }
    let parts = Screen.tableParts(of: tableView)
    let rows = parts.compactMap(\.indexPath)
    let above = rows.first.map { Screen.position(of: $0, in: tableView) } ?? 0
    let below = rows.last.map { count - 1 - Screen.position(of: $0, in: tableView) } ?? 0
    if above > 0 { lines.append("  ↑ \(above) more above") }
    lines += parts.map { "  \(visible($0.text))" }
    if below > 0 { lines.append("  ↓ \(below) more below") }
    return lines
  }
}

extension Screen {
  /// What a table shows, top to bottom: each visible row with its index path and text, and
  /// each header or footer with its kind and the text of its labels.
  static func tableParts(of tableView: UITableView)
    -> [(indexPath: IndexPath?, text: String)]
  {
    let footers = Set(
      (0..<tableView.numberOfSections).compactMap { tableView.footerView(forSection: $0) }
        .map(ObjectIdentifier.init))
    let views = tableView.subviews.enumerated()
      .filter { !$0.element.isHidden && $0.element !== tableView.backgroundView }
      .filter { overlaps($0.element.frame, tableView.bounds) }
      .sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
      .map(\.element)
    return views.compactMap { view in
      if let cell = view as? UITableViewCell {
        guard let indexPath = tableView.indexPath(for: cell) else { return nil }
        let texts = labelTexts(in: cell)
        return (indexPath, texts.isEmpty ? "(empty cell)" : texts.joined(separator: " · "))
      }
      guard !(view is UIControl) else { return nil }
      let texts = [(view as? UILabel)?.text ?? ""].filter { !$0.isEmpty } + labelTexts(in: view)
      guard !texts.isEmpty else { return nil }
      let kind =
        view === tableView.tableHeaderView
        ? "(table header)"
        : view === tableView.tableFooterView
          ? "(table footer)" : footers.contains(ObjectIdentifier(view)) ? "(footer)" : "(header)"
      return (nil, "\(kind) \(texts.joined(separator: " · "))")
    }
  }

  /// The rows on screen in row order, with the text of each.
  static func rows(of tableView: UITableView) -> [(indexPath: IndexPath, text: String)] {
    tableParts(of: tableView).compactMap { part in part.indexPath.map { ($0, part.text) } }
  }

  // Whether some of a view's area is on screen.
  private static func overlaps(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    frame.maxY > bounds.minY && frame.minY < bounds.maxY && frame.maxX > bounds.minX
      && frame.minX < bounds.maxX
  }

  /// The number of rows in all the table's sections.
  static func rowCount(of tableView: UITableView) -> Int {
    (0..<tableView.numberOfSections).reduce(0) { $0 + tableView.numberOfRows(inSection: $1) }
  }

  /// A row's position counted through all the sections (0 is the table's first row).
  static func position(of indexPath: IndexPath, in tableView: UITableView) -> Int {
    (0..<indexPath.section).reduce(indexPath.row) { $0 + tableView.numberOfRows(inSection: $1) }
  }
}
