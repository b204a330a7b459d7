import Foundation

/// The navigation controller's delegate: told before and after a screen is shown.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// Called before the navigation controller shows a view controller.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool)

  /// Called after the navigation controller showed a view controller.
  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController, animated: Bool
  ) {}

  public func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController, animated: Bool
  ) {}
}

/// A stack of screens, one on top, with a back button to the one below.
///
/// As in UIKit, `viewControllers` and `topViewController` change as soon as a push, pop or
/// `setViewControllers(_:animated:)` is called, and the lifecycle calls come in UIKit's order:
/// will-disappear, will-appear and the delegate's will-show at once; did-disappear, did-appear
/// and did-show when the transition ends. A transition that is not animated ends at once; an
/// animated one ends on a later main-queue turn, where UIKit ends it when its animation does.
/// While an animated transition is running, further pushes, pops and stack changes are ignored,
/// as UIKit ignores them ("the navigation stack will not be updated").
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The navigation controller's delegate, held weakly as in UIKit.
  open weak var delegate: UINavigationControllerDelegate?

  /// The stack of screens, bottom first.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The screen on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The screen that is visible: one presented modally over the navigation controller, or else
  /// the top one.
  open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

  /// The navigation bar. Headless: it holds settings and is not in the view tree; the screen
  /// transcript reads the bar's items from the top screen's navigation item.
  open private(set) lazy var navigationBar = UINavigationBar()

  /// The swipe from the left edge that pops the top view controller: work code disables it or
  /// gives it a delegate. Headless: a screen-edge pan recognizer on the left edge, kept but not
  /// installed on the view (no gesture is recognized; the touches' `tapBack()` pops).
  open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
    let recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    recognizer.edges = .left
    return recognizer
  }()

  /// Whether the navigation bar is hidden: then neither its title, its back button nor its items
  /// are on screen.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { navigationBar.isHidden = newValue }
  }

  /// Hides or shows the navigation bar; headless, an animated change completes at once.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The toolbar at the bottom. Headless: like the navigation bar it holds settings and is not
  /// in the view tree; the screen transcript reads its items from the top screen's
  /// `toolbarItems`, as UIKit fills it from them.
  open private(set) lazy var toolbar: UIToolbar! = UIToolbar()

  /// Whether the toolbar at the bottom is hidden; `true` by default, as in UIKit. A shown
  /// toolbar still hides while the top screen `hidesBottomBarWhenPushed`.
  open var isToolbarHidden = true

  /// Hides or shows the toolbar; headless, an animated change completes at once.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  private var stack: [UIViewController] = []

  private let sequencer = AppearanceSequencer()

  // Whether an animated transition has begun and not yet ended.
  private var isTransitioning: Bool { sequencer.isTransitioning }

  /// Creates a navigation controller with a first screen.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  open override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Pushes a screen on top of the stack.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing a view controller that is already in the navigation stack is not supported.")
    guard !isTransitioning else { return }
    let previous = topViewController
    addChild(viewController)
    stack.append(viewController)
    viewController.isMovingToParent = true
    transition(from: previous, to: viewController, animated: animated) {
      viewController.isMovingToParent = false
      viewController.didMove(toParent: self)
    }
  }

  /// Shows a screen by pushing it, animated.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Folds a collapsing split view controller's secondary view controller in by pushing it,
  /// without animation, as Apple documents.
  open override func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {
    pushViewController(secondaryViewController, animated: false)
  }

  /// On an unwind segue's path, pops back to the screen toward its destination.
  open override func unwind(
    for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController
  ) {
    guard stack.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC
    else { return }
    popToViewController(subsequentVC, animated: true)
  }

  /// Pops the top screen and returns it; does nothing and returns `nil` on the root screen.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return popToViewController(stack[stack.count - 2], animated: animated)?.first
  }

  /// Pops screens until the given one is on top; returns the popped ones.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard !isTransitioning, let index = stack.firstIndex(where: { $0 === viewController }),
      index < stack.count - 1
    else { return nil }
    let popped = Array(stack[(index + 1)...])
    let leaving = stack[stack.count - 1]
    for controller in popped { controller.willMove(toParent: nil) }
    leaving.isMovingFromParent = true
    stack.removeSubrange((index + 1)...)
    transition(from: leaving, to: viewController, animated: animated) {
      leaving.isMovingFromParent = false
      for controller in popped {
        controller.removeFromParent()
        controller.didMove(toParent: nil)
      }
    }
    return popped
  }

  /// Pops every screen but the root one.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the whole stack. As in UIKit, the screens that leave and the screens that join are
  /// told (`willMove(toParent:)`, `didMove(toParent:)`), and a top screen that leaves or joins
  /// sees `isMovingFromParent` or `isMovingToParent` while it disappears or appears.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    guard !isTransitioning else { return }
    let previous = topViewController
    let leaving = stack.filter { old in !viewControllers.contains { $0 === old } }
    let joining = viewControllers.filter { new in !stack.contains { $0 === new } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { controller.willMove(toParent: self) }
    stack = viewControllers
    replaceChildren(with: viewControllers)
    let top = topViewController
    let finish: @MainActor () -> Void = {
      previous?.isMovingFromParent = false
      top?.isMovingToParent = false
      for controller in leaving { controller.didMove(toParent: nil) }
      for controller in joining { controller.didMove(toParent: self) }
    }
    guard isViewLoaded, previous !== top else { return finish() }
    previous?.isMovingFromParent = leaving.contains { $0 === previous }
    top?.isMovingToParent = joining.contains { $0 === top }
    transition(from: previous, to: top, animated: animated, then: finish)
  }

  // MARK: Transitions

  // Every stack change goes through the kit's one appearance sequencer: the "will" calls and
  // the swap of views now, the "did" calls and `finish` when the transition ends. The pending
  // turn of an animated transition holds the controllers, as UIKit's animation does.
  private final func transition(
    from leaving: UIViewController?, to arriving: UIViewController?, animated: Bool,
    then finish: @escaping @MainActor () -> Void
  ) {
    guard isViewLoaded else { return finish() }
    sequencer.run(
      leaving: leaving.map { [$0] } ?? [], arriving: arriving.map { [$0] } ?? [],
      visible: isAppeared, animated: animated,
      changes: {
        if let arriving {
          delegate?.navigationController(self, willShow: arriving, animated: animated)
        }
        leaving?.viewIfLoaded?.removeFromSuperview()
        if let arriving { installChildView(arriving) }
      },
      isStillVisible: { self.isAppeared },
      completion: {
        if let arriving {
          self.delegate?.navigationController(self, didShow: arriving, animated: animated)
        }
        finish()
      })
  }

  // The navigation controller forwards its own appearance to the screen on top.
  override var appearanceChild: UIViewController? { topViewController }
}
