import Foundation
import HeadlessUIKit

// Touches on a table view: the list touches (`tapItem`, `scrollToEnd`, `scrollToItem`) work on
// whichever list is on screen first, a collection view or a table view. On a table, an item's
// position counts rows through all the sections (0 is the first row of the table), and a tap
// makes the calls UIKit makes: `shouldHighlightRowAt`, `willSelectRowAt` (which may pick
// another row, or none), the deselection of the row selected before (`willDeselectRowAt`,
// `didDeselectRowAt`), the selection and `didSelectRowAt`.
extension Touches {
  /// Swipes a row from its trailing edge and taps Delete (or the title the delegate's
  /// `titleForDeleteConfirmationButtonForRowAt` gives it), as a person deletes a row.
  public func swipeToDelete(rowAt position: Int) throws {
    try swipeRow(at: position, fromLeadingEdge: false) { tableView, indexPath in
      Self.deleteTitle(of: indexPath, in: tableView)
    }
  }

  /// The title of a row's standard delete action: the delegate's, else Delete.
  private static func deleteTitle(of indexPath: IndexPath, in tableView: UITableView) -> String {
    tableView.delegate?.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
      ?? "Delete"
  }

  /// Swipes a row and taps the action with a title: the delegate's swipe actions for that
  /// edge, or, from the trailing edge of an editable row whose delegate gives none, UIKit's
  /// standard Delete, which asks the data source to commit the deletion.
  public func swipeRow(at position: Int, tapping title: String, fromLeadingEdge: Bool = false)
    throws
  {
    try swipeRow(at: position, fromLeadingEdge: fromLeadingEdge) { _, _ in title }
  }

  // Swipes the row and taps the action whose title `title` gives for the row.
  private func swipeRow(
    at position: Int, fromLeadingEdge: Bool, tapping title: (UITableView, IndexPath) -> String
  ) throws {
    let (tableView, indexPath, cell) = try visibleRow(at: position)
    let actions = swipeActions(of: indexPath, in: tableView, leading: fromLeadingEdge)
    let title = title(tableView, indexPath)
    guard let action = actions.first(where: { $0.title == title }) else {
      let titles = actions.compactMap(\.title).map { "\"\($0)\"" }
      throw TouchError(
        "row \(position) has no swipe action \"\(title)\"; actions: "
          + (titles.isEmpty ? "none" : titles.joined(separator: ", ")))
    }
    action.handler(action, cell) { _ in }
  }

