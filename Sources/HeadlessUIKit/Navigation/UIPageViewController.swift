import Foundation

/// A container that shows one page, a child view controller, at a time, and turns to the page
/// its data source gives before or after it.
///
/// As in UIKit, `setViewControllers(_:direction:animated:completion:)` shows a page: the page
/// becomes the only child, its view fills the container's, and when the container is on screen
/// the old page disappears and the new one appears through the kit's one appearance sequencer
/// (the "did" calls and the completion on the next main-queue turn when animated). The data
/// source and the delegate hear only about turns a person makes (`Touches.swipePage(_:)`), as
/// Apple documents; a page set in code is not told to the delegate.
///
/// Headless: nothing is drawn, so there is no page curl, no built-in page indicator, and the
/// spine, the page spacing and double-sided pages are kept, not applied.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How a page turns: a page curl, or a scroll.
  public enum TransitionStyle: Int, Sendable {
    case pageCurl = 0
    case scroll = 1
  }

  /// The axis the pages turn along.
  public enum NavigationOrientation: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// The direction of a turn: to the next page, or back to the previous one.
  public enum NavigationDirection: Int, Sendable {
    case forward = 0
    case reverse = 1
  }

  /// Where the spine of a page curl is.
  public enum SpineLocation: Int, Sendable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3
  }

  /// The keys of the options a page view controller is made with.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The spine's location, a `SpineLocation` raw value in an `NSNumber`, for a page curl.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// The space between pages, in points, for a scroll.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The object that gives the pages before and after a page, held weakly as in UIKit.
  open weak var dataSource: (any UIPageViewControllerDataSource)?

  /// The object told about the turns a person makes, held weakly as in UIKit.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// How pages turn, fixed when it is made.
  open private(set) var transitionStyle: TransitionStyle

  /// The axis pages turn along, fixed when it is made.
  open private(set) var navigationOrientation: NavigationOrientation

  /// Where the spine is: the option it was made with, else `.min` for a page curl and `.none`
  /// for a scroll. Headless: kept.
  open private(set) var spineLocation: SpineLocation

  /// Whether content is shown on the back of each page. Headless: kept; `false`.
  open var isDoubleSided = false

  /// The pages shown: one, or `nil` until a page is set.
  open var viewControllers: [UIViewController]? { pages }

  private var pages: [UIViewController]?
  private let sequencer = AppearanceSequencer()

  /// Creates a page view controller; show its first page with
  /// `setViewControllers(_:direction:animated:completion:)`.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spine = (options?[.spineLocation] as? NSNumber).flatMap {
      SpineLocation(rawValue: $0.intValue)
    }
    spineLocation = spine ?? (style == .pageCurl ? .min : .none)
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a page view controller for a storyboard: a page curl, horizontal, as Interface
  /// Builder's default is. Headless: there is nothing to decode.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    spineLocation = .min
    super.init(coder: coder)
  }

  /// Shows pages: the page becomes the only child, in place of the one before. Animated and on
  /// screen, the appearance "did" calls and the completion come on the next main-queue turn;
  /// otherwise at once. The completion receives `true`: nothing interrupts a headless turn.
  ///
  /// As in UIKit, a scroll shows exactly one page, and a page curl one (two when double-sided
  /// with the spine in the middle); another count stops the program with UIKit's message.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let new = viewControllers ?? []
    let required = transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1
    guard new.count == required else {
      preconditionFailure(
        "The number of view controllers provided (\(new.count)) doesn't match the number "
          + "required (\(required)) for the requested transition")
    }
    let previous = pages ?? []
    let leaving = previous.filter { old in !new.contains { $0 === old } }
    let joining = new.filter { added in !previous.contains { $0 === added } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { addChild(controller) }
    pages = new
    for controller in leaving { controller.isMovingFromParent = true }
    for controller in joining { controller.isMovingToParent = true }
    let finish: @MainActor () -> Void = { [weak self] in
      for controller in leaving { controller.isMovingFromParent = false }
      for controller in joining { controller.isMovingToParent = false }
      for controller in leaving {
        // UIKit's removeFromParent() tells the child didMove(toParent: nil) itself.
        controller.removeFromParent()
        controller.didMove(toParent: nil)
      }
      for controller in joining { controller.didMove(toParent: self) }
      completion?(true)
    }
    guard isViewLoaded else { return finish() }
    sequencer.run(
      leaving: leaving, arriving: joining, visible: isAppeared, animated: animated,
      changes: {
        for controller in leaving { controller.viewIfLoaded?.removeFromSuperview() }
        for controller in joining { installChildView(controller) }
      }, completion: finish)
  }

  // The page view controller forwards its own appearance to the page it shows.
  override var appearanceChild: UIViewController? { pages?.first }
}

/// Gives a page view controller the pages before and after a page.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  /// The page before a page, or `nil` at the first.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController?

  /// The page after a page, or `nil` at the last.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController?

  /// The number of dots of the page indicator. Optional in UIKit; 0 by default (no indicator).
  /// Headless: the kit draws no indicator.
  func presentationCount(for pageViewController: UIPageViewController) -> Int

  /// The dot selected when the indicator appears. Optional in UIKit; 0 by default.
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }

  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about the page turns a person makes.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  /// Called before a turn a person makes, with the pages it turns to.
  func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController])

  /// Called after a turn a person makes ends: whether its animation finished, the pages shown
  /// before, and whether the turn completed.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    willTransitionTo pendingViewControllers: [UIViewController]
  ) {}

  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}
