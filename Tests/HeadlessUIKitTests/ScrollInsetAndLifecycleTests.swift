import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Content inset adjustment, separators and lifecycle notifications") @MainActor
struct ScrollInsetAndLifecycleTests {
  // A scroll view filling a window on the headless phone: 47 points of status bar above,
  // 34 of home indicator below.
  func scrollViewFillingAWindow() -> (UIWindow, UIScrollView) {
    let window = UIWindow()
    let scrollView = UIScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    window.makeKeyAndVisible()
    scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 10, right: 0)
    return (window, scrollView)
  }

  @Test("adjustedContentInset adds the safe area as the adjustment behavior says")
  func adjustedContentInset() {
    let (window, scrollView) = scrollViewFillingAWindow()
    defer { _ = window }
    expectEqual(scrollView.contentInsetAdjustmentBehavior, .automatic)
    // Short content, not in a navigation controller: nothing to scroll, nothing added.
    expectEqual(scrollView.adjustedContentInset, scrollView.contentInset)

    scrollView.contentInsetAdjustmentBehavior = .always
    expectEqual(
      scrollView.adjustedContentInset, UIEdgeInsets(top: 52, left: 0, bottom: 44, right: 0))

    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    scrollView.contentSize = CGSize(width: 100, height: 2000)
    expectEqual(
      scrollView.adjustedContentInset, UIEdgeInsets(top: 52, left: 0, bottom: 44, right: 0))

    scrollView.contentInsetAdjustmentBehavior = .never
    expectEqual(scrollView.adjustedContentInset, scrollView.contentInset)
  }

  @Test(
    "automatic adjustment adds the top and bottom safe area to a root view in a navigation controller"
  )
  func automaticInANavigationController() {
    let screen = UITableViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: screen)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.view.layoutIfNeeded()
    let tableView: UITableView = screen.tableView
    expectEqual(tableView.adjustedContentInset.top, tableView.safeAreaInsets.top)
    #expect(tableView.adjustedContentInset.top > 0)
  }

  @Test("separator insets are kept on the table and on each cell")
  func separatorInsets() {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    expectEqual(table.separatorInset, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    table.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
    expectEqual(table.separatorInset.left, 72)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.separatorInset = .zero
    expectEqual(cell.separatorInset, .zero)
  }

  @Test("the lifecycle notifications have UIKit's names, and an observer gets a posted one")
  func lifecycleNotifications() {
    expectEqual(
      UIApplication.didBecomeActiveNotification.rawValue,
      "UIApplicationDidBecomeActiveNotification")
    expectEqual(
      UIApplication.willEnterForegroundNotification.rawValue,
      "UIApplicationWillEnterForegroundNotification")
    final class Received: @unchecked Sendable {
      var names: [Notification.Name] = []
    }
    let received = Received()
    let center = NotificationCenter()
    let observer = center.addObserver(
      forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
    ) { received.names.append($0.name) }
    center.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
    center.post(name: UIApplication.willResignActiveNotification, object: nil)
    center.removeObserver(observer)
    expectEqual(received.names, [UIApplication.didEnterBackgroundNotification])
  }
}
