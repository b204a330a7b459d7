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
/// Headless: transitions complete at once, whether `animated` or not, with UIKit's order of
/// lifecycle calls (will-disappear, will-appear, delegate will-show, did-disappear, did-appear,
/// delegate did-show).
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
    let previous = topViewController
    addChild(viewController)
    stack.append(viewController)
    viewController.isMovingToParent = true
    transition(from: previous, to: viewController, animated: animated)
    viewController.isMovingToParent = false
    viewController.didMove(toParent: self)
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
    guard let index = stack.firstIndex(where: { $0 === viewController }),
      index < stack.count - 1
    else { return nil }
    let popped = Array(stack[(index + 1)...])
    let leaving = stack[stack.count - 1]
    for controller in popped { controller.willMove(toParent: nil) }
    leaving.isMovingFromParent = true
    stack.removeSubrange((index + 1)...)
    transition(from: leaving, to: viewController, animated: animated)
    leaving.isMovingFromParent = false
    for controller in popped {
      controller.removeFromParent()
      controller.didMove(toParent: nil)
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
    let previous = topViewController
    let leaving = stack.filter { old in !viewControllers.contains { $0 === old } }
    let joining = viewControllers.filter { new in !stack.contains { $0 === new } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { controller.willMove(toParent: self) }
    stack = viewControllers
    replaceChildren(with: viewControllers)
    if isViewLoaded, previous !== topViewController {
      let top = topViewController
      previous?.isMovingFromParent = leaving.contains { $0 === previous }
      top?.isMovingToParent = joining.contains { $0 === top }
      transition(from: previous, to: top, animated: animated)
      previous?.isMovingFromParent = false
      top?.isMovingToParent = false
    }
    for controller in leaving { controller.didMove(toParent: nil) }
    for controller in joining { controller.didMove(toParent: self) }
  }

  // MARK: Transitions

  private func transition(
    from leaving: UIViewController?, to arriving: UIViewController?, animated: Bool
  ) {
    guard isViewLoaded else { return }
    let visible = isAppeared
    if let arriving { arriving.loadViewIfNeeded() }
    if visible {
      leaving?.beginAppearance(false, animated: animated)
      arriving?.beginAppearance(true, animated: animated)
    }
    if let arriving { delegate?.navigationController(self, willShow: arriving, animated: animated) }
    leaving?.viewIfLoaded?.removeFromSuperview()
    if let arriving { install(arriving) }
    if visible {
      leaving?.endAppearance(false, animated: animated)
      arriving?.endAppearance(true, animated: animated)
    }
    if let arriving { delegate?.navigationController(self, didShow: arriving, animated: animated) }
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
