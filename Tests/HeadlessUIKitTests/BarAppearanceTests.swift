import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Bar appearances and back button display modes") @MainActor
struct BarAppearanceTests {
  @Test("configuring replaces the background and shadow; bars keep a copy of what they are given")
  func appearances() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.backgroundColor == nil && appearance.shadowColor == .separator)
    appearance.backgroundImage = UIImage(systemName: "star")
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundImage == nil)
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    let bar = UINavigationBar()
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance
    appearance.configureWithTransparentBackground()

    #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
    #expect(bar.standardAppearance !== appearance && bar.scrollEdgeAppearance !== appearance)
    expectEqual(bar.standardAppearance.backgroundColor, .systemBackground)
    expectEqual(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor, .white)
    let tabs = UITabBarAppearance(barAppearance: bar.standardAppearance)
    #expect(tabs.backgroundColor == .systemBackground && tabs.copy() is UITabBarAppearance)
  }

  @Test("the back button shows the title below, a generic title, or none; a custom view item shows")
  func backButtonDisplayModes() {
    let window = makeWindow(title: "Articles", showing: [])
    let navigation = window.rootViewController as! UINavigationController
    let below = navigation.topViewController!.navigationItem
    let detail = UIViewController()
    detail.title = "Hello"
    navigation.pushViewController(detail, animated: false)
    var headers: [String] = []
    for mode in [.default, .generic, .minimal] as [UINavigationItem.BackButtonDisplayMode] {
      below.backButtonDisplayMode = mode
      headers.append(ScreenTranscript.render(window))
    }

    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: UISwitch())
    headers.append(ScreenTranscript.render(window))

    expectEqual(
      headers,
      [
        "screen 2 of 2: Hello  ‹ Articles\n", "screen 2 of 2: Hello  ‹ Back\n",
        "screen 2 of 2: Hello  ‹\n", "screen 2 of 2: Hello  ‹\nbar: right [(custom view)]\n",
      ])
  }
}
