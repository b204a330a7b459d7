// Swift 5 work code of a tab bar app: a theme applied from a plain static function, tabs built
// by a factory function outside any view controller, and quantity controls (a stepper, a
// slider, a page control) made in default arguments. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

enum Theme {
  static func apply(to tabBarController: UITabBarController) {
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithOpaqueBackground()
    tabBarController.tabBar.standardAppearance = tabAppearance
    tabBarController.tabBar.scrollEdgeAppearance = tabAppearance

    let navigationAppearance = UINavigationBarAppearance()
    navigationAppearance.configureWithTransparentBackground()
    navigationAppearance.titleTextAttributes = [.foregroundColor: UIColor.label]
    for case let navigation as UINavigationController in tabBarController.viewControllers ?? [] {
      navigation.navigationBar.standardAppearance = navigationAppearance
    }
  }
}

func makeMainTabs(badge: Int) -> UITabBarController {
  let quantities = UIViewController()
  quantities.view.addSubview(makeQuantityControls())
  let search = UINavigationController(rootViewController: quantities)
  search.tabBarItem = UITabBarItem(
    title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 0)
  let trips = UIViewController()
  trips.title = "Trips"
  trips.tabBarItem.badgeValue = badge > 0 ? String(badge) : nil
  let tabs = UITabBarController()
  tabs.setViewControllers([search, trips], animated: false)
  Theme.apply(to: tabs)
  return tabs
}

// The quantity controls of the search tab, made where the tab is built.
func makeQuantityControls(
  stepper: UIStepper = UIStepper(), slider: UISlider = UISlider(),
  pages: UIPageControl = UIPageControl()
) -> UIStackView {
  stepper.maximumValue = 8
  stepper.value = 2
  slider.maximumValue = 100
  slider.setValue(40, animated: false)
  pages.numberOfPages = 3
  pages.addAction(UIAction { _ in slider.value = 0 }, for: .valueChanged)
  return UIStackView(arrangedSubviews: [stepper, slider, pages])
}

// MARK: - The code above, run

@Suite("Tab bar work code in the Swift 5 mode") @MainActor
struct TabsWorkCodeInSwift5Tests {
  @Test(
    "the factory's tabs carry their badge and the theme's copies; the quantities keep their ranges")
  func mainTabs() {
    let tabs = makeMainTabs(badge: 2)
    let controls =
      (tabs.selectedViewController as? UINavigationController)?.topViewController?
      .view.subviews.first as? UIStackView
    #expect(tabs.tabBar.items?.map(\.title) == ["Search", "Trips"])
    #expect(tabs.viewControllers?.last?.tabBarItem.badgeValue == "2")
    #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemBackground)
    #expect((controls?.arrangedSubviews.first as? UIStepper)?.value == 2)
  }
}
