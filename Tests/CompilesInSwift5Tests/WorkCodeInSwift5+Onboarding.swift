// Swift 5 work code of an onboarding flow: a page view controller embedded as a child, its
// data source and delegate in the container, a page control kept in step with the page shown,
// and a Next button that turns the page in code. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class OnboardingPageViewController: UIViewController {
  let pageIndex: Int
  let headline = UILabel()

  init(pageIndex: Int, headline: String) {
    self.pageIndex = pageIndex
    super.init(nibName: nil, bundle: nil)
    self.headline.text = headline
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(headline)
  }
}

final class OnboardingViewController: UIViewController, UIPageViewControllerDataSource,
  UIPageViewControllerDelegate
{
  let pageController = UIPageViewController(
    transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
  let pageControl = UIPageControl()
  lazy var pages: [OnboardingPageViewController] = [
    OnboardingPageViewController(pageIndex: 0, headline: "Welcome"),
    OnboardingPageViewController(pageIndex: 1, headline: "Search anywhere"),
    OnboardingPageViewController(pageIndex: 2, headline: "Book your stay"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    pageController.dataSource = self
    pageController.delegate = self
    addChild(pageController)
    view.addSubview(pageController.view)
    pageController.view.frame = view.bounds
    pageController.didMove(toParent: self)
    pageController.setViewControllers([pages[0]], direction: .forward, animated: false)
    pageControl.numberOfPages = pages.count
    view.addSubview(pageControl)
  }

  func showNextPage() {
    guard let current = pageController.viewControllers?.first,
      let next = pageViewController(pageController, viewControllerAfter: current)
        as? OnboardingPageViewController
    else { return }
    pageController.setViewControllers([next], direction: .forward, animated: true) {
      [weak self] _ in
      self?.pageControl.currentPage = next.pageIndex
    }
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? OnboardingPageViewController, page.pageIndex > 0 else {
      return nil
    }
    return pages[page.pageIndex - 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let page = viewController as? OnboardingPageViewController,
      page.pageIndex + 1 < pages.count
    else { return nil }
    return pages[page.pageIndex + 1]
  }

  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {
    guard completed,
      let page = pageViewController.viewControllers?.first as? OnboardingPageViewController
    else { return }
    pageControl.currentPage = page.pageIndex
  }
}

// MARK: - The code above, run

@Suite("Onboarding work code in the Swift 5 mode") @MainActor
struct OnboardingWorkCodeInSwift5Tests {
  @Test("Next turns to the second page, and the page control follows when the turn ends")
  func nextPage() async {
    let onboarding = OnboardingViewController()
    onboarding.loadViewIfNeeded()
    onboarding.showNextPage()
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }

    let shown = onboarding.pageController.viewControllers?.first as? OnboardingPageViewController
    #expect(shown?.headline.text == "Search anywhere")
    #expect(onboarding.pageControl.currentPage == 1)
    #expect(onboarding.pageController.parent === onboarding)
    #expect(shown?.view.superview === onboarding.pageController.view)
  }
}
