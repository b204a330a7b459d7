import Foundation
import HeadlessUIKit

extension Touches {
  // MARK: Pages

  /// Swipes the page view controller on screen to the next page (`.forward`) or back
  /// (`.reverse`), as a person does: asks the data source for the page after or before the one
  /// shown, tells the delegate `pageViewController(_:willTransitionTo:)`, turns the page
  /// (animated: the appearance "did" calls come on the next main-queue turn), and when the turn
  /// ends tells `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
  public func swipePage(_ direction: UIPageViewController.NavigationDirection) throws {
    guard let pages = Self.pageViewController(in: window.rootViewController) else {
      throw TouchError("there is no page view controller on this screen")
    }
    guard let shown = pages.viewControllers?.first else {
      throw TouchError("the page view controller shows no page")
    }
    let dataSource = pages.dataSource
    let next =
      direction == .forward
      ? dataSource?.pageViewController(pages, viewControllerAfter: shown)
      : dataSource?.pageViewController(pages, viewControllerBefore: shown)
    guard let next else {
      throw TouchError(
        "there is no page \(direction == .forward ? "after" : "before") the one shown")
    }
    let previous = pages.viewControllers ?? []
    pages.delegate?.pageViewController(pages, willTransitionTo: [next])
    pages.setViewControllers([next], direction: direction, animated: true) {
      [weak pages] finished in
      guard let pages else { return }
      pages.delegate?.pageViewController(
        pages, didFinishAnimating: finished, previousViewControllers: previous,
        transitionCompleted: true)
    }
  }

  // The first page view controller in the view controller tree, the presented ones last.
  private static func pageViewController(in controller: UIViewController?) -> UIPageViewController?
  {
    guard let controller else { return nil }
    if let pages = controller as? UIPageViewController { return pages }
    for child in controller.children {
      if let pages = pageViewController(in: child) { return pages }
    }
    return pageViewController(in: controller.presentedViewController)
  }
}
