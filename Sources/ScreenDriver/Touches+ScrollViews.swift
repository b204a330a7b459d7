import Foundation
import HeadlessUIKit

extension Touches {
  // MARK: Scroll views

  /// Swipes the content of a scroll view with a flick, as a person turns a page: the finger
  /// moves in `direction` (`.left` brings on what is to the right) half the bounds' length,
  /// lifts, and the content glides on another length and comes to rest. With paging it rests
  /// on the next page (a multiple of the bounds' size), whatever the delegate's
  /// `scrollViewWillEndDragging` does to the target, as UIKit ignores it; without, where that
  /// target is. The content never goes past its ends. The scroll view is the one with the
  /// accessibility label, or the first on screen that is not a list or a text view.
  public func swipeScrollView(
    _ label: String? = nil, direction: UISwipeGestureRecognizer.Direction
  ) throws {
    let scrollView = try plainScrollView(label)
    guard scrollView.isScrollEnabled else { throw TouchError("the scroll view does not scroll") }
    let horizontal = direction == .left || direction == .right
    let sign: CGFloat = direction == .left || direction == .up ? 1 : -1
    let page = horizontal ? scrollView.bounds.width : scrollView.bounds.height
    let limit = Self.largestOffset(of: scrollView)
    func along(_ point: CGPoint) -> CGFloat { horizontal ? point.x : point.y }
    func held(_ position: CGFloat) -> CGPoint {
      let end = along(limit)
      let value = min(max(0, position), end)
      let offset = scrollView.contentOffset
      return horizontal ? CGPoint(x: value, y: offset.y) : CGPoint(x: offset.x, y: value)
    }
    let delegate = scrollView.delegate
    let start = along(scrollView.contentOffset)
    beginDragging(scrollView, delegate: delegate)
    scrollView.contentOffset = held(start + sign * page / 2)
    scrollView.layoutIfNeeded()
    let paged = held(((start / max(page, 1)).rounded() + sign) * page)
    var target = scrollView.isPagingEnabled ? paged : held(start + sign * page * 3 / 2)
    let velocity = horizontal ? CGPoint(x: sign * 2, y: 0) : CGPoint(x: 0, y: sign * 2)
    delegate?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: &target)
    target = scrollView.isPagingEnabled ? paged : held(along(target))
    let goal = along(target)
    let step = max(1, page * 0.75)
    Self.lift(scrollView, delegate: delegate, decelerates: target != scrollView.contentOffset) {
      let position = along(scrollView.contentOffset)
      guard position != goal else { return false }
      scrollView.contentOffset = held(
        position < goal ? min(position + step, goal) : max(position - step, goal))
      scrollView.layoutIfNeeded()
      return true
    }
  }

  /// Pinches a scroll view's content with two fingers, about the middle of the scroll view:
  /// `scale` above 1 spreads the fingers (zooms in), below 1 brings them together. The scroll
  /// view tells its delegate `scrollViewWillBeginZooming`, zooms in two steps
  /// (`scrollViewDidZoom` each), and when the fingers lift, springs back within its scale
  /// limits and tells `scrollViewDidEndZooming`. The scroll view is the one with the
  /// accessibility label, or the first on screen that can zoom: its delegate's
  /// `viewForZooming(in:)` gives a view and `maximumZoomScale` is above `minimumZoomScale`.
  public func pinch(_ label: String? = nil, scale: CGFloat) throws {
    let scrollViews = Screen(window: window).visibleViews.compactMap { $0 as? UIScrollView }
    let candidates = scrollViews.filter { label == nil || $0.accessibilityLabel == label }
    guard !candidates.isEmpty else {
      throw TouchError("no scroll view\(label.map { " \"\($0)\"" } ?? "") on this screen")
    }
    var pinched: (UIScrollView, UIView)?
    for scrollView in candidates where pinched == nil {
      pinched = scrollView.beginPinch().map { (scrollView, $0) }
    }
    guard let (scrollView, view) = pinched else {
      throw TouchError("the scroll view does not zoom")
    }
    let from = scrollView.zoomScale
    scrollView.pinch(view, toScale: from * scale.squareRoot())
    scrollView.pinch(view, toScale: from * scale)
    scrollView.endPinch(view)
    scrollView.layoutIfNeeded()
  }

  /// Taps the status bar: the one scroll view on screen whose `scrollsToTop` is set scrolls
  /// to its top, if its delegate's `scrollViewShouldScrollToTop` agrees, and the delegate is
  /// told `scrollViewDidScrollToTop` when the scrolling ends, on the next main-queue turn. As
  /// in UIKit, nothing scrolls when several scroll views on screen have `scrollsToTop` set.
  public func tapStatusBar() throws {
    let scrollViews = Screen(window: window).visibleViews.compactMap { $0 as? UIScrollView }
    guard !scrollViews.isEmpty else { throw TouchError("there is no scroll view on this screen") }
    let candidates = scrollViews.filter(\.scrollsToTop)
    guard candidates.count == 1, let scrollView = candidates.first else { return }
    let delegate = scrollView.delegate
    guard scrollView.contentOffset.y != 0,
      delegate?.scrollViewShouldScrollToTop(scrollView) ?? true
    else { return }
    scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: 0)
    scrollView.layoutIfNeeded()
    DispatchQueue.main.async { [weak scrollView] in
      MainActor.assumeIsolated {
        guard let scrollView else { return }
        scrollView.delegate?.scrollViewDidScrollToTop(scrollView)
      }
    }
  }

  // The scroll view with the accessibility label, or the first on screen that is not a list
  // or a text view (which have touches of their own).
  private func plainScrollView(_ label: String?) throws -> UIScrollView {
    window.layoutIfNeeded()
    let scrollViews = Screen(window: window).visibleViews.compactMap { $0 as? UIScrollView }
    let found = scrollViews.first { scrollView in
      guard let label else {
        return
          !(scrollView is UITableView || scrollView is UICollectionView
          || scrollView is UITextView)
      }
      return scrollView.accessibilityLabel == label
    }
    guard let found else {
      throw TouchError("no scroll view\(label.map { " \"\($0)\"" } ?? "") on this screen")
    }
    return found
  }

  // The largest offset along each axis: the content's size and its bottom and right insets
  // beyond the bounds.
  static func largestOffset(of scrollView: UIScrollView) -> CGPoint {
    CGPoint(
      x: max(
        0,
        scrollView.contentSize.width + scrollView.contentInset.right
          - scrollView.bounds.width),
      y: scrollView.maximumContentOffsetY)
  }
}

