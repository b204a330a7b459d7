import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// A scroll view delegate that records what it is told, with the scroll view's state then.
final class ScrollViewSpy: NSObject, UIScrollViewDelegate {
  let log = EventLog()
  var zoomView: UIView?
  var snapTarget: CGPoint?
  var allowsScrollToTop = true

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let offset = scrollView.contentOffset
    let state =
      (scrollView.isDragging ? " dragging" : "")
      + (scrollView.isDecelerating ? " decelerating" : "")
    log.record("didScroll \(Int(offset.x)),\(Int(offset.y))\(state)")
  }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    let flags =
      (scrollView.isZooming ? " zooming" : "") + (scrollView.isZoomBouncing ? " bouncing" : "")
    log.record("didZoom \(scrollView.zoomScale)\(flags)")
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.record("willBeginDragging") }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.record("willEndDragging target \(Int(targetContentOffset.pointee.x))")
    if let snapTarget { targetContentOffset.pointee = snapTarget }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.record("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log.record("willBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.record("didEndDecelerating") }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.record("didEndScrollingAnimation")
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }

  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    log.record("willBeginZooming" + (view === zoomView ? "" : " another view"))
  }

  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    log.record("didEndZooming \(scale)" + (scrollView.isZooming ? " zooming" : ""))
  }

  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    log.record("shouldScrollToTop")
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.record("didScrollToTop") }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    log.record("didChangeAdjustedContentInset \(Int(scrollView.adjustedContentInset.top))")
  }
}

/// A table delegate that is also a collection view delegate, as one screen's controller is.
final class ListsDelegate: NSObject, UITableViewDelegate, UICollectionViewDelegate {}

/// A table subclass that is its own delegate, set in its initializer as work code does.
final class SelfDelegatingTable: UITableView, UITableViewDelegate {
  init() {
    super.init(frame: .zero, style: .plain)
    delegate = self
  }

  required init?(coder: NSCoder) { nil }
}

/// A scroll view that is its own delegate, set in its initializer, as custom zooming views are
/// written.
final class SelfZoomingScrollView: UIScrollView, UIScrollViewDelegate {
  let content = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(content)
    delegate = self
    maximumZoomScale = 2
  }

  required init?(coder: NSCoder) { nil }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}

@Suite("The scroll view's delegate and scrolling") @MainActor
struct ScrollViewDelegateTests {
  let spy = ScrollViewSpy()

