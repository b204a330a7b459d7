import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Touches on the list") @MainActor
struct ListTouchesTests {
  let list = ListFixture(rows: 10)
  let window: UIWindow
  let touches: Touches

  init() {
    window = makeWindow(showing: [list.collectionView])
    touches = Touches(window: window)
    window.layoutIfNeeded()
    _ = list.log.take()
  }

  @Test("tapping an item asks to highlight it, asks to select it, then selects it")
  func tapItem() throws {
    try touches.tapItem(at: 2)

    expectEqual(list.log.take(), ["shouldHighlight 2", "shouldSelect 2", "didSelect 2"])
    let indexPath = IndexPath(item: 2, section: 0)
    expectEqual(list.collectionView.indexPathsForSelectedItems, [indexPath])
    expectEqual(list.collectionView.cellForItem(at: indexPath)?.isSelected, true)
    expectEqual(list.collectionView.cellForItem(at: indexPath)?.isHighlighted, false)
  }

  @Test("tapping another item deselects the previous one just before selecting it")
  func tapAnotherItem() throws {
    try touches.tapItem(at: 2)
    _ = list.log.take()

    try touches.tapItem(at: 0)

    expectEqual(
      list.log.take(), ["shouldHighlight 0", "shouldSelect 0", "didDeselect 2", "didSelect 0"])
    expectEqual(list.collectionView.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
  }

  @Test("an item deselected by the delegate is not deselected again by the next tap")
  func deselectedInDidSelect() throws {
    final class DeselectingSpy: NSObject, UICollectionViewDelegate {
      let log: EventLog
      init(log: EventLog) { self.log = log }

      func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
      {
        log.record("didSelect \(indexPath.item)")
        collectionView.deselectItem(at: indexPath, animated: true)
      }

      func collectionView(
        _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
      ) {
        log.record("didDeselect \(indexPath.item)")
      }
    }
    let spy = DeselectingSpy(log: list.log)
    list.collectionView.delegate = spy

    try touches.tapItem(at: 1)
    try touches.tapItem(at: 2)

    expectEqual(list.log.take(), ["didSelect 1", "didSelect 2"])
    expectNil(list.collectionView.indexPathsForSelectedItems)
  }

  @Test("an item the delegate will not highlight is neither asked about nor selected")
  func refusedHighlight() throws {
    list.delegate.refusesHighlight = [1]

    try touches.tapItem(at: 1)

    expectEqual(list.log.take(), ["shouldHighlight 1"])
    expectNil(list.collectionView.indexPathsForSelectedItems)
  }

  @Test("an item the delegate will not select is highlighted but not selected")
  func refusedSelection() throws {
    list.delegate.refusesSelection = [1]

    try touches.tapItem(at: 1)

    expectEqual(list.log.take(), ["shouldHighlight 1", "shouldSelect 1"])
    expectNil(list.collectionView.indexPathsForSelectedItems)
  }

  @Test("a list that does not allow selection only asks to highlight")
  func selectionNotAllowed() throws {
    list.collectionView.allowsSelection = false

    try touches.tapItem(at: 1)

    expectEqual(list.log.take(), ["shouldHighlight 1"])
  }

  @Test("tapItem(labeled:) taps the visible row whose text, or one of whose labels, matches")
  func tapItemLabeled() throws {
    list.dataSource.rows[1] = "Seoul"
    list.dataSource.details = ["", "South Korea"]
    list.collectionView.reloadData()
    window.layoutIfNeeded()
    _ = list.log.take()

    try touches.tapItem(labeled: "Seoul · South Korea")
    try touches.tapItem(labeled: "Row 2")
    try touches.tapItem(labeled: "South Korea")

    expectEqual(
      list.log.take(),
      [
        "shouldHighlight 1", "shouldSelect 1", "didSelect 1",
        "shouldHighlight 2", "shouldSelect 2", "didDeselect 1", "didSelect 2",
        "shouldHighlight 1", "shouldSelect 1", "didDeselect 2", "didSelect 1",
      ])
  }

  @Test("tapping an item that is not on screen throws an error naming the visible rows")
  func tapOffScreenItem() {
    let byPosition = thrownError(TouchError.self) { try touches.tapItem(at: 7) }
    let byLabel = thrownError(TouchError.self) { try touches.tapItem(labeled: "Row 7") }

    expectEqual(
      byPosition?.description, "item 7 is not on screen; visible: [0] Row 0, [1] Row 1, [2] Row 2")
    expectEqual(
      byLabel?.description,
      "no visible row reads \"Row 7\"; visible: [0] Row 0, [1] Row 1, [2] Row 2")
    #expect(list.log.events.isEmpty)
  }

  @Test("scrollToEnd drags, moves a screenful at a time showing every item in order, and rests")
  func scrollToEnd() throws {
    try touches.scrollToEnd()

    expectEqual(
      list.log.take(),
      [
        "willBeginDragging",
        "didScroll 75", "didEndDisplaying 0", "willDisplay 3", "willDisplay 4",
        "willEndDragging target 300", "didEndDragging willDecelerate: true",
        "willBeginDecelerating",
        "didScroll 150", "didEndDisplaying 1", "didEndDisplaying 2",
        "willDisplay 5", "willDisplay 6",
        "didScroll 225", "didEndDisplaying 3", "didEndDisplaying 4",
        "willDisplay 7", "willDisplay 8",
        "didScroll 300", "didEndDisplaying 5", "didEndDisplaying 6", "willDisplay 9",
        "didEndDecelerating",
      ])
    expectEqual(list.visibleItems, [7, 8, 9])
    expectEqual(list.collectionView.contentOffset.y, list.collectionView.maximumContentOffsetY)
  }

  @Test("a flick comes to rest where the delegate moves its target, a page of the list here")
  func flickStopsAtTheDelegatesTarget() throws {
    // Pages of two rows (80 points): the flick toward the end stops at the page the drag began.
    list.delegate.snapTarget = { _ in CGPoint(x: 0, y: 80) }
    try touches.scrollToEnd()
    expectEqual(list.collectionView.contentOffset.y, 80)
    expectEqual(list.visibleItems, [2, 3, 4])
    #expect(list.log.take().contains("willEndDragging target 300"))
  }

  @Test("with paging, a flick moves one page: the list's height")
  func flickWithPaging() throws {
    list.collectionView.isPagingEnabled = true
    try touches.scrollToEnd()
    expectEqual(list.collectionView.contentOffset.y, 100)
    #expect(list.log.take().contains("willEndDragging target 100"))
    try touches.scrollToEnd()
    expectEqual(list.collectionView.contentOffset.y, 200)
  }

  @Test("with paging, the delegate cannot move a flick's stop, as UIKit ignores it there")
  func flickWithPagingKeepsItsStop() throws {
    list.collectionView.isPagingEnabled = true
    list.delegate.snapTarget = { _ in CGPoint(x: 0, y: 40) }
    try touches.scrollToEnd()
    expectEqual(list.collectionView.contentOffset.y, 100)
    expectFalse(list.collectionView.isDragging || list.collectionView.isDecelerating)
  }

  @Test("a drag ends editing when the list's keyboardDismissMode is onDrag, and only then")
  func dragDismissesKeyboard() throws {
    let searchBar = UISearchBar()
    let searchBarSpy = SearchBarSpy(log: list.log)
    searchBar.delegate = searchBarSpy
    let window = makeWindow(showing: [searchBar, list.collectionView])
    let touches = Touches(window: window)
    try touches.type("s")
    try touches.scrollToEnd()
    expectTrue(searchBar.isFirstResponder)
    list.collectionView.contentOffset = .zero
    window.layoutIfNeeded()
    _ = list.log.take()

    list.collectionView.keyboardDismissMode = .onDrag
    try touches.scrollToEnd()

    expectFalse(searchBar.isFirstResponder)
    expectEqual(
      Array(list.log.take().prefix(3)), ["willBeginDragging", "didEndEditing", "didScroll 75"])
  }

  @Test("scrollToEnd on a list that fits on screen drags and rests without moving")
  func scrollToEndOfShortList() throws {
    list.dataSource.rows = ["Seoul"]
    list.collectionView.reloadData()
    window.layoutIfNeeded()
    _ = list.log.take()

    try touches.scrollToEnd()

    expectEqual(
      list.log.take(),
      [
        "willBeginDragging", "willEndDragging target 0", "didEndDragging willDecelerate: true",
        "willBeginDecelerating", "didEndDecelerating",
      ])
    expectEqual(list.collectionView.contentOffset, .zero)
  }

  @Test("scrollToEnd on a list that does not scroll throws")
  func scrollToEndWhenScrollingIsOff() {
    list.collectionView.isScrollEnabled = false

    let error = thrownError(TouchError.self) { try touches.scrollToEnd() }

    expectEqual(error?.description, "the list does not scroll")
    #expect(list.log.events.isEmpty)
  }

  @Test("touching the list on a screen without one throws")
  func noList() {
    let window = makeWindow(showing: [UISearchBar()])

    let error = thrownError(TouchError.self) { try Touches(window: window).tapItem(at: 0) }

    expectEqual(error?.description, "there is no list on this screen")
  }
}
