import Foundation
import HeadlessUIKit

/// A table 100 × `height` with rows 40 tall, fed by a `SectionsDataSource` and watched by a
/// `TableViewSpy`: at first rows 0, 1 and 2 are on screen.
@MainActor
final class TableFixture {
  let log = EventLog()
  let tableView: UITableView
  let dataSource: SectionsDataSource
  let delegate: TableViewSpy

  init(sections: [[String]], titles: [String?] = [], height: CGFloat = 100) {
    tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: height), style: .plain)
    tableView.rowHeight = 40
    tableView.register(TitleCell.self, forCellReuseIdentifier: TitleCell.reuseIdentifier)
    dataSource = SectionsDataSource(sections: sections, titles: titles)
    delegate = TableViewSpy(log: log)
    tableView.dataSource = dataSource
    tableView.delegate = delegate
  }

  convenience init(rows: Int, height: CGFloat = 100) {
    self.init(sections: [(0..<rows).map { "Row \($0)" }], height: height)
  }

  /// The visible rows, as "section.row", in order.
  var visibleRows: [String] {
    (tableView.indexPathsForVisibleRows ?? []).map { "\($0.section).\($0.row)" }
  }
}

/// A table row that counts how often it was prepared for reuse.
final class TitleCell: UITableViewCell {
  static let reuseIdentifier = "TitleCell"
  private(set) var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    textLabel?.text = nil
  }
}

/// A data source of titled sections of rows, which remembers every cell it handed out.
final class SectionsDataSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var titles: [String?]
  private(set) var cellsHandedOut: [UITableViewCell] = []
  private(set) var rowsAskedFor: [IndexPath] = []
  private(set) var committed: [IndexPath] = []

  init(sections: [[String]], titles: [String?]) {
    self.sections = sections
    self.titles = titles
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: TitleCell.reuseIdentifier, for: indexPath)
    if !cellsHandedOut.contains(where: { $0 === cell }) { cellsHandedOut.append(cell) }
    rowsAskedFor.append(indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    committed.append(indexPath)
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

/// Records the table delegate calls it gets; `heights` sizes rows by their title.
final class TableViewSpy: NSObject, UITableViewDelegate {
  let log: EventLog
  var heights: [String: CGFloat] = [:]
  var redirectSelection: [IndexPath: IndexPath?] = [:]

  init(log: EventLog) {
    self.log = log
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    let title = tableView.dataSource.flatMap { ($0 as? SectionsDataSource)?.sections }?[
      indexPath.section][indexPath.row]
    return title.flatMap { heights[$0] } ?? tableView.rowHeight
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.record("willDisplay \(indexPath.section).\(indexPath.row)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    log.record("didEndDisplaying \(indexPath.section).\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.record("willSelect \(indexPath.section).\(indexPath.row)")
    if let redirected = redirectSelection[indexPath] { return redirected }
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("didSelect \(indexPath.section).\(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.record("didDeselect \(indexPath.section).\(indexPath.row)")
  }
}
