import Foundation

/// The scroll view's delegate: told when the content moves or zooms, and asked for the view to
/// zoom.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Called whenever the content offset changes.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Called whenever the zoom scale changes.
  func scrollViewDidZoom(_ scrollView: UIScrollView)

  /// Called when a person starts dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// Called when a person is about to lift their finger: `velocity` is the content's speed in
  /// points per millisecond, and `targetContentOffset` where it will come to rest, which the
  /// delegate may change (to stop on a page, say).
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Called when a person lifts their finger; `decelerate` says whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// Called when the content starts slowing down after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// Called when the content comes to rest after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

  /// Called when an animated scroll (`setContentOffset(_:animated:)`,
  /// `scrollRectToVisible(_:animated:)`, a list's scroll to a row or item) ends: headless, on
  /// the next main-queue turn after the call.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

  /// The view the scroll view scales when it zooms; `nil` (the default) for no zooming.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?

  /// Called as a pinch begins, and before an animated change of the zoom scale.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

  /// Called when zooming ends: after a pinch (and its bounce back within the limits), and
  /// after an animated change of the zoom scale, on the next main-queue turn.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

  /// Asked whether a tap on the status bar may scroll the content to the top; `true` by default.
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

  /// Called when the scroll to the top a status-bar tap began has ended.
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

  /// Called when `adjustedContentInset` changes.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// What gives a plain `UIScrollView` its `delegate`. Not UIKit's API: see the delegate below.
///
/// UIKit declares `delegate` on `UIScrollView`, and `UITableView`, `UICollectionView` and
/// `UITextView` redeclare it with their own delegate types, which Objective-C allows and Swift
/// does not (an overriding property keeps its type). So the scroll view's `delegate` is
/// declared here, in a protocol extension: where the static type is a table, collection or
/// text view, Swift prefers the class's own `delegate` to a protocol extension's, and code
/// reads as it does on iOS.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegating: AnyObject {}

extension _UIScrollViewDelegating where Self: UIScrollView {
  /// The object told about scrolling and zooming, held weakly as in UIKit. For a table,
  /// collection or text view it is the same object as the view's own `delegate`: setting it
  /// here sets that one, when it is of the view's delegate type.
  public var delegate: UIScrollViewDelegate? {
    get { scrollDelegate }
    set { setScrollViewDelegate(newValue) }
  }
}
