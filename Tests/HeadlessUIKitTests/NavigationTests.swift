import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Navigation and view controller lifecycle") @MainActor
struct NavigationTests {
  /// A navigation controller on screen in a window, with a spy on it and its screens.
  @MainActor
  final class Stack {
    let log: EventLog
    let window = UIWindow()
    let navigation: UINavigationController
    let navigationSpy: NavigationSpy

    init(_ titles: String...) {
      let log = EventLog()
      self.log = log
      let screens = titles.map { LifecycleViewController($0, log: log) }
      navigation = UINavigationController(rootViewController: screens[0])
      navigationSpy = NavigationSpy(log: log)
      navigation.delegate = navigationSpy
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      for screen in screens.dropFirst() { navigation.pushViewController(screen, animated: false) }
      _ = log.take()
    }

    func screen(_ title: String) -> LifecycleViewController {
      LifecycleViewController(title, log: log)
    }

    var titles: [String] { navigation.viewControllers.map { $0.title ?? "?" } }
  }

  @Test("a root screen in a window loads, then appears, when the window is made key and visible")
  func rootInWindow() {
    let log = EventLog()
    let root = LifecycleViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow()
    window.rootViewController = navigation
    _ = log.take()
    expectFalse(root.isViewLoaded)

    window.makeKeyAndVisible()

    expectEqual(log.take(), ["A viewDidLoad", "A viewWillAppear", "A viewDidAppear"])
    expectTrue(window.isKeyWindow)
    expectIdentical(root.view.window, window)
    expectIdentical(root.navigationController, navigation)
    expectIdentical(root.parent, navigation)
  }

  @Test("an animated push makes the will calls at once, the did calls on the next main-queue turn")
  func animatedPush() async {
    let stack = Stack("A")
    let b = stack.screen("B")

    stack.navigation.pushViewController(b, animated: true)

    expectEqual(
      stack.log.take(),
      [
        "B willMove(toParent: navigation)",
        "B viewDidLoad",
        "A viewWillDisappear",
        "B viewWillAppear isMovingToParent",
        "willShow B",
      ])
    expectEqual(stack.titles, ["A", "B"])
    expectIdentical(stack.navigation.topViewController, b)
    expectTrue(b.isMovingToParent)

    await drainMainQueue()

    expectEqual(
      stack.log.take(),
      [
        "A viewDidDisappear",
        "B viewDidAppear isMovingToParent",
        "didShow B",
        "B didMove(toParent: navigation)",
      ])
    expectIdentical(b.navigationController, stack.navigation)
    expectIdentical(b.view.window, stack.window)
    expectFalse(b.isMovingToParent)
  }

  @Test("a push that is not animated makes every lifecycle call before it returns")
  func pushWithoutAnimation() {
    let stack = Stack("A")
    let b = stack.screen("B")

    stack.navigation.pushViewController(b, animated: false)

    expectEqual(
      stack.log.take(),
      [
        "B willMove(toParent: navigation)",
        "B viewDidLoad",
        "A viewWillDisappear",
        "B viewWillAppear isMovingToParent",
        "willShow B",
        "A viewDidDisappear",
        "B viewDidAppear isMovingToParent",
        "didShow B",
        "B didMove(toParent: navigation)",
      ])
    expectIdentical(stack.navigation.topViewController, b)
    expectFalse(b.isMovingToParent)
  }

  @Test("an animated pop removes the screen from the stack at once, and from its parent after")
  func animatedPop() async {
    let stack = Stack("A", "B")

    let popped = stack.navigation.popViewController(animated: true)

    expectEqual(popped?.title, "B")
    expectEqual(
      stack.log.take(),
      [
        "B willMove(toParent: nil)",
        "B viewWillDisappear isMovingFromParent",
        "A viewWillAppear",
        "willShow A",
      ])
    expectEqual(stack.titles, ["A"])
    expectEqual(popped?.isMovingFromParent, true)

    await drainMainQueue()

    expectEqual(
      stack.log.take(),
      [
        "B viewDidDisappear isMovingFromParent",
        "A viewDidAppear",
        "didShow A",
        "B didMove(toParent: nil)",
      ])
    expectNil(popped?.navigationController)
    expectNil(popped?.parent)
    expectEqual(popped?.isMovingFromParent, false)
    expectNil(popped?.viewIfLoaded?.window)
  }

