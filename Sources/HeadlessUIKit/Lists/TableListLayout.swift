import Foundation

/// Where a table view's rows, section headers and footers go: one below the other, the full
/// width of the table, after the table header view and before the table footer view.
///
/// Heights come from the delegate where it gives them, else from the table's `rowHeight`,
/// `sectionHeaderHeight` and `sectionFooterHeight`. Headless: an automatic dimension is not
/// measured (there are no self-sizing cells); it is the estimate where one is set, else 44
/// points for a row, and 28 points for a header or footer that has a title or a view (none for
/// one that has neither).
@MainActor
struct TableListLayout {
  static let defaultRowHeight: CGFloat = 44
  static let defaultSectionHeight: CGFloat = 28

  var rows: [[CGRect]] = []
  var headers: [CGRect] = []
  var footers: [CGRect] = []
  var tableFooterY: CGFloat = 0
  var contentSize = CGSize.zero

  init() {}

  init(of tableView: UITableView, counts: [Int], sections: TableSectionViews) {
    let width = tableView.bounds.width
    let delegate = tableView.delegate
    var y = tableView.tableHeaderView?.frame.height ?? 0
    for (section, count) in counts.enumerated() {
      let headerHeight = Self.resolved(
        delegate?.tableView(tableView, heightForHeaderInSection: section)
          ?? tableView.sectionHeaderHeight,
        estimate: tableView.estimatedSectionHeaderHeight,
        fallback: sections.hasHeader(section) ? Self.defaultSectionHeight : 0)
      headers.append(CGRect(x: 0, y: y, width: width, height: headerHeight))
      y += headerHeight
      var frames: [CGRect] = []
      for row in 0..<count {
        let height = Self.resolved(
          delegate?.tableView(tableView, heightForRowAt: IndexPath(row: row, section: section))
            ?? tableView.rowHeight,
          estimate: tableView.estimatedRowHeight, fallback: Self.defaultRowHeight)
        frames.append(CGRect(x: 0, y: y, width: width, height: height))
        y += height
      }
      rows.append(frames)
      let footerHeight = Self.resolved(
        delegate?.tableView(tableView, heightForFooterInSection: section)
          ?? tableView.sectionFooterHeight,
        estimate: tableView.estimatedSectionFooterHeight,
        fallback: sections.hasFooter(section) ? Self.defaultSectionHeight : 0)
      footers.append(CGRect(x: 0, y: y, width: width, height: footerHeight))
      y += footerHeight
    }
    tableFooterY = y
    y += tableView.tableFooterView?.frame.height ?? 0
    contentSize = CGSize(width: width, height: y)
  }

  func frameOfRow(at indexPath: IndexPath) -> CGRect? {
    guard rows.indices.contains(indexPath.section),
      rows[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return rows[indexPath.section][indexPath.row]
  }

  // A height as given, or for the automatic dimension the estimate, else the fallback.
  // The fallback is worked out only when it is needed: for a header or footer, it asks for the
  // section's view.
  private static func resolved(
    _ height: CGFloat, estimate: CGFloat, fallback: @autoclosure () -> CGFloat
  ) -> CGFloat {
    guard height == UITableView.automaticDimension else { return max(0, height) }
    return estimate > 0 ? estimate : fallback()
  }
}

/// The views of a table's section headers and footers: the delegate's, or a standard view for a
/// title. Asked for when a section's header or footer comes into view (or when its height
/// depends on whether it has one), and kept until the next reload or update, or, for a
/// reusable view, until it leaves the view.
@MainActor
final class TableSectionViews {
  enum Kind { case header, footer }

  private var headers: [Int: UIView?] = [:]
  private var footers: [Int: UIView?] = [:]
  private weak var tableView: UITableView?

  init(tableView: UITableView?) {
    self.tableView = tableView
  }

  func hasHeader(_ section: Int) -> Bool { header(section) != nil }
  func hasFooter(_ section: Int) -> Bool { footer(section) != nil }

  /// The section's header or footer view, asking for it if it was not asked for yet.
  func view(_ kind: Kind, _ section: Int) -> UIView? {
    kind == .header ? header(section) : footer(section)
  }

  /// The section's header or footer view, if it was asked for.
  func made(_ kind: Kind, _ section: Int) -> UIView? {
    (kind == .header ? headers[section] : footers[section]) ?? nil
  }

  /// Forgets a section's header or footer view: it is asked for again.
  func forget(_ kind: Kind, _ section: Int) {
    if kind == .header { headers[section] = nil } else { footers[section] = nil }
  }

  func header(_ section: Int) -> UIView? {
    if let known = headers[section] { return known }
    let view = make(section) { table, delegate, source in
      (
        delegate?.tableView(table, viewForHeaderInSection: section),
        source?.tableView(table, titleForHeaderInSection: section)
      )
    }
    headers[section] = .some(view)
    return view
  }

  func footer(_ section: Int) -> UIView? {
    if let known = footers[section] { return known }
    let view = make(section) { table, delegate, source in
      (
        delegate?.tableView(table, viewForFooterInSection: section),
        source?.tableView(table, titleForFooterInSection: section)
      )
    }
    footers[section] = .some(view)
    return view
  }

  // The delegate's view, else a standard view showing the data source's title, else none.
  private func make(
    _ section: Int,
    asking: (UITableView, UITableViewDelegate?, UITableViewDataSource?) -> (UIView?, String?)
  ) -> UIView? {
    guard let tableView else { return nil }
    let (custom, title) = asking(tableView, tableView.delegate, tableView.dataSource)
    if let custom { return custom }
    guard let title else { return nil }
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  /// Every view made so far, to take off the table when they are forgotten: the headers, then
  /// the footers, each in section order, so that they go back to the pool in a stable order.
  var allViews: [UIView] {
    let ordered = headers.sorted { $0.key < $1.key } + footers.sorted { $0.key < $1.key }
    return ordered.compactMap(\.value)
  }
}