  // A 100-point square scroll view of some content, the spy its delegate.
  func makeScrollView(of contentSize: CGSize) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = contentSize
    scrollView.delegate = spy
    return scrollView
  }

  @Test("a plain scroll view's delegate is held weakly and told when the content moves")
  func plainScrollViewDelegate() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    var spy: ScrollViewSpy? = ScrollViewSpy()
    scrollView.delegate = spy
    expectIdentical(scrollView.delegate, spy)
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    expectEqual(spy?.log.take(), ["didScroll 0,50"])
    spy = nil
    expectNil(scrollView.delegate)
  }

  @Test("a list's delegate is its scroll view's delegate, set and read through either type")
  func listDelegateIsTheScrollViewDelegate() {
    let tableView = UITableView(frame: .zero, style: .plain)
    let lists = ListsDelegate()
    tableView.delegate = lists
    let asScrollView: UIScrollView = tableView
    expectIdentical(asScrollView.delegate, lists)

    let other = ListsDelegate()
    asScrollView.delegate = other
    expectIdentical(tableView.delegate, other)

    // A delegate of another type is told about scrolling only, as Objective-C's would be.
    let spy = ScrollViewSpy()
    asScrollView.delegate = spy
    expectNil(tableView.delegate)
    expectIdentical(asScrollView.delegate, spy)
    tableView.contentSize = CGSize(width: 0, height: 500)
    tableView.contentOffset = CGPoint(x: 0, y: 20)
    expectEqual(spy.log.take(), ["didScroll 0,20"])

    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.delegate = lists
    expectIdentical((collectionView as UIScrollView).delegate, lists)
    (collectionView as UIScrollView).delegate = nil
    expectNil(collectionView.delegate)

    let textView = UITextView()
    (textView as UIScrollView).delegate = spy
    expectNil(textView.delegate)
    expectIdentical((textView as UIScrollView).delegate, spy)
  }

  @Test(
    "list code keeps its own delegate types, and a scroll view subclass can be its own delegate")
  func listDelegatesKeepTheirTypes() {
    let table = SelfDelegatingTable()
    expectIdentical(table.delegate, table)
    let tableDelegate: UITableViewDelegate? = table.delegate
    expectNotNil(tableDelegate)
    table.delegate = nil
    expectNil(table.delegate)

    let tableKeyPath: ReferenceWritableKeyPath<UITableView, UITableViewDelegate?> = \.delegate
    let scrollKeyPath: ReferenceWritableKeyPath<UIScrollView, UIScrollViewDelegate?> = \.delegate
    let lists = ListsDelegate()
    table[keyPath: tableKeyPath] = lists
    expectIdentical(table[keyPath: scrollKeyPath], lists)

    let controller = UITableViewController(style: .plain)
    controller.tableView.delegate = lists
    expectIdentical(controller.tableView.delegate, lists)

    let zooming = SelfZoomingScrollView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    expectIdentical(zooming.delegate, zooming)
    zooming.zoomScale = 2
    expectEqual(zooming.contentSize, CGSize(width: 100, height: 100))
  }

  @Test("an animated content offset change ends its animation on the next main-queue turn")
  func animatedContentOffset() async {
    let scrollView = makeScrollView(of: CGSize(width: 100, height: 400))
    scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    expectEqual(spy.log.take(), ["didScroll 0,100"])
    await drainMainQueue()
    expectEqual(spy.log.take(), ["didEndScrollingAnimation"])

    scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    await drainMainQueue()
    expectEqual(spy.log.take(), ["didScroll 0,200"])
  }

  @Test("scrollRectToVisible scrolls the least distance that shows the rectangle")
  func scrollRectToVisible() async {
    let scrollView = makeScrollView(of: CGSize(width: 300, height: 1000))
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 250, width: 50, height: 50), animated: false)
    expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 200))
    // Already shown: nothing moves.
    scrollView.scrollRectToVisible(CGRect(x: 10, y: 220, width: 20, height: 20), animated: true)
    expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 200))
    // Above and to the right: the top-left corner comes into view.
    scrollView.scrollRectToVisible(CGRect(x: 250, y: 40, width: 30, height: 30), animated: true)
    expectEqual(scrollView.contentOffset, CGPoint(x: 180, y: 40))
    // Past the content's end, and left of the bounds: held within the content.
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 60), animated: false)
    expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 900))
    await drainMainQueue()
    expectEqual(
      spy.log.take(),
      ["didScroll 0,200", "didScroll 180,40", "didScroll 0,900", "didEndScrollingAnimation"])
  }

  @Test("the scrolling settings have UIKit's defaults and are kept")
  func scrollingSettings() {
    let scrollView = UIScrollView()
    expectEqual(scrollView.decelerationRate, .normal)
    expectEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
    expectEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
    expectEqual(scrollView.indicatorStyle, .default)
    expectEqual(UIScrollView.IndicatorStyle.white.rawValue, 2)
    expectFalse(scrollView.isDirectionalLockEnabled)
    expectTrue(scrollView.scrollsToTop)
    scrollView.decelerationRate = .fast
    scrollView.indicatorStyle = .white
    scrollView.isDirectionalLockEnabled = true
    scrollView.flashScrollIndicators()
    expectEqual(scrollView.decelerationRate, .fast)
    expectEqual(scrollView.indicatorStyle, .white)
    expectTrue(scrollView.isDirectionalLockEnabled)
  }

  @Test("a change of the adjusted content inset is told to the scroll view and its delegate once")
  func adjustedContentInsetChanges() {
    final class InsetWatchingScrollView: UIScrollView {
      var changes = 0
      override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        changes += 1
      }
    }
    let scrollView = InsetWatchingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let spy = ScrollViewSpy()
    scrollView.delegate = spy
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    expectEqual(scrollView.changes, 1)
    expectEqual(spy.log.take(), ["didChangeAdjustedContentInset 10"])

    let window = UIWindow()
    window.addSubview(scrollView)
    scrollView.frame = window.bounds
    scrollView.contentInsetAdjustmentBehavior = .always
    expectEqual(
      spy.log.take(), ["didChangeAdjustedContentInset \(10 + Int(window.safeAreaInsets.top))"])
    window.layoutIfNeeded()
    expectEqual(spy.log.take(), [])
  }

  @Test("a tap on the status bar scrolls the one scroll view that scrolls to the top")
  func statusBarTap() async throws {
    let scrollView = makeScrollView(of: CGSize(width: 100, height: 1000))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    _ = spy.log.take()
    let window = makeWindow(showing: [scrollView])
    let touches = Touches(window: window)

    spy.allowsScrollToTop = false
    try touches.tapStatusBar()
    expectEqual(scrollView.contentOffset.y, 300)
    spy.allowsScrollToTop = true
    try touches.tapStatusBar()
    expectEqual(scrollView.contentOffset.y, 0)
    expectEqual(
      spy.log.take().filter { !$0.hasPrefix("didChangeAdjustedContentInset") },
      ["shouldScrollToTop", "shouldScrollToTop", "didScroll 0,0"])
    await drainMainQueue()
    expectEqual(spy.log.take(), ["didScrollToTop"])

    // A second scroll view that scrolls to the top: the tap scrolls neither.
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    let other = UIScrollView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    scrollView.superview?.addSubview(other)
    _ = spy.log.take()
    try touches.tapStatusBar()
    expectEqual(scrollView.contentOffset.y, 300)
    other.scrollsToTop = false
    try touches.tapStatusBar()
    expectEqual(scrollView.contentOffset.y, 0)
  }
}
