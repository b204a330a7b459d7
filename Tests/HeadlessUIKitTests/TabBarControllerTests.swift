import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Tab bar controllers") @MainActor
struct TabBarControllerTests {
  let log = EventLog()

  final class TabsDelegate: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var refused: String?

    init(log: EventLog) { self.log = log }

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      log.record("shouldSelect \(viewController.title ?? "")")
      return viewController.title != refused
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      log.record("didSelect \(viewController.title ?? "")")
    }
  }

  @Test("tabs are children; new tabs keep the selected one, else its index, else the first")
  func selection() {
    let tabs = UITabBarController()
    #expect(tabs.viewControllers == nil && tabs.selectedIndex == NSNotFound)
    let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
    a.title = "A"
    tabs.viewControllers = [a, b, c]
    #expect(tabs.selectedViewController === a && tabs.children == [a, b, c])
    #expect(b.tabBarController === tabs && a.tabBarItem.title == "A")
    a.title = "Alpha"
    expectEqual(tabs.tabBar.items?.first?.title, "Alpha")

    tabs.selectedIndex = 2
    tabs.setViewControllers([c, a], animated: true)
    #expect(tabs.selectedIndex == 0 && b.tabBarController == nil)
    tabs.selectedIndex = 1
    tabs.viewControllers = [b, c]
    expectIdentical(tabs.selectedViewController, c)
    tabs.viewControllers = [a]
    #expect(tabs.selectedViewController === a && tabs.tabBar.selectedItem === a.tabBarItem)
  }

  @Test("a tapped tab asks and tells the delegate and makes UIKit's appearance calls")
  func tapping() throws {
    let home = LifecycleViewController("Home", log: log)
    let inbox = UINavigationController(
      rootViewController: LifecycleViewController("Inbox", log: log))
    inbox.title = "Inbox"
    inbox.tabBarItem = UITabBarItem(
      title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
    inbox.tabBarItem.badgeValue = "3"
    let tabs = UITabBarController()
    tabs.viewControllers = [home, inbox]
    let delegate = TabsDelegate(log: log)
    tabs.delegate = delegate
    let window = makeWindow(root: tabs)
    _ = log.take()
    let touches = Touches(window: window)

    try touches.tapTab(titled: "Inbox")
    try touches.tapTab(titled: "Inbox")
    delegate.refused = "Home"
    try touches.tapTab(titled: "Home")
    tabs.selectedIndex = 0

    expectEqual(
      log.take(),
      [
        "shouldSelect Inbox", "Inbox viewDidLoad", "Home viewWillDisappear", "Inbox viewWillAppear",
        "Home viewDidDisappear", "Inbox viewDidAppear", "didSelect Inbox",
        "shouldSelect Inbox", "didSelect Inbox", "shouldSelect Home",
        "Inbox viewWillDisappear", "Home viewWillAppear", "Inbox viewDidDisappear",
        "Home viewDidAppear",
      ])
    expectEqual(ScreenTranscript.render(window), "screen: Home\ntabs: [Home] | Inbox (3)\n")
  }

  @Test("the transcript shows the tabs, unless a screen pushed in the tab hides the bottom bar")
  func hidingTheBar() async {
    let list = UIViewController()
    list.title = "Inbox"
    let navigation = UINavigationController(rootViewController: list)
    navigation.title = "Inbox"
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    let window = makeWindow(root: tabs)
    expectEqual(
      ScreenTranscript.render(window), "screen 1 of 1: Inbox\ntabs: [Inbox] | (untitled)\n")

    let detail = UIViewController()
    detail.title = "Message"
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: false)
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Message  ‹ Inbox\n")
  }
}
