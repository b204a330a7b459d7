import Foundation

/// The scroll view's delegate: told when the content moves.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Called whenever the content offset changes.
  func scrollViewDidScroll(_ scrollView: UIScrollView)

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
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// A view whose content can be larger than its bounds and moved by a content offset.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The size of the scrollable content.
  open var contentSize = CGSize.zero

  /// The point of the content shown at the top-left of the bounds.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      contentOffsetDidChange()
    }
  }

  /// Whether a person can scroll the content.
  open var isScrollEnabled = true

  /// The scroll view's own rectangle, which stays where the scroll view is as the content
  /// moves: constrain to it what must not scroll, or the content's width to scroll one way.
  open var frameLayoutGuide: UILayoutGuide {
    guide(&storedFrameLayoutGuide, .scrollFrame, "UIScrollView-frameLayoutGuide")
  }

  /// The content's rectangle, at the content's origin: constraints from the content's views
  /// to its edges make its size, and the layout pass makes `contentSize` that size.
  open var contentLayoutGuide: UILayoutGuide {
    guide(&storedContentLayoutGuide, .scrollContent, "UIScrollView-contentLayoutGuide")
  }

  private var storedFrameLayoutGuide: UILayoutGuide?
  private var storedContentLayoutGuide: UILayoutGuide?

  /// One of the scroll view's own guides, made the first time it is asked for.
  private func guide(
    _ stored: inout UILayoutGuide?, _ kind: UILayoutGuide.Kind, _ identifier: String
  ) -> UILayoutGuide {
    if let stored { return stored }
    let guide = UILayoutGuide(kind: kind, identifier: identifier)
    guide.owningView = self
    stored = guide
    return guide
  }

  /// Whether a flick stops on a multiple of the bounds' size (a page) rather than anywhere;
  /// `false` by default. The touches' flick (`scrollToEnd()`) moves one page at most.
  open var isPagingEnabled = false

  /// Extra space around the content, which a person can scroll to. The bottom and right
  /// insets add to the largest offset; the top and left ones are kept, and the content still
  /// rests at offset zero (UIKit's rests at minus the top inset).
  open var contentInset = UIEdgeInsets.zero

  /// How the safe area adds to the content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic
    case scrollableAxes
    case never
    case always
  }

  /// How the safe area adds to `adjustedContentInset`; `.automatic` by default.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// The content inset with the safe area insets the adjustment behavior adds: all of them for
  /// `.always`, none for `.never`; for `.scrollableAxes`, the top and bottom ones when the
  /// content is taller than the bounds or `alwaysBounceVertical` is set (and left and right
  /// likewise); `.automatic` also adds the top and bottom ones for a view controller's root
  /// view in a navigation or tab bar controller. Headless: reported, not scrolled by; the
  /// content rests at offset zero and the largest offset adds only `contentInset` (see
  /// `contentInset`).
  open var adjustedContentInset: UIEdgeInsets {
    let safeArea = safeAreaInsets
    let vertical: Bool
    let horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: return contentInset
    case .always: (vertical, horizontal) = (true, true)
    case .scrollableAxes, .automatic:
      let contained =
        contentInsetAdjustmentBehavior == .automatic
        && (owningViewController?.navigationController != nil
          || owningViewController?.tabBarController != nil)
      vertical = contained || alwaysBounceVertical || contentSize.height > bounds.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    }
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safeArea.top : 0),
      left: contentInset.left + (horizontal ? safeArea.left : 0),
      bottom: contentInset.bottom + (vertical ? safeArea.bottom : 0),
      right: contentInset.right + (horizontal ? safeArea.right : 0))
  }

  /// How far the scroll indicators are inset (kept, not drawn).
  open var scrollIndicatorInsets = UIEdgeInsets.zero

  /// How far the vertical scroll indicator is inset (kept, not drawn).
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero

  /// How far the horizontal scroll indicator is inset (kept, not drawn).
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero

  /// Whether the vertical scroll indicator shows while scrolling (kept, not drawn); `true`.
  open var showsVerticalScrollIndicator = true

  /// Whether the horizontal scroll indicator shows while scrolling (kept, not drawn); `true`.
  open var showsHorizontalScrollIndicator = true

  /// Whether the content bounces vertically even when it is smaller than the bounds; kept.
  open var alwaysBounceVertical = false

  /// Whether the content bounces horizontally even when it is narrower than the bounds; kept.
  open var alwaysBounceHorizontal = false

  /// Whether the content bounces past its edges; kept, as the touches never overscroll.
  open var bounces = true

  /// How dragging the content dismisses the keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    case none
    case onDrag
    case interactive
    case onDragWithAccessory
    case interactiveWithAccessory
  }

  /// How dragging the content dismisses the keyboard. Headless, the on-drag modes end editing
  /// in the window when a drag begins; the interactive ones, which follow the finger over the
  /// keyboard, do nothing.
  open var keyboardDismissMode = KeyboardDismissMode.none

  /// The control a person pulls down to refresh the content. Setting it adds it as a subview,
  /// and removes the one it replaces, as in UIKit.
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { insertSubview(refreshControl, at: 0) }
    }
  }

  /// Whether a person is touching the content.
  open internal(set) var isDragging = false

  // UIKit's scroll view keeps its delegate in `delegate`; the collection view narrows the type.
  weak var scrollDelegate: UIScrollViewDelegate?

  /// Moves the content; headless, an animated change completes at once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The largest vertical offset the content allows. Headless only: UIKit code computes it from
  /// `contentSize`, `bounds` and `adjustedContentInset`; the kit's touches read it here.
  public var maximumContentOffsetY: CGFloat {
    max(0, contentSize.height + contentInset.bottom - bounds.height)
  }

  // The largest offset the content allows along each axis.
  var maximumContentOffset: CGPoint {
    CGPoint(
      x: max(0, contentSize.width + contentInset.right - bounds.width), y: maximumContentOffsetY)
  }

  // Called after the content offset changed: tells the delegate. Not UIKit's API; the
  // collection view overrides it to lay out the items that scrolled into view.
  func contentOffsetDidChange() {
    // What is pinned to the frame guide stays where the scroll view is.
    if storedFrameLayoutGuide != nil { setNeedsConstraintLayout() }
    scrollDelegate?.scrollViewDidScroll(self)
  }
}
