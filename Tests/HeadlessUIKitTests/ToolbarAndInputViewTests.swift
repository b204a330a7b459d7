import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Toolbars, keyboard accessory and input views") @MainActor
struct ToolbarAndInputViewTests {
  @Test("a toolbar keeps its items and look, and sizes to UIKit's 44 points at the screen's width")
  func toolbarItemsAndSize() {
    let toolbar = UIToolbar()
    expectNil(toolbar.items)
    expectTrue(toolbar.isTranslucent)
    let done = UIBarButtonItem(systemItem: .done)
    toolbar.setItems([.flexibleSpace(), done], animated: true)
    toolbar.barTintColor = .systemBackground
    toolbar.sizeToFit()

    expectEqual(toolbar.items?.count, 2)
    expectIdentical(toolbar.items?.last, done)
    expectEqual(toolbar.frame.size, CGSize(width: UIScreen.main.bounds.width, height: 44))
    expectEqual(toolbar.sizeThatFits(CGSize(width: 200, height: 10)).height, 44)
  }

  @Test("space items are system items: a fixed one keeps its width, and neither is read aloud")
  func spaceItems() {
    let fixed = UIBarButtonItem.fixedSpace(12)
    let flexible = UIBarButtonItem.flexibleSpace()
    expectEqual(fixed.width, 12)
    expectEqual(flexible.width, 0)
    expectEqual(flexible.accessibilityLabel, "")
    expectNil(flexible.title)
  }

  @Test("the navigation controller's toolbar shows the top screen's items once it is shown")
  func navigationToolbar() throws {
    let screen = UIViewController()
    screen.title = "Notes"
    var composed = 0
    let compose = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { _ in composed += 1 })
    screen.setToolbarItems([.flexibleSpace(), compose, .fixedSpace(8)], animated: false)
    let navigation = UINavigationController(rootViewController: screen)
    let window = makeWindow(root: navigation)
    let touches = Touches(window: window)

    expectTrue(navigation.isToolbarHidden)
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Notes\n")

    navigation.setToolbarHidden(false, animated: true)
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Notes\ntoolbar: [Compose]\n")
    try touches.tapBarButton(titled: "Compose")
    expectEqual(composed, 1)
    expectNotNil(navigation.toolbar)

    let detail = UIViewController()
    detail.title = "Note"
    detail.hidesBottomBarWhenPushed = true
    detail.toolbarItems = [UIBarButtonItem(title: "Share")]
    navigation.pushViewController(detail, animated: false)
    expectEqual(ScreenTranscript.render(window), "screen 2 of 2: Note  ‹ Notes\n")
  }

  @Test("a toolbar in the view tree is read, and its items are tapped, as bar buttons are")
  func toolbarInTheViewTree() throws {
    var archived = false
    let toolbar = UIToolbar()
    toolbar.items = [
      UIBarButtonItem(primaryAction: UIAction(title: "Archive") { _ in archived = true }),
      .flexibleSpace(), UIBarButtonItem(title: "Later"),
    ]
    let window = makeWindow(title: "Mail", showing: [toolbar])

    expectEqual(
      ScreenTranscript.render(window), "screen 1 of 1: Mail\ntoolbar: [Archive] [Later]\n")
    try Touches(window: window).tapBarButton(titled: "Archive")
    expectTrue(archived)
  }

  @Test(
    "a text view's accessory toolbar is on screen while it is edited, and its Done ends editing")
  func accessoryToolbar() throws {
    let textView = UITextView()
    textView.accessibilityLabel = "Message"
    let accessory = UIToolbar()
    accessory.items = [
      .flexibleSpace(),
      UIBarButtonItem(
        systemItem: .done, primaryAction: UIAction { _ in textView.resignFirstResponder() }),
    ]
    textView.inputAccessoryView = accessory
    let window = makeWindow(title: "New Message", showing: [textView])
    let touches = Touches(window: window)

    expectEqual(
      ScreenTranscript.render(window), "screen 1 of 1: New Message\ntext view \"Message\": empty\n")
    try touches.type("Hi", intoTextView: "Message")
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: New Message
      text view "Message": "Hi" (editing)
      above the keyboard:
        toolbar: [Done]

      """)

    try touches.tapBarButton(.done)
    expectFalse(textView.isFirstResponder)
    expectIdentical(textView.inputAccessoryView, accessory)
  }

  @Test("a custom input view replaces the keyboard: it is read in its place, and nothing is typed")
  func customInputView() throws {
    let field = UITextField()
    field.placeholder = "Date"
    let picker = UIDatePicker()
    picker.accessibilityLabel = "Day"
    picker.date = Date(timeIntervalSince1970: 0)
    field.inputView = picker
    field.reloadInputViews()
    let window = makeWindow(title: "Event", showing: [field])
    let touches = Touches(window: window)

    try touches.tapField("Date")
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Event
      field: empty (placeholder "Date") (editing)
      in place of the keyboard:
        date "Day": 1970-01-01

      """)
    let error = thrownError(TouchError.self) { try touches.type("x", intoField: "Date") }
    expectEqual(
      error?.description,
      "the field \"Date\" shows a custom input view in place of the keyboard, so there are no "
        + "keys to type; use the controls of its input view instead")
    expectEqual(field.text, "")
    expectNil(UIView().inputView)
  }
}

