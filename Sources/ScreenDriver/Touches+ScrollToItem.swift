import Foundation
import HeadlessUIKit

extension Touches {
  /// Drags the list just far enough that an item is wholly on screen, and lets go without a flick.
  ///
  /// An item already wholly on screen is left alone: nobody drags a list to see what they see.
  /// Like `scrollToEnd()`, the list moves less than a screenful at a time, so every item passed
  /// comes into view (and the stage is told, as it is when a person drags).
  public func scrollToItem(at item: Int) throws {
    guard let collectionView = Screen(window: window).first(UICollectionView.self) else {
      throw TouchError("there is no list on this screen")
    }
    window.layoutIfNeeded()
    let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    guard (0..<count).contains(item),
      let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?
        .frame
    else {
      throw TouchError(
        "item \(item) is not in the list; it has \(count) \(count == 1 ? "item" : "items")")
    }
    let top = collectionView.contentOffset.y
    let height = collectionView.bounds.height
    var target = top
    if frame.minY < top {
      target = frame.minY
    } else if frame.maxY > top + height {
      target = frame.maxY - height
    }
    target = min(max(0, target), collectionView.maximumContentOffsetY)
    guard target != top else { return }
    guard collectionView.isScrollEnabled else { throw TouchError("the list does not scroll") }
    collectionView.delegate?.scrollViewWillBeginDragging(collectionView)
    if [.onDrag, .onDragWithAccessory].contains(collectionView.keyboardDismissMode) {
      window.endEditing(true)
    }
    let step = max(1, height * 0.75)
    var y = top
    while y != target {
      y = y < target ? min(y + step, target) : max(y - step, target)
      collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: y)
      collectionView.layoutIfNeeded()
      // A stage that reloads while the list moves can shrink it under the finger.
      guard collectionView.contentOffset.y == y else { break }
    }
    collectionView.delegate?.scrollViewDidEndDragging(collectionView, willDecelerate: false)
  }
}
