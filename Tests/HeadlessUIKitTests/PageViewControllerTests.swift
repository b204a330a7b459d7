import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Page view controller") @MainActor
struct PageViewControllerTests {
  let log = EventLog()

  /// Three pages in order, and a delegate that logs the turns.
  final class Book: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    let log: EventLog

    init(_ pages: [UIViewController], log: EventLog) {
      self.pages = pages
      self.log = log
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
      return pages[index - 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
      guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else {
        return nil
      }
      return pages[index + 1]
    }

    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {
      log.record("willTransitionTo \(pendingViewControllers.map { $0.title ?? "?" })")
    }

    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
      log.record(
        "didFinishAnimating \(finished) from \(previousViewControllers.map { $0.title ?? "?" }) "
          + "completed \(completed)")
    }
  }

  /// A page view controller of three logged pages, its book, shown in a window.
  func makeShownBook() -> (UIPageViewController, Book, UIWindow) {
    let pages = ["One", "Two", "Three"].map { LifecycleViewController($0, log: log) }
    let book = Book(pages, log: log)
    let pageViewController = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal)
    pageViewController.title = "Book"
    pageViewController.dataSource = book
    pageViewController.delegate = book
    pageViewController.setViewControllers([pages[0]], direction: .forward, animated: false)
    let window = UIWindow()
    window.rootViewController = pageViewController
    window.makeKeyAndVisible()
    return (pageViewController, book, window)
  }

  @Test("made for a scroll, it keeps its style and orientation and shows no page yet")
  func initialState() {
    let scroll = UIPageViewController(
      transitionStyle: .scroll, navigationOrientation: .vertical,
      options: [.interPageSpacing: 8])
    let curl = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])

    expectEqual(scroll.transitionStyle, .scroll)
    expectEqual(scroll.navigationOrientation, .vertical)
    expectEqual(scroll.spineLocation, .none)
    expectNil(scroll.viewControllers)
    expectEqual(curl.spineLocation, .max)
    expectFalse(curl.isDoubleSided)
  }

  @Test("setting a page before the view loads makes it the child whose view fills the container")
  func pageBeforeTheViewLoads() {
    let page = LifecycleViewController("One", log: log)
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pages.title = "Book"
    var finished: Bool?
    pages.setViewControllers([page], direction: .forward, animated: false) { finished = $0 }

    expectEqual(log.take(), ["One willMove(toParent: Book)", "One didMove(toParent: Book)"])
    expectEqual(finished, true)
    expectIdentical(page.parent, pages)
    expectEqual(pages.viewControllers, [page])
    pages.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    expectIdentical(page.view.superview, pages.view)
    expectEqual(log.take(), ["One viewDidLoad"])
  }

  @Test("a page set in code on screen swaps children with UIKit's calls, and tells no delegate")
  func pageSetInCode() async {
    let (pageViewController, book, _) = makeShownBook()
    _ = log.take()

    pageViewController.setViewControllers([book.pages[2]], direction: .forward, animated: true)
    let untilTheTurnEnds = log.take()
    await drainMainQueue()

    expectEqual(
      untilTheTurnEnds,
      [
        "One willMove(toParent: nil)", "Three willMove(toParent: Book)", "Three viewDidLoad",
        "One viewWillDisappear isMovingFromParent", "Three viewWillAppear isMovingToParent",
      ])
    expectEqual(
      log.take(),
      [
        "One viewDidDisappear isMovingFromParent", "Three viewDidAppear isMovingToParent",
        "One didMove(toParent: nil)", "Three didMove(toParent: Book)",
      ])
    expectEqual(pageViewController.children, [book.pages[2]])
    expectNil(book.pages[0].parent)
  }

  @Test("a swipe asks the data source, tells the delegate before and after, and turns the page")
  func swipes() async throws {
    let (pageViewController, book, window) = makeShownBook()
    let touches = Touches(window: window)
    _ = log.take()

    try touches.swipePage(.forward)
    await drainMainQueue()
    let forward = log.take()
    try touches.swipePage(.reverse)
    await drainMainQueue()
    let back = log.take()

    expectEqual(forward.first, "willTransitionTo [\"Two\"]")
    expectEqual(forward.last, "didFinishAnimating true from [\"One\"] completed true")
    expectTrue(forward.contains("Two viewDidAppear isMovingToParent"))
    expectEqual(back.first, "willTransitionTo [\"One\"]")
    expectEqual(back.last, "didFinishAnimating true from [\"Two\"] completed true")
    expectEqual(pageViewController.viewControllers, [book.pages[0]])
    #expect(throws: TouchError.self) { try touches.swipePage(.reverse) }
  }
}