  @Test("while an animated push runs, another push or a pop is ignored, as UIKit ignores it")
  func changesDuringATransitionAreIgnored() async {
    let stack = Stack("A")
    let b = stack.screen("B")
    let c = stack.screen("C")
    stack.navigation.pushViewController(b, animated: true)
    _ = stack.log.take()

    stack.navigation.pushViewController(c, animated: true)
    let popped = stack.navigation.popViewController(animated: false)
    stack.navigation.setViewControllers([c], animated: false)

    expectNil(popped)
    expectEqual(stack.titles, ["A", "B"])
    #expect(stack.log.take().isEmpty)
    await drainMainQueue()
    expectEqual(stack.log.take().last, "B didMove(toParent: navigation)")
    expectNil(c.parent)

    stack.navigation.pushViewController(c, animated: false)

    expectEqual(stack.titles, ["A", "B", "C"])
  }

  @Test("off screen, an animated push has nothing to animate: it ends at once, with no appearance")
  func pushOffScreen() {
    let log = EventLog()
    let root = LifecycleViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: root)
    navigation.loadViewIfNeeded()
    _ = log.take()

    navigation.pushViewController(LifecycleViewController("B", log: log), animated: true)
    navigation.pushViewController(LifecycleViewController("C", log: log), animated: true)

