import Foundation

/// A view whose content can be larger than its bounds and moved by a content offset, or
/// zoomed by scaling the view the delegate names.
@preconcurrency @MainActor
open class UIScrollView: UIView, _UIScrollViewDelegating {
  /// The size of the scrollable content.
  open var contentSize = CGSize.zero {
    didSet { if contentSize != oldValue { noteAdjustedContentInset() } }
  }

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
  /// `false` by default. The touches' flick (`scrollToEnd()`) and swipe (`swipeScrollView(_:_:)`)
  /// move one page at most.
  open var isPagingEnabled = false

  /// Extra space around the content, which a person can scroll to. The bottom and right
  /// insets add to the largest offset; the top and left ones are kept, and the content still
  /// rests at offset zero (UIKit's rests at minus the top inset).
  open var contentInset = UIEdgeInsets.zero {
    didSet { noteAdjustedContentInset() }
  }

  /// How the safe area adds to the content inset.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic
    case scrollableAxes
    case never
    case always
  }

  /// How the safe area adds to `adjustedContentInset`; `.automatic` by default.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { noteAdjustedContentInset() }
  }

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

  /// Whether a person's finger is on the content, which may not have moved yet: set by the
  /// touches from `scrollViewWillBeginDragging` until the finger lifts, before
  /// `scrollViewDidEndDragging`.
  open package(set) var isTracking = false

  /// Whether a person is dragging the content: set by the touches from
  /// `scrollViewWillBeginDragging` until after `scrollViewDidEndDragging`.
  open package(set) var isDragging = false

  /// Whether the content is still moving after the finger lifted: set by the touches from
  /// `scrollViewWillBeginDecelerating` until the content rests, before
  /// `scrollViewDidEndDecelerating`.
  open package(set) var isDecelerating = false

  // UIKit's scroll view keeps its delegate in `delegate`; the lists and the text view narrow
  // its type (see `_UIScrollViewDelegating`).
  weak var scrollDelegate: UIScrollViewDelegate?

  // Sets the delegate as the scroll view's own `delegate` does. The lists and the text view
  // override it: in UIKit it is the same property as their `delegate`.
  func setScrollViewDelegate(_ delegate: UIScrollViewDelegate?) {
    scrollDelegate = delegate
  }

  /// Moves the content. Headless, an animated change completes at once, and the delegate's
  /// `scrollViewDidEndScrollingAnimation(_:)` follows on the next main-queue turn, as the
  /// animation would end.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset != self.contentOffset else { return }
    self.contentOffset = contentOffset
    guard animated else { return }
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.scrollDelegate?.scrollViewDidEndScrollingAnimation(self)
      }
    }
  }

  /// Scrolls the least distance that shows a rectangle of the content, or as much of it as
  /// fits (its top-left corner first); a rectangle already wholly shown leaves the content
  /// where it is.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    func axis(_ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ length: CGFloat) -> CGFloat {
      if high - low > length || low < start { return low }
      return high > start + length ? high - length : start
    }
    let limit = maximumContentOffset
    let x = axis(rect.minX, rect.maxX, contentOffset.x, bounds.width)
    let y = axis(rect.minY, rect.maxY, contentOffset.y, bounds.height)
    setContentOffset(
      CGPoint(x: min(max(0, x), limit.x), y: min(max(0, y), limit.y)), animated: animated)
  }

  /// How fast the content slows down after a flick.
  public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The default rate, 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// A quicker stop, 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// How fast the content slows down after a flick; `.normal` by default. Kept: the touches'
  /// flicks stop where the content ends, or on a page.
  open var decelerationRate = DecelerationRate.normal

  /// Whether a drag that starts along one axis stays on it; `false` by default. The touches
  /// drag along one axis always.
  open var isDirectionalLockEnabled = false

  /// Whether a tap on the status bar scrolls the content to the top; `true` by default. As in
  /// UIKit, the tap scrolls only when exactly one scroll view on screen has it set.
  open var scrollsToTop = true

  /// The colours of the scroll indicators.
  public enum IndicatorStyle: Int, Sendable {
    case `default`
    case black
    case white
  }

  /// The colours of the scroll indicators (kept, not drawn); `.default`.
  open var indicatorStyle = IndicatorStyle.default

  /// Shows the scroll indicators for a moment. Headless: nothing is drawn, so nothing changes.
  open func flashScrollIndicators() {}

  // MARK: Zooming

  /// The smallest scale the content can be zoomed to; `1` by default.
  open var minimumZoomScale: CGFloat = 1

  /// The largest scale the content can be zoomed to; `1` by default. Zooming needs it larger
  /// than `minimumZoomScale`.
  open var maximumZoomScale: CGFloat = 1

  /// The scale of the delegate's view for zooming; `1` by default. Setting it zooms as
  /// `setZoomScale(_:animated:)` without animation does.
  open var zoomScale: CGFloat {
    get { currentZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Whether a pinch may take the scale a little past its limits, to spring back when the
  /// fingers lift; `true` by default.
  open var bouncesZoom = true

  /// Whether a person is pinching the content.
  open package(set) var isZooming = false

  /// Whether the scale is springing back within its limits after a pinch went past them.
  open package(set) var isZoomBouncing = false

  /// The scroll view's pinch recognizer, there while zooming is possible (`maximumZoomScale`
  /// above `minimumZoomScale`) and `nil` otherwise. Headless: its action is never sent (see
  /// `UIGestureRecognizer`); the touches' pinch zooms the scroll view itself.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    guard maximumZoomScale > minimumZoomScale else { return nil }
    if let storedPinchGestureRecognizer { return storedPinchGestureRecognizer }
    let recognizer = UIPinchGestureRecognizer()
    storedPinchGestureRecognizer = recognizer
    return recognizer
  }

  private var storedPinchGestureRecognizer: UIPinchGestureRecognizer?
  var currentZoomScale: CGFloat = 1

  /// Zooms to a scale, held within `minimumZoomScale` and `maximumZoomScale`, about the middle
  /// of the bounds: the delegate's `viewForZooming(in:)` takes the scale as its transform, sits
  /// at the content's origin, and `contentSize` becomes its size at that scale. Without a view
  /// for zooming nothing changes. Animated, the delegate hears
  /// `scrollViewWillBeginZooming(_:with:)` first and `scrollViewDidEndZooming(_:with:atScale:)`
  /// on the next main-queue turn.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard let view = scrollDelegate?.viewForZooming(in: self) else { return }
    let anchor = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    zoom(view, to: clampedZoomScale(scale), keeping: anchor, animated: animated)
  }

  /// Zooms so that a rectangle of the view for zooming (in its own coordinates) fills the
  /// bounds, as far as the scale limits allow, and scrolls to it, as
  /// `setZoomScale(_:animated:)` does.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard let view = scrollDelegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0
    else { return }
    let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
    zoom(view, to: scale, showing: rect, animated: animated)
  }

  // MARK: Insets reported to the delegate

  private var reportedAdjustedContentInset = UIEdgeInsets.zero

  /// Called when `adjustedContentInset` changes; tells the delegate
  /// `scrollViewDidChangeAdjustedContentInset(_:)`. Headless: looked at when the insets, the
  /// adjustment behavior or the content size change, and at each layout pass.
  open func adjustedContentInsetDidChange() {
    scrollDelegate?.scrollViewDidChangeAdjustedContentInset(self)
  }

  // Calls `adjustedContentInsetDidChange()` if the adjusted inset is not the one last reported.
  func noteAdjustedContentInset() {
    let inset = adjustedContentInset
    guard inset != reportedAdjustedContentInset else { return }
    reportedAdjustedContentInset = inset
    adjustedContentInsetDidChange()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    noteAdjustedContentInset()
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
