import HeadlessUIKit

@testable import BranchCoordinator

/// A navigation controller that records what it is asked to show and shows nothing: the
/// coordinator's navigation, faked.
final class NavigationControllerSpy: UINavigationController {
  /// The stacks set, in order.
  private(set) var setStacks: [[UIViewController]] = []
  /// The view controllers pushed, in order, and whether each push was animated.
  private(set) var pushed: [(viewController: UIViewController, animated: Bool)] = []

  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    setStacks.append(viewControllers)
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushed.append((viewController, animated))
  }

  /// The date screens pushed, in order.
  var pushedDateScreens: [DateViewController] {
    pushed.compactMap { $0.viewController as? DateViewController }
  }
}