@Suite("Text attachments and content-unavailable configurations") @MainActor
struct AttachmentAndContentUnavailableTests {
  @Test("an attachment is one object replacement character that carries it")
  func attachmentString() {
    let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
    star.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
    let string = NSAttributedString(attachment: star)

    expectEqual(string.string, "\u{FFFC}")
    expectIdentical(
      string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment, star)
    expectEqual(NSTextAttachment().bounds, .zero)
    expectNil(NSTextAttachment(data: nil, ofType: nil).image)
  }

  @Test("a label shows an attachment as its image's name in brackets")
  func attachmentInLabel() {
    let rating = NSMutableAttributedString(string: "4.5 ")
    rating.append(
      NSAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "star.fill")!)))
    // Linux: Foundation stops the program when two attachments end up side by side.
    rating.append(NSAttributedString(string: " "))
    rating.append(NSAttributedString(attachment: NSTextAttachment()))
    let label = UILabel()
    label.attributedText = rating
    let window = makeWindow(title: "Hotel", showing: [label])

    expectEqual(
      ScreenTranscript.render(window),
      "screen 1 of 1: Hotel\nlabel: 4.5 [symbol \"star.fill\"] [attachment]\n")
  }

  @Test("the factory configurations start as UIKit's do")
  func factoryConfigurations() {
    expectNil(UIContentUnavailableConfiguration.empty().text)
    expectEqual(UIContentUnavailableConfiguration.loading().text, "Loading…")
    expectEqual(UIContentUnavailableConfiguration.search().text, "No Results")
    expectEqual(
      UIContentUnavailableConfiguration.search().image, UIImage(systemName: "magnifyingglass"))
  }

  @Test("a view controller shows its empty state over its content, and the update asked for")
  func emptyStateOverContent() throws {
    final class InboxViewController: UIViewController {
      var messages: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
      }
      var updates = 0
      var retried = false

      override func updateContentUnavailableConfiguration(
        using state: UIContentUnavailableConfigurationState
      ) {
        updates += 1
        guard messages.isEmpty else {
          contentUnavailableConfiguration = nil
          return
        }
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.text = "No Messages"
        configuration.secondaryText = "New mail shows here."
        configuration.button.title = "Refresh"
        configuration.buttonProperties.primaryAction = UIAction { [unowned self] _ in
          self.retried = true
        }
        contentUnavailableConfiguration = configuration
      }
    }
    let inbox = InboxViewController()
    inbox.title = "Inbox"
    let window = makeWindow(root: UINavigationController(rootViewController: inbox))

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Inbox
      image: symbol "tray"
      label: No Messages
      label: New mail shows here.
      button: [Refresh]

      """)
    expectEqual(inbox.updates, 1)
    try Touches(window: window).tapButton(titled: "Refresh")
    expectTrue(inbox.retried)

    inbox.messages = ["Hello"]
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Inbox\n")
    expectEqual(inbox.updates, 2)
    expectNil(inbox.contentUnavailableConfiguration)
  }
}