  /// Taps a title of the table's section index, as a person jumps to a letter: asks the data
  /// source for the section (`tableView(_:sectionForSectionIndexTitle:at:)`) and scrolls the
  /// section's first row to the top, as UIKit does.
  public func tapSectionIndex(titled title: String) throws {
    guard let tableView = try list() as? UITableView else {
      throw TouchError("there is no table on this screen")
    }
    guard let dataSource = tableView.dataSource,
      let titles = dataSource.sectionIndexTitles(for: tableView)
    else { throw TouchError("the table has no section index") }
    guard let index = titles.firstIndex(of: title) else {
      throw TouchError(
        "the section index has no \"\(title)\"; it has "
          + titles.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    let section = dataSource.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    guard section >= 0, section < tableView.numberOfSections,
      tableView.numberOfRows(inSection: section) > 0
    else { return }
    tableView.scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: true)
    tableView.layoutIfNeeded()
  }

  /// Long-presses a row and taps the action with a title in the context menu that opens: asks
  /// the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)` (at the row's
  /// centre), makes the menu and runs the action's handler.
  public func longPressRow(at position: Int, tapping title: String) throws {
    let (tableView, indexPath, cell) = try visibleRow(at: position)
    let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
    guard
      let configuration = tableView.delegate?.tableView(
        tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    else { throw TouchError("row \(position) has no context menu") }
    guard configuration.simulateTap(onActionTitled: title) else {
      throw TouchError("row \(position)'s context menu has no action \"\(title)\"")
    }
  }

  private func swipeActions(of indexPath: IndexPath, in tableView: UITableView, leading: Bool)
    -> [UIContextualAction]
  {
    let delegate = tableView.delegate
    if leading {
      return delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)?
        .actions ?? []
    }
    if let configuration = delegate?.tableView(
      tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      return configuration.actions
    }
    guard let dataSource = tableView.dataSource,
      dataSource.tableView(tableView, canEditRowAt: indexPath),
      delegate?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete == .delete
    else { return [] }
    let delete = UIContextualAction(
      style: .destructive, title: Self.deleteTitle(of: indexPath, in: tableView)
    ) {
      [weak tableView] _, _, done in
      guard let tableView else { return }
      dataSource.tableView(tableView, commit: .delete, forRowAt: indexPath)
      done(true)
    }
    return [delete]
  }

  func tapRow(at position: Int, in tableView: UITableView) throws {
    guard let indexPath = Self.rowIndexPath(at: position, in: tableView),
      tableView.cellForRow(at: indexPath) != nil
    else {
      throw TouchError(
        "item \(position) is not on screen; visible: \(visibleRows(of: tableView))")
    }
    tap(indexPath, in: tableView)
  }

  func tapRow(labeled text: String, in tableView: UITableView) throws {
    let match = Screen.rows(of: tableView).first { row in
      guard let cell = tableView.cellForRow(at: row.indexPath) else { return false }
      return row.text == text || Screen.labelTexts(in: cell).contains(text)
    }
    guard let match else {
      throw TouchError(
        "no visible row reads \"\(text)\"; visible: \(visibleRows(of: tableView))")
    }
    tap(match.indexPath, in: tableView)
  }

  private func tap(_ touched: IndexPath, in tableView: UITableView) {
    guard tableView.isUserInteractionEnabled else { return }
    let delegate = tableView.delegate
    guard delegate?.tableView(tableView, shouldHighlightRowAt: touched) ?? true else { return }
    tableView.cellForRow(at: touched)?.setHighlighted(true, animated: false)
    tableView.cellForRow(at: touched)?.setHighlighted(false, animated: false)
    guard tableView.isEditing ? tableView.allowsSelectionDuringEditing : tableView.allowsSelection
    else { return }
    let selected = tableView.indexPathsForSelectedRows ?? []
    if tableView.allowsMultipleSelection, selected.contains(touched) {
      deselect(touched, in: tableView)
      return
    }
    let redirected = delegate.map { $0.tableView(tableView, willSelectRowAt: touched) } ?? touched
    guard let indexPath = redirected else { return }
    if !tableView.allowsMultipleSelection {
      for previous in selected where previous != indexPath { deselect(previous, in: tableView) }
    }
    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    delegate?.tableView(tableView, didSelectRowAt: indexPath)
  }

  private func deselect(_ indexPath: IndexPath, in tableView: UITableView) {
    let delegate = tableView.delegate
    let redirected =
      delegate.map { $0.tableView(tableView, willDeselectRowAt: indexPath) } ?? indexPath
    guard let row = redirected else { return }
    tableView.deselectRow(at: row, animated: false)
    delegate?.tableView(tableView, didDeselectRowAt: row)
  }

  private func visibleRows(of tableView: UITableView) -> String {
    let rows = Screen.rows(of: tableView)
    if rows.isEmpty { return "none" }
    return rows.map { "[\(Screen.position(of: $0.indexPath, in: tableView))] \($0.text)" }
      .joined(separator: ", ")
  }

  /// Taps the enabled button with the title inside a row's cell, as a person taps one of the
  /// same buttons every row shows (a Delete or a Like), positions counting rows through all
  /// the sections.
  public func tapButton(titled title: String, inRowAt position: Int) throws {
    let (_, _, cell) = try visibleRow(at: position)
    var views: [UIView] = []
    Screen.walk(cell) { view in
      views.append(view)
      return true
    }
    guard let button = Self.enabledButton(titled: title, among: views) else {
      throw TouchError("row \(position) has no enabled button \"\(title)\"")
    }
    try tap(button)
  }

  // MARK: Finding lists and rows

  /// The first collection view or table view on the screen.
  static func firstList(on screen: Screen) -> UIScrollView? {
    screen.visibleViews.first { $0 is UICollectionView || $0 is UITableView } as? UIScrollView
  }

  /// The delegate a list tells about scrolling.
  static func scrollDelegate(of list: UIScrollView) -> UIScrollViewDelegate? {
    list.delegate
  }

  /// The table on screen, and the index path and cell of its row at a position counted
  /// through all the sections, which must be on screen.
  func visibleRow(at position: Int) throws -> (UITableView, IndexPath, UITableViewCell) {
    guard let tableView = try list() as? UITableView else {
      throw TouchError("there is no table on this screen")
    }
    guard let indexPath = Self.rowIndexPath(at: position, in: tableView),
      let cell = tableView.cellForRow(at: indexPath)
    else { throw TouchError("row \(position) is not on screen") }
    return (tableView, indexPath, cell)
  }

  /// The index path of the row at a position counted through all the sections.
  static func rowIndexPath(at position: Int, in tableView: UITableView) -> IndexPath? {
    guard position >= 0 else { return nil }
    var rest = position
    for section in 0..<tableView.numberOfSections {
      let rows = tableView.numberOfRows(inSection: section)
      if rest < rows { return IndexPath(row: rest, section: section) }
      rest -= rows
    }
    return nil
  }
}
