import Foundation
import HeadlessUIKit

extension Screen {
  /// Whether the screen on top shows a navigation bar: it is in a navigation controller whose
  /// bar is not hidden.
  var showsNavigationBar: Bool {
    topViewController?.navigationController?.isNavigationBarHidden == false
  }

  /// The search controller of the screen on top, if its navigation item has one.
  var searchController: UISearchController? {
    topViewController?.navigationItem.searchController
  }

  /// The search bar in the navigation bar: the search controller's, or one set as the title
  /// view.
  var navigationBarSearchBar: UISearchBar? {
    guard showsNavigationBar else { return nil }
    return searchController?.searchBar ?? topViewController?.navigationItem.titleView
      as? UISearchBar
  }

  /// The view of the search controller's results, while it shows them over the screen.
  var searchResultsView: UIView? {
    guard let searchController, searchController.isActive,
      let view = searchController.searchResultsController?.viewIfLoaded,
      view.window === window, !view.isHidden
    else { return nil }
    return view
  }

  /// The alert on top, if the presented view controller on top is one.
  var alert: UIAlertController? {
    presentedViewController as? UIAlertController
  }

  /// The bar button items of the screen on top: left ones from left to right, right ones from
  /// left to right (UIKit lists them from right to left).
  var barButtonItems: (left: [UIBarButtonItem], right: [UIBarButtonItem]) {
    guard showsNavigationBar else { return ([], []) }
    let item = topViewController?.navigationItem
    let shown = { (item: UIBarButtonItem) in item !== hiddenDisplayModeButtonItem }
    return (
      (item?.leftBarButtonItems ?? []).filter(shown),
      (item?.rightBarButtonItems ?? []).reversed().filter(shown)
    )
  }

  /// The display mode button of the split view controller the top screen is in, while it is
  /// collapsed: UIKit hides the button then.
  private var hiddenDisplayModeButtonItem: UIBarButtonItem? {
    guard let split = topViewController?.splitViewController, split.isCollapsed else {
      return nil
    }
    return split.displayModeButtonItem
  }

  /// The items of the navigation controller's toolbar, while it shows, left to right: the top
  /// screen's `toolbarItems`, as UIKit fills the toolbar from them. A screen pushed with
  /// `hidesBottomBarWhenPushed` hides the toolbar, as Apple documents.
  var navigationToolbarItems: [UIBarButtonItem] {
    guard let top = topViewController, let navigation = top.navigationController,
      !navigation.isToolbarHidden, navigation.topViewController === top,
      !(top.hidesBottomBarWhenPushed && navigation.viewControllers.first !== top)
    else { return [] }
    return Self.shownItems(top.toolbarItems ?? [])
  }

  /// The items of every toolbar a person can tap: the navigation controller's, then the
  /// visible toolbars in the view tree (one above the keyboard included).
  var toolbarItems: [UIBarButtonItem] {
    let bars = visibleViews.compactMap { $0 as? UIToolbar }
    return navigationToolbarItems + bars.flatMap { Self.shownItems($0.items ?? []) }
  }

  /// A toolbar's items a person sees: all but the spaces, which have no title, image or view.
  static func shownItems(_ items: [UIBarButtonItem]) -> [UIBarButtonItem] {
    items.filter { !title(of: $0).isEmpty || $0.image != nil }
  }

  /// The stack a person sees in a navigation controller: when it is itself pushed on another,
  /// as a collapsing split view controller pushes a secondary navigation controller, its
  /// screens come after those below it in the outer stack, under the outer bar.
  static func visibleStack(of navigation: UINavigationController) -> [UIViewController] {
    var stack = navigation.viewControllers
    var inner = navigation
    while let outer = inner.navigationController,
      let index = outer.viewControllers.firstIndex(where: { $0 === inner })
    {
      stack = outer.viewControllers[..<index] + stack
      inner = outer
    }
    return stack
  }

  /// Whether the screen on top shows a back button: it has a screen below it, does not hide
  /// the button, and has no left items that replace it.
  var showsBackButton: Bool {
    guard let top = topViewController, let navigation = top.navigationController,
      Self.visibleStack(of: navigation).count > 1, navigation.topViewController === top,
      !navigation.isNavigationBarHidden
    else { return false }
    let item = top.navigationItem
    return !item.hidesBackButton
      && (item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton)
  }

  /// The tab bar controller whose tab bar is on screen: the one the screen on top is in, unless
  /// something is presented over it, its tab bar is hidden, or a screen pushed in the selected
  /// tab hides the bottom bar (`hidesBottomBarWhenPushed`).
  var tabBarController: UITabBarController? {
    guard presentedViewController == nil, let top = topViewController,
      let tabs = top.tabBarController, !tabs.tabBar.isHidden
    else { return nil }
    let pushed = top.navigationController?.viewControllers.dropFirst() ?? []
    return pushed.contains { $0.hidesBottomBarWhenPushed } ? nil : tabs
  }

  /// The title of the bar button as a person reads it: its title, a system item's name, or
  /// `(custom view)`.
  static func title(of item: UIBarButtonItem) -> String {
    item.title ?? item.accessibilityLabel ?? (item.customView == nil ? "" : "(custom view)")
  }

  /// A presentation style's name, for people.
  static func name(of style: UIModalPresentationStyle) -> String {
    switch style {
    case .automatic, .pageSheet: "page sheet"
    case .none: "none"
    case .fullScreen: "full screen"
    case .formSheet: "form sheet"
    case .currentContext: "current context"
    case .custom: "custom"
    case .overFullScreen: "over full screen"
    case .overCurrentContext: "over current context"
    case .popover: "popover"
    case .blurOverFullScreen: "blur over full screen"
    }
  }
}
