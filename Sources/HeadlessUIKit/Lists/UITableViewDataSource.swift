import Foundation

/// Supplies a table view's sections, rows and cells.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for a row, from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections; optional in UIKit, 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of a section's header; optional in UIKit, none by default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer; optional in UIKit, none by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// The titles of the index along the table's trailing edge (letters, say); optional in
  /// UIKit, none by default.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// The section a tap on an index title scrolls to; optional in UIKit, the title's position
  /// by default.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
    -> Int

  /// Whether a row may be edited; optional in UIKit, `true` by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Commits a person's deletion or insertion of a row; optional in UIKit.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether a row shows a reorder control while editing; optional in UIKit. Headless: `false`
  /// by default (UIKit shows it when the data source implements the move below, which the kit
  /// cannot tell).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Moves a row's data after a person dragged it to another place; optional in UIKit.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  @discardableResult
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  @discardableResult
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  @discardableResult
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  @discardableResult
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  @discardableResult
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }

  @discardableResult
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  @discardableResult
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// Told ahead of time which rows a table view expects to show soon, to start loading their
/// data before `tableView(_:cellForRowAt:)` asks for it.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Starts preparing the data of rows likely to be shown soon, the nearest first.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Stops preparing the data of rows no longer expected soon; optional in UIKit.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}

/// Responds to what happens to a table view's rows: heights, display, selection and editing.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of a row; the table view's `rowHeight` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// The height of a section's header; the table view's `sectionHeaderHeight` by default.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// The height of a section's footer; the table view's `sectionFooterHeight` by default.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// A custom view for a section's header; `nil` by default, for the title's standard view.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// A custom view for a section's footer; `nil` by default, for the title's standard view.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  /// Called as a cell is about to come into view.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Called after a cell left the view.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)

  /// Whether the row may be highlighted by a touch; `true` by default.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// The row to select instead of the touched one, or `nil` to select none; the touched row
  /// by default.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// Called after a person selected the row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// The row to deselect instead, or `nil` to keep it selected; the row by default.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// Called after a person's touch deselected the row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// The editing style of a row; `.delete` by default.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle

  /// The title of the button that confirms a row's deletion; `nil` by default, for Delete.
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?

  /// The actions a swipe from the trailing edge reveals; `nil` by default, for Delete on an
  /// editable row.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The actions a swipe from the leading edge reveals; `nil` by default, for none.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The context menu a long press on a row opens; `nil` by default, for none.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?

  /// Where a row a person drags to `proposedDestinationIndexPath` goes instead; the proposed
  /// place by default.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension UITableViewDelegate {
  @discardableResult
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  @discardableResult
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }

  @discardableResult
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }

  @discardableResult
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  @discardableResult
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}

  @discardableResult
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }

  @discardableResult
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  @discardableResult
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  @discardableResult
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  @discardableResult
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }

  @discardableResult
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  @discardableResult
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  @discardableResult
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }

  @discardableResult
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
