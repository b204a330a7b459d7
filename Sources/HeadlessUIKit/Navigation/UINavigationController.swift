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

  /// The screen that is visible: the top one, as nothing is presented modally here.
  open var visibleViewController: UIViewController? { stack.last }

  private var stack: [UIViewController] = []

  // Whether an animated transition has begun and not yet ended.
  private var isTransitioning = false

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

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { install(top) }
  }

  // The screen on top keeps filling the navigation controller's view when that view resizes.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    topViewController?.viewIfLoaded?.frame = view.bounds
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

  // The one sequencer of every stack change: the "will" calls and the swap of views now, the
  // "did" calls and `finish` when the transition ends, at once or, animated and on screen, on
  // the next main-queue turn. The pending turn holds the controllers, as UIKit's animation does.
  private func transition(
    from leaving: UIViewController?, to arriving: UIViewController?, animated: Bool,
    then finish: @escaping @MainActor () -> Void
  ) {
    guard isViewLoaded else { return finish() }
    let visible = isAppeared
    if let arriving { arriving.loadViewIfNeeded() }
    if visible {
      leaving?.beginAppearance(false, animated: animated)
      arriving?.beginAppearance(true, animated: animated)
    }
    if let arriving { delegate?.navigationController(self, willShow: arriving, animated: animated) }
    leaving?.viewIfLoaded?.removeFromSuperview()
    if let arriving { install(arriving) }
    let end: @MainActor () -> Void = {
      // A navigation controller taken off screen meanwhile already told its top screen it
      // disappeared: a late did-appear would contradict that.
      if visible, self.isAppeared {
        leaving?.endAppearance(false, animated: animated)
        arriving?.endAppearance(true, animated: animated)
      }
      if let arriving {
        self.delegate?.navigationController(self, didShow: arriving, animated: animated)
      }
      finish()
    }
    guard animated, visible else { return end() }
    isTransitioning = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.isTransitioning = false
        end()
      }
    }
  }

  private func install(_ controller: UIViewController) {
    let childView: UIView = controller.view
    childView.frame = view.bounds
    view.addSubview(childView)
  }

  // The navigation controller forwards its own appearance to the screen on top.
  override func beginAppearance(_ appearing: Bool, animated: Bool) {
    super.beginAppearance(appearing, animated: animated)
    topViewController?.beginAppearance(appearing, animated: animated)
  }

  override func endAppearance(_ appearing: Bool, animated: Bool) {
    super.endAppearance(appearing, animated: animated)
    topViewController?.endAppearance(appearing, animated: animated)
  }
}
