import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Auto Layout: a scroll view's guides, and safe area added by a view controller")
@MainActor
struct ScrollViewGuidesTests {
  /// A scroll view filling a window, with a column of `rows` 100-point rows pinned to its
  /// content guide and as wide as its frame guide.
  private func makeColumn(rows: Int) -> (
    window: UIWindow, scrollView: UIScrollView, stack: UIStackView
  ) {
    let window = UIWindow()
    let scrollView = UIScrollView(frame: window.bounds)
    let stack = UIStackView(
      arrangedSubviews: (0..<rows).map { _ in
        let row = UIView()
        row.heightAnchor.constraint(equalToConstant: 100).isActive = true
        return row
      })
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    window.addSubview(scrollView)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: content.topAnchor),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])
    window.layoutIfNeeded()
    return (window, scrollView, stack)
  }

  @Test("content pinned to the content guide makes the content size; the frame guide is the bounds")
  func contentSizeFromTheContentGuide() {
    let (window, scrollView, stack) = makeColumn(rows: 12)
    expectEqual(scrollView.contentSize, CGSize(width: 390, height: 1200))
    expectEqual(stack.frame, CGRect(x: 0, y: 0, width: 390, height: 1200))
    expectEqual(
      scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 1200))
    expectEqual(scrollView.frameLayoutGuide.layoutFrame, scrollView.bounds)
    // More content, more to scroll.
    let row = UIView()
    row.heightAnchor.constraint(equalToConstant: 100).isActive = true
    stack.addArrangedSubview(row)
    window.layoutIfNeeded()
    expectEqual(scrollView.contentSize, CGSize(width: 390, height: 1300))
  }

  @Test("what is pinned to the frame guide stays where the scroll view is as the content scrolls")
  func frameGuideStaysPut() {
    let (window, scrollView, _) = makeColumn(rows: 12)
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    let frame = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    expectEqual(badge.frame, CGRect(x: 340, y: 10, width: 40, height: 20))
    scrollView.contentOffset = CGPoint(x: 0, y: 250)
    window.layoutIfNeeded()
    expectEqual(badge.frame, CGRect(x: 340, y: 260, width: 40, height: 20))
    expectEqual(frame.layoutFrame.minY, 250)
  }

  @Test("additional safe area insets narrow the safe area inside the bars, and say so")
  func additionalSafeAreaInsets() {
    final class Screen: UIViewController {
      var changes = 0
      override func viewSafeAreaInsetsDidChange() { changes += 1 }
    }
    let screen = Screen()
    let (window, content) = showPinnedToSafeArea(screen)
    expectEqual(content.frame, CGRect(x: 0, y: 47, width: 390, height: 763))

    // A palette along the bottom, and a little room at the sides.
    screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 8, bottom: 60, right: 8)
    expectEqual(screen.changes, 1)
    window.layoutIfNeeded()
    expectEqual(screen.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 8, bottom: 94, right: 8))
    expectEqual(content.frame, CGRect(x: 8, y: 47, width: 374, height: 703))
    // The views inside see the part of it that reaches them.
    expectEqual(content.safeAreaInsets, .zero)

    screen.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 8, bottom: 60, right: 8)
    expectEqual(screen.changes, 1, "setting the same insets again changes nothing")
    screen.additionalSafeAreaInsets = .zero
    window.layoutIfNeeded()
    expectEqual(content.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
    expectEqual(screen.changes, 2)
  }

  @Test("a list row's text properties reach its labels: the case it is shown in, its lines")
  func listTextProperties() {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Busan station"
    content.secondaryText = "Dong-gu, Busan"
    content.textProperties.transform = .uppercase
    content.textProperties.numberOfLines = 1
    content.textProperties.font = .systemFont(ofSize: 20, weight: .semibold)
    content.secondaryTextProperties.transform = .lowercase
    content.imageProperties.cornerRadius = 8
    let view = UIListContentView(configuration: content)
    let labels = view.subviews.compactMap { $0 as? UILabel }
    expectEqual(labels.map(\.text), ["BUSAN STATION", "dong-gu, busan"])
    expectEqual(labels.first?.numberOfLines, 1)
    expectEqual(labels.first?.font.pointSize, 20)
    expectEqual(labels.last?.numberOfLines, 0, "a list row's text takes the lines it needs")
    expectEqual(content.imageProperties.cornerRadius, 8)
    content.textProperties.transform = .capitalized
    content.text = "haeundae beach"
    view.configuration = content
    expectEqual(labels.first?.text, "Haeundae Beach")
  }

  @Test("no other app can open a URL")
  func canOpenURL() throws {
    let url = try #require(URL(string: "https://example.com"))
    expectFalse(UIApplication.shared.canOpenURL(url))
  }
}
