import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Accessibility, font metrics, and the older button and table members")
@MainActor
struct AccessibilityTests {
  @Test("labels and controls are elements with their traits by default; a view is not")
  func defaults() {
    let label = UILabel()
    let button = UIButton(type: .system)
    let image = UIImageView()
    let plain = UIView()
    expectTrue(label.isAccessibilityElement)
    expectEqual(label.accessibilityTraits, .staticText)
    expectTrue(button.isAccessibilityElement)
    expectEqual(button.accessibilityTraits, .button)
    expectTrue(UISwitch().isAccessibilityElement)
    expectFalse(image.isAccessibilityElement)
    expectEqual(image.accessibilityTraits, .image)
    expectFalse(plain.isAccessibilityElement)
    expectEqual(plain.accessibilityTraits, [])

    // A card made one element, read as a button, with a hint and an identifier for UI tests.
    plain.isAccessibilityElement = true
    plain.accessibilityTraits = [.button, .selected]
    plain.accessibilityHint = "Opens the place"
    plain.accessibilityIdentifier = "place-card"
    label.isAccessibilityElement = false
    label.accessibilityTraits.insert(.header)
    expectTrue(plain.isAccessibilityElement)
    expectTrue(plain.accessibilityTraits.contains(.selected))
    expectFalse(label.isAccessibilityElement)
    expectEqual(label.accessibilityTraits, [.staticText, .header])
    expectEqual(plain.accessibilityIdentifier, "place-card")
  }

  @Test("announcements are recorded in the order the app posts them; VoiceOver is off")
  func announcements() {
    UIAccessibility.headlessPostedNotifications.removeAll()
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    expectEqual(
      UIAccessibility.headlessPostedNotifications.map(\.notification),
      [.announcement, .screenChanged])
    expectEqual(UIAccessibility.headlessPostedNotifications.first?.argument as? String, "Saved")
    expectFalse(UIAccessibility.isVoiceOverRunning)
    expectFalse(UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.headlessPostedNotifications.removeAll()
  }

  @Test("font metrics leave fonts and lengths as they are at the default size, up to a maximum")
  func fontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    expectIdentical(UIFontMetrics.default.scaledFont(for: font), font)
    expectEqual(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 44), 44)
    expectEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 15).pointSize, 15)
    expectEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30).pointSize, 17)
  }

  @Test("a button's content edge insets add to its intrinsic size")
  func contentEdgeInsets() {
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    let plain = button.intrinsicContentSize
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    expectEqual(
      button.intrinsicContentSize,
      CGSize(width: plain.width + 32, height: plain.height + 16))
    expectNotNil(button.imageView)
  }

  @Test("a row's delete confirmation button takes the delegate's title")
  func deleteConfirmationTitle() throws {
    final class RemovingDelegate: NSObject, UITableViewDelegate {
      func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
      ) -> String? { "Remove" }
    }
    let table = TableFixture(rows: 3)
    let delegate = RemovingDelegate()
    table.tableView.delegate = delegate
    let touches = Touches(window: makeWindow(showing: [table.tableView]))
    #expect(throws: TouchError.self) { try touches.swipeRow(at: 0, tapping: "Delete") }
    try touches.swipeRow(at: 0, tapping: "Remove")
    try touches.swipeToDelete(rowAt: 0)
    expectEqual(
      table.dataSource.committed, [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0)])
  }
}
