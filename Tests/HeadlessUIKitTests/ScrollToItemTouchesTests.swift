import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Scrolling an item into view") @MainActor
struct ScrollToItemTouchesTests {
  let list = ListFixture(rows: 10)
  let window: UIWindow
  let touches: Touches

  init() {
    window = makeWindow(showing: [list.collectionView])
    touches = Touches(window: window)
    window.layoutIfNeeded()
    _ = list.log.take()
  }

  @Test("scrollToItem drags down less than a screenful at a time, shows every item, and lets go")
  func scrollDown() throws {
    try touches.scrollToItem(at: 9)

    expectEqual(
      list.log.take(),
      [
        "willBeginDragging",
        "didScroll 75", "didEndDisplaying 0", "willDisplay 3", "willDisplay 4",
        "didScroll 150", "didEndDisplaying 1", "didEndDisplaying 2",
        "willDisplay 5", "willDisplay 6",
        "didScroll 225", "didEndDisplaying 3", "didEndDisplaying 4",
        "willDisplay 7", "willDisplay 8",
        "didScroll 300", "didEndDisplaying 5", "didEndDisplaying 6", "willDisplay 9",
        "willEndDragging target 300", "didEndDragging willDecelerate: false",
      ])
    expectEqual(list.visibleItems, [7, 8, 9])
  }

  @Test("scrollToItem moves only as far as shows the item wholly, up or down")
  func leastDistance() throws {
    try touches.scrollToItem(at: 2)
    expectEqual(list.collectionView.contentOffset.y, 20)
    expectEqual(
      list.log.take(),
      [
        "willBeginDragging", "didScroll 20", "willEndDragging target 20",
        "didEndDragging willDecelerate: false",
      ])

    try touches.scrollToItem(at: 6)
    expectEqual(list.collectionView.contentOffset.y, 180)
    expectEqual(list.visibleItems, [4, 5, 6])

    try touches.scrollToItem(at: 5)
    expectEqual(list.collectionView.contentOffset.y, 180)

    try touches.scrollToItem(at: 0)
    expectEqual(list.collectionView.contentOffset.y, 0)
    expectEqual(list.visibleItems, [0, 1, 2])
  }

  @Test("an item already wholly on screen is not dragged to")
  func alreadyVisible() throws {
    try touches.scrollToItem(at: 1)

    #expect(list.log.events.isEmpty)
    expectEqual(list.collectionView.contentOffset, .zero)
  }

  @Test("an item outside the list, or a list that does not scroll, is an error")
  func errors() {
    let outside = thrownError(TouchError.self) { try touches.scrollToItem(at: 10) }
    list.collectionView.isScrollEnabled = false
    let fixed = thrownError(TouchError.self) { try touches.scrollToItem(at: 9) }

    expectEqual(outside?.description, "item 10 is not in the list; it has 10 items")
    expectEqual(fixed?.description, "the list does not scroll")
    #expect(list.log.events.isEmpty)
  }
}