    expectEqual(navigation.viewControllers.map { $0.title ?? "?" }, ["A", "B", "C"])
    let events = log.take()
    #expect(events.filter { $0.contains("ppear") }.isEmpty)
    expectEqual(events.filter { $0.contains("didMove") }.count, 2)
  }

  @Test("a pop on the root screen does nothing")
  func popOnRoot() {
    let stack = Stack("A")

    expectNil(stack.navigation.popViewController(animated: true))
    expectNil(stack.navigation.popToRootViewController(animated: true))
    #expect(stack.log.events.isEmpty)
    expectEqual(stack.titles, ["A"])
  }

  @Test("popToViewController pops every screen above it; only the top one disappears")
  func popToViewController() async {
    let stack = Stack("A", "B", "C", "D")
    let b = stack.navigation.viewControllers[1]

    let popped = stack.navigation.popToViewController(b, animated: true)
    await drainMainQueue()

    expectEqual(popped?.map { $0.title ?? "?" }, ["C", "D"])
    expectEqual(
      stack.log.take(),
      [
        "C willMove(toParent: nil)",
        "D willMove(toParent: nil)",
        "D viewWillDisappear isMovingFromParent",
        "B viewWillAppear",
        "willShow B",
        "D viewDidDisappear isMovingFromParent",
        "B viewDidAppear",
        "didShow B",
        "C didMove(toParent: nil)",
        "D didMove(toParent: nil)",
      ])
    expectEqual(stack.titles, ["A", "B"])
  }

  @Test("popToRootViewController leaves only the root screen")
  func popToRoot() {
    let stack = Stack("A", "B", "C")

    let popped = stack.navigation.popToRootViewController(animated: false)

    expectEqual(popped?.map { $0.title ?? "?" }, ["B", "C"])
    expectEqual(
      stack.log.take(),
      [
        "B willMove(toParent: nil)",
        "C willMove(toParent: nil)",
        "C viewWillDisappear isMovingFromParent",
        "A viewWillAppear",
        "willShow A",
        "C viewDidDisappear isMovingFromParent",
        "A viewDidAppear",
        "didShow A",
        "B didMove(toParent: nil)",
        "C didMove(toParent: nil)",
      ])
    expectEqual(stack.titles, ["A"])
    expectEqual(stack.navigation.children.map { $0.title ?? "?" }, ["A"])
  }

  @Test("setViewControllers replaces the stack: the old top leaves, the new top arrives")
  func setViewControllers() async {
    let stack = Stack("A", "B")
    let a = stack.navigation.viewControllers[0]
    let c = stack.screen("C")

    stack.navigation.setViewControllers([a, c], animated: true)
    expectEqual(stack.titles, ["A", "C"])
    await drainMainQueue()

    expectEqual(
      stack.log.take(),
      [
        "B willMove(toParent: nil)",
        "C willMove(toParent: navigation)",
        "C viewDidLoad",
        "B viewWillDisappear isMovingFromParent",
        "C viewWillAppear isMovingToParent",
        "willShow C",
        "B viewDidDisappear isMovingFromParent",
        "C viewDidAppear isMovingToParent",
        "didShow C",
        "B didMove(toParent: nil)",
        "C didMove(toParent: navigation)",
      ])
    expectEqual(stack.titles, ["A", "C"])
    expectEqual(stack.navigation.children.map { $0.title ?? "?" }, ["A", "C"])
    expectIdentical(c.navigationController, stack.navigation)
  }

  @Test("setViewControllers that keeps the top screen makes no appearance calls")
  func setViewControllersKeepingTheTop() {
    let stack = Stack("A", "B")
    let b = stack.navigation.viewControllers[1]

    stack.navigation.viewControllers = [b]

    expectEqual(stack.log.take(), ["A willMove(toParent: nil)", "A didMove(toParent: nil)"])
    expectEqual(stack.titles, ["B"])
    expectIdentical(b.view.window, stack.window)
  }

  @Test("a popped screen is deallocated once nothing holds it")
  func poppedScreenIsDeallocated() async {
    let stack = Stack("A")
    weak var popped: UIViewController?
    do {
      let b = stack.screen("B")
      b.view.addSubview(UIView())
      stack.navigation.pushViewController(b, animated: true)
      popped = b
    }
    await drainMainQueue()
    expectNotNil(popped)

    stack.navigation.popViewController(animated: true)
    await drainMainQueue()

    expectNil(popped)
  }

  @Test("viewDidLoad runs once, however often the view is asked for")
  func viewDidLoadOnce() {
    let log = EventLog()
    let screen = LifecycleViewController("A", log: log)

    screen.loadViewIfNeeded()
    screen.loadViewIfNeeded()
    _ = screen.view
    let navigation = UINavigationController(rootViewController: screen)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    expectEqual(log.events.filter { $0.hasSuffix("viewDidLoad") }, ["A viewDidLoad"])
    expectTrue(screen.isViewLoaded)
    expectEqual(screen.view.frame, UIScreen.main.bounds)
  }

  @Test("navigationController is the nearest navigation controller above the screen")
  func navigationControllerProperty() {
    let stack = Stack("A")
    let b = stack.screen("B")
    let child = UIViewController()
    expectNil(b.navigationController)

    stack.navigation.pushViewController(b, animated: false)
    b.addChild(child)
    child.didMove(toParent: b)

    expectIdentical(b.navigationController, stack.navigation)
    expectIdentical(child.navigationController, stack.navigation)
    expectIdentical(child.parent, b)
    stack.navigation.popViewController(animated: false)
    expectNil(child.navigationController)
  }

  @Test("replacing the window's root makes the old one disappear and the new one appear")
  func replacingTheWindowRoot() {
    let stack = Stack("A")
    let other = stack.screen("Z")

    stack.window.rootViewController = other

    expectEqual(
      stack.log.take(),
      [
        "A viewWillDisappear", "A viewDidDisappear",
        "Z viewDidLoad", "Z viewWillAppear", "Z viewDidAppear",
      ])
    expectIdentical(other.view.window, stack.window)
  }

  @Test("UIWindow() covers the main screen, and so does every screen shown in it")
  func windowCoversTheScreen() {
    let stack = Stack("A")
    let b = stack.screen("B")

    stack.navigation.pushViewController(b, animated: true)
    stack.window.layoutIfNeeded()

    expectEqual(stack.window.frame, UIScreen.main.bounds)
    expectEqual(stack.navigation.view.frame, UIScreen.main.bounds)
    expectEqual(b.view.frame, UIScreen.main.bounds)
  }

  @Test("in a window of another size, the screen on top fills the navigation controller")
  func screensFillASmallerWindow() {
    let log = EventLog()
    let root = LifecycleViewController("A", log: log)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    expectEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))

    let pushed = LifecycleViewController("B", log: log)
    navigation.pushViewController(pushed, animated: false)
    window.layoutIfNeeded()

    expectEqual(pushed.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test("a view controller's root view lays out, and viewDidLayoutSubviews runs, once on screen")
  func viewDidLayoutSubviewsRunsOnScreen() {
    final class FrameLayoutViewController: UIViewController {
      let label = UILabel()
      private(set) var layoutCalls: [String] = []

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
      }

      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutCalls.append("viewWillLayoutSubviews")
      }

      override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCalls.append("viewDidLayoutSubviews")
        label.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 24)
      }
    }
    let screen = FrameLayoutViewController()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: screen)
    window.makeKeyAndVisible()

    window.layoutIfNeeded()

    expectEqual(screen.layoutCalls, ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    expectEqual(screen.label.frame, CGRect(x: 16, y: 16, width: 358, height: 24))
  }
}