extension Touches {
  // MARK: Dragging, shared by the scrolling touches

  /// Puts a finger on the content and starts dragging it: the scroll view is tracking and
  /// dragging, the delegate hears `scrollViewWillBeginDragging`, and the on-drag keyboard
  /// dismiss modes end editing.
  func beginDragging(_ scrollView: UIScrollView, delegate: UIScrollViewDelegate?) {
    scrollView.isTracking = true
    scrollView.isDragging = true
    delegate?.scrollViewWillBeginDragging(scrollView)
    if [.onDrag, .onDragWithAccessory].contains(scrollView.keyboardDismissMode) {
      window.endEditing(true)
    }
  }

  /// Lifts the finger after `scrollViewWillEndDragging`: the delegate hears
  /// `scrollViewDidEndDragging`, and if the content `decelerates`, it glides (`glide` moves it
  /// one step and says whether it moved) between `scrollViewWillBeginDecelerating` and
  /// `scrollViewDidEndDecelerating`, with `isDecelerating` set meanwhile.
  static func lift(
    _ scrollView: UIScrollView, delegate: UIScrollViewDelegate?, decelerates: Bool,
    glide: () -> Bool = { false }
  ) {
    scrollView.isTracking = false
    delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerates)
    scrollView.isDragging = false
    guard decelerates else { return }
    scrollView.isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(scrollView)
    while glide() {}
    scrollView.isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(scrollView)
  }
}
