import Foundation

// The table view as a host of the list engine: its counts, its list layout, its cells and its
// delegate's display calls, and the section headers, footers and table header and footer views
// it places around the rows.
extension UITableView: ListEngineHost {
  func itemCountsFromDataSource() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<max(0, dataSource.numberOfSections(in: self))).map {
      dataSource.tableView(self, numberOfRowsInSection: $0)
    }
  }

  func prepareItemLayout() -> CGSize {
    prepareLayout()
    return layout.contentSize
  }

  // The table lays its rows out afresh at every pass.
  func itemsDidChange(_ mapping: ListMapping?) {}

  func frameOfItem(at indexPath: IndexPath) -> CGRect? {
    layout.frameOfRow(at: indexPath)
  }

  func itemsMeeting(_ rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)]? {
    nil
  }

  func cellFromDataSource(at indexPath: IndexPath) -> UITableViewCell? {
    guard let cell = dataSource?.tableView(self, cellForRowAt: indexPath) else { return nil }
    if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
    return cell
  }

  func willDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  func didEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  var prefetchesItems: Bool { isPrefetchingEnabled && prefetchDataSource != nil }

  func prefetchItems(at indexPaths: [IndexPath]) {
    prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
  }

  func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
    prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
  }

  /// Works out the frames of the rows, headers and footers for the counts the engine holds.
  func prepareLayout() {
    layout = TableListLayout(of: self, counts: engine.counts(), sections: sectionViews)
  }

  /// Puts the section headers and footers that meet the bounds on the table, takes off those
  /// that left, and places the table header and footer views.
  func layOutSectionViews() {
    let width = bounds.width
    if let tableHeaderView {
      tableHeaderView.frame = CGRect(
        x: 0, y: 0, width: width, height: tableHeaderView.frame.height)
    }
    if let tableFooterView {
      tableFooterView.frame = CGRect(
        x: 0, y: layout.tableFooterY, width: width, height: tableFooterView.frame.height)
    }
    for section in 0..<layout.rows.count {
      place(.header, of: section, at: layout.headers[section])
      place(.footer, of: section, at: layout.footers[section])
    }
  }

  // Shows a section's header or footer while its frame meets the bounds, asking for it as it
  // comes into view; one that leaves is taken off, and a reusable one goes back to the pool.
  private func place(_ kind: TableSectionViews.Kind, of section: Int, at frame: CGRect) {
    let shows = frame.height > 0 && ListEngine<UITableView>.overlaps(frame, bounds)
    if shows, let view = sectionViews.view(kind, section) {
      view.frame = frame
      if view.superview !== self { addSubview(view) }
    } else if !shows, let view = sectionViews.made(kind, section), view.superview === self {
      view.removeFromSuperview()
      if (view as? UITableViewHeaderFooterView)?.reuseIdentifier != nil {
        sectionViews.forget(kind, section)
        recycleHeaderFooterViews([view])
      }
    }
  }

  /// The view, if it is on the table now.
  func onScreen(_ view: UIView?) -> UIView? {
    view?.superview === self ? view : nil
  }

  /// Takes the section headers and footers off the table, and puts the reusable ones back in
  /// the pool; they are asked for again.
  func forgetSectionViews() {
    let views = sectionViews.allViews
    for view in views where view.superview === self {
      view.removeFromSuperview()
    }
    recycleHeaderFooterViews(views)
    sectionViews = TableSectionViews(tableView: self)
  }

  /// Records one change to the rows or sections, in the open batch or as a batch of its own.
  func update(_ change: (inout ListBatch) -> Void) {
    forgetSectionViews()
    engine.record(.table, change)
  }

  /// Swaps a table header or footer view.
  func replace(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
    setNeedsLayout()
  }
}
