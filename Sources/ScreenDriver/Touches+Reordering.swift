import Foundation
import HeadlessUIKit

extension Touches {
  /// Drags a row by its reorder control onto another row of the table in editing mode, as a
  /// person reorders a list, positions counting rows through all the sections. As UIKit does,
  /// the table asks the data source whether the row can move (`canMoveRowAt`), lets the
  /// delegate retarget the drop (`targetIndexPathForMoveFromRowAt`), then tells the data
  /// source to move its data (`moveRowAt`) and moves the row; a drop on its own place moves
  /// nothing.
  public func dragRow(at position: Int, to destination: Int) throws {
    let (tableView, source, _) = try visibleRow(at: position)
    guard tableView.isEditing else {
      throw TouchError("the table is not editing: rows show no reorder control")
    }
    guard let proposed = Self.rowIndexPath(at: destination, in: tableView) else {
      throw TouchError("there is no row \(destination)")
    }
    guard let dataSource = tableView.dataSource,
      dataSource.tableView(tableView, canMoveRowAt: source)
    else { throw TouchError("row \(position) shows no reorder control") }
    let target =
      tableView.delegate?.tableView(
        tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      ?? proposed
    guard target != source else { return }
    dataSource.tableView(tableView, moveRowAt: source, to: target)
    tableView.moveRow(at: source, to: target)
  }
}
