import Foundation
import HeadlessUIKit

extension Touches {
  /// Drags the list just far enough that an item is wholly on screen, and lets go without a flick.
  ///
  /// An item already wholly on screen is left alone: nobody drags a list to see what they see.
  /// Like `scrollToEnd()`, the list moves less than a screenful at a time, so every item passed
  /// comes into view (and the stage is told, as it is when a person drags).
  public func scrollToItem(at item: Int) throws {
    let list = try self.list()
    let (count, frame) = Self.place(ofItem: item, in: list)
    guard let frame else {
      throw TouchError(
        "item \(item) is not in the list; it has \(count) \(count == 1 ? "item" : "items")")
    }
    let top = list.contentOffset.y
    let height = list.bounds.height
    var target = top
    if frame.minY < top {
      target = frame.minY
    } else if frame.maxY > top + height {
      target = frame.maxY - height
    }
    target = min(max(0, target), list.maximumContentOffsetY)
    guard target != top else { return }
    guard list.isScrollEnabled else { throw TouchError("the list does not scroll") }
    let delegate = Self.scrollDelegate(of: list)
    beginDragging(list, delegate: delegate)
    let step = max(1, height * 0.75)
    var y = top
    while y != target {
      y = y < target ? min(y + step, target) : max(y - step, target)
      list.contentOffset = CGPoint(x: list.contentOffset.x, y: y)
      list.layoutIfNeeded()
      // A stage that reloads while the list moves can shrink it under the finger.
      guard list.contentOffset.y == y else { break }
    }
    Self.endDragging(list, delegate: delegate)
  }

  // The number of items in the list's first section (a collection view) or in the whole list
  // (a table view), and the frame of an item, if there is one at that position.
  private static func place(ofItem item: Int, in list: UIScrollView) -> (Int, CGRect?) {
    if let tableView = list as? UITableView {
      let indexPath = rowIndexPath(at: item, in: tableView)
      return (Screen.rowCount(of: tableView), indexPath.map { tableView.rectForRow(at: $0) })
    }
    guard let collectionView = list as? UICollectionView else { return (0, nil) }
    let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    guard (0..<count).contains(item) else { return (count, nil) }
    return (
      count,
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    )
  }
}
