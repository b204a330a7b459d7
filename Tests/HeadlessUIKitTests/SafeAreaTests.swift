import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Auto Layout: the safe area")
@MainActor
struct SafeAreaTests {
  @Test("a screen's view pinned to the safe area clears the status bar and home indicator")
  func pinsToSafeArea() {
    let screen = UIViewController()
    let (window, content) = showPinnedToSafeArea(screen)
    let safeArea = screen.view.safeAreaLayoutGuide
    expectEqual(window.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    expectEqual(content.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
    expectEqual(safeArea.layoutFrame, content.frame)
  }

  @Test("under a navigation controller the bar's 44 points are unsafe too")
  func navigationBar() {
    let content = UIView()
    let window = makeWindow(showing: [content])
    guard let screenView = content.superview else { return }
    content.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: screenView.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: screenView.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: screenView.layoutMarginsGuide.trailingAnchor),
      content.heightAnchor.constraint(equalToConstant: 56),
    ])
    window.layoutIfNeeded()
    expectEqual(screenView.safeAreaInsets.top, 91)
    expectEqual(content.frame, CGRect(x: 16, y: 91, width: 358, height: 56))
  }

  @Test("a view off screen, or clear of the unsafe strips, has no safe area insets")
  func noInsets() {
    expectEqual(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).safeAreaInsets, .zero)
    let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
    let window = UIWindow()
    window.addSubview(middle)
    expectEqual(middle.safeAreaInsets, .zero)
    let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
    window.addSubview(top)
    expectEqual(top.safeAreaInsets.top, 27)
  }
}

/// Shows the screen in a window, with a view pinned to its view's safe area, laid out.
@MainActor
func showPinnedToSafeArea(_ screen: UIViewController) -> (window: UIWindow, content: UIView) {
  let content = UIView()
  content.translatesAutoresizingMaskIntoConstraints = false
  screen.view.addSubview(content)
  let safeArea = screen.view.safeAreaLayoutGuide
  NSLayoutConstraint.activate([
    content.topAnchor.constraint(equalTo: safeArea.topAnchor),
    content.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
    content.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
  ])
  let window = UIWindow()
  window.rootViewController = screen
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  return (window, content)
}
