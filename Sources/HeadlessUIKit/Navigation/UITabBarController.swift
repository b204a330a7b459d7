import Foundation

/// The tab bar controller's delegate, asked and told when a person taps a tab. Every method is
/// optional, as in UIKit.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// Asked when a person taps a tab: whether its view controller should be selected.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Told after a person tapped a tab, even the selected one; not when code selects a tab.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// The bar of tabs at the bottom of a tab bar controller. Headless: it holds the items and
/// settings, and is not in the view tree; the screen transcript reads the tabs from the tab
/// bar controller.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items shown, one per tab; a tab bar controller sets them from its view controllers'
  /// `tabBarItem`s.
  open var items: [UITabBarItem]?

  /// The selected item.
  open weak var selectedItem: UITabBarItem?

  /// The colour of the bar's background (kept, not drawn).
  open var barTintColor: UIColor?

  /// The colour of the items that are not selected (kept, not drawn).
  open var unselectedItemTintColor: UIColor?

  /// Whether the bar is translucent (kept, not drawn).
  open var isTranslucent = true

  /// The bar's look (kept, not drawn): a copy of the appearance set, as UIKit copies it; the
  /// system's default look until set.
  @NSCopying open var standardAppearance = UITabBarAppearance()

  /// The bar's look while content scrolled to its edge (kept); `nil` uses the standard one.
  @NSCopying open var scrollEdgeAppearance: UITabBarAppearance?
}

/// Shows one of several view controllers, one per tab, and switches between them when a
/// person taps a tab (`Touches.tapTab(titled:)`).
///
/// Every view controller of the tabs is a child of the tab bar controller; only the selected
/// one's view is in the view tree. Selecting another one makes the appearance calls UIKit
/// makes (the old one's will-disappear, the new one's will-appear, then the did calls), at
/// once: a tab switch is not animated.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The delegate, held weakly as in UIKit.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The view controllers of the tabs, left to right; `nil` until set.
  open var viewControllers: [UIViewController]? {
    get { hasTabs ? tabs : nil }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller of the selected tab: one of `viewControllers`, `nil` while there are
  /// none. Setting one that is not a tab's is ignored.
  open var selectedViewController: UIViewController? {
    get { tabs.indices.contains(storedIndex) ? tabs[storedIndex] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      select(index)
    }
  }

  /// The index of the selected tab; `NSNotFound` while there are no tabs. Setting an index
  /// outside the tabs is ignored.
  open var selectedIndex: Int {
    get { tabs.indices.contains(storedIndex) ? storedIndex : NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else { return }
      select(newValue)
    }
  }

  /// The tab bar, with an item per tab.
  open private(set) lazy var tabBar = UITabBar()

  private var tabs: [UIViewController] = []
  private var hasTabs = false
  private var storedIndex = 0
  private let sequencer = AppearanceSequencer()

  /// Replaces the tabs. As Apple documents, the view controller selected before stays selected
  /// if it is still a tab; otherwise the tab at the same index, or else the first one.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let previous = selectedViewController
    let new = viewControllers ?? []
    let leaving = tabs.filter { old in !new.contains { $0 === old } }
    let joining = new.filter { added in !tabs.contains { $0 === added } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { controller.willMove(toParent: self) }
    tabs = new
    hasTabs = viewControllers != nil
    replaceChildren(with: new)
    if let previous, let index = new.firstIndex(where: { $0 === previous }) {
      storedIndex = index
    } else if !new.indices.contains(storedIndex) {
      storedIndex = 0
    }
    tabBar.items = new.map { $0.tabBarItem }
    tabBar.selectedItem = selectedViewController?.tabBarItem
    transition(from: previous, to: selectedViewController)
    for controller in leaving { controller.didMove(toParent: nil) }
    for controller in joining { controller.didMove(toParent: self) }
  }

  private func select(_ index: Int) {
    let previous = selectedViewController
    storedIndex = index
    tabBar.selectedItem = tabs[index].tabBarItem
    transition(from: previous, to: tabs[index])
  }

  // A tab switch goes through the kit's one appearance sequencer, not animated.
  private func transition(from leaving: UIViewController?, to arriving: UIViewController?) {
    swapShownChild(from: leaving, to: arriving, through: sequencer)
  }

  // The tab bar controller forwards its own appearance to the selected tab.
  override var appearanceChild: UIViewController? { selectedViewController }
}
