import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// A button that records its configuration updates, as a subclass overriding
/// `updateConfiguration()` does.
final class UpdatingButton: UIButton {
  var updates: [String] = []

  override func updateConfiguration() {
    updates.append("updateConfiguration")
    super.updateConfiguration()
  }
}

@Suite("Button configurations") @MainActor
struct ButtonConfigurationTests {
  nonisolated static let styles: [String] = [
    "plain", "tinted", "gray", "filled", "borderless", "bordered", "borderedTinted",
    "borderedProminent",
  ]

  static func make(_ style: String) -> UIButton.Configuration {
    switch style {
    case "plain": .plain()
    case "tinted": .tinted()
    case "gray": .gray()
    case "filled": .filled()
    case "borderless": .borderless()
    case "bordered": .bordered()
    case "borderedTinted": .borderedTinted()
    default: .borderedProminent()
    }
  }

  @Test("every style starts with Apple's documented defaults", arguments: styles)
  func defaults(style: String) {
    let configuration = Self.make(style)
    expectNil(configuration.title)
    expectNil(configuration.subtitle)
    expectNil(configuration.image)
    expectEqual(configuration.cornerStyle, .dynamic)
    expectEqual(configuration.buttonSize, .medium)
    expectEqual(configuration.imagePlacement, .leading)
    expectEqual(configuration.titleAlignment, .automatic)
    expectFalse(configuration.showsActivityIndicator)
    expectNil(configuration.baseBackgroundColor)
  }

  @Test("configurations of the same style and values are equal; styles differ")
  func equality() {
    var first = UIButton.Configuration.filled()
    first.title = "Book"
    var second = UIButton.Configuration.filled()
    second.attributedTitle = AttributedString("Book")
    expectEqual(first, second)
    expectEqual(first.hashValue, second.hashValue)
    #expect(UIButton.Configuration.filled() != .tinted())
  }

  @Test("the title is the attributed title's characters, and back")
  func titleAndAttributedTitle() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Next"
    expectEqual(configuration.attributedTitle.map { String($0.characters) }, "Next")
    configuration.attributedSubtitle = AttributedString("2 of 3")
    expectEqual(configuration.subtitle, "2 of 3")
    configuration.title = nil
    expectNil(configuration.attributedTitle)
  }

  @Test("a button has no configuration unless given one, and shows its configuration's title")
  func configurationTitleIsShown() {
    let button = UIButton(type: .system)
    expectNil(button.configuration)
    var configuration = UIButton.Configuration.borderedProminent()
    configuration.title = "Reserve"
    button.configuration = configuration
    expectEqual(button.currentTitle, "Reserve")
    expectEqual(button.configuration?.title, "Reserve")

    let window = makeWindow(title: "Hotel", showing: [button])
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Hotel
      button: [Reserve]

      """)
  }

  @Test("the primary action's title and image go into the configuration, and the tap runs it")
  func primaryAction() {
    var tapped = 0
    let image = UIImage(systemName: "heart")
    let action = UIAction(title: "Save", image: image) { _ in tapped += 1 }
    let button = UIButton(configuration: .tinted(), primaryAction: action)
    expectEqual(button.configuration?.title, "Save")
    expectIdentical(button.configuration?.image, image)
    button.sendActions(for: .primaryActionTriggered)
    expectEqual(tapped, 1)
  }

  @Test("updates asked for before a layout pass run once, then the handler, in that order")
  func updatesCoalesce() {
    let button = UpdatingButton(configuration: .plain())
    button.configurationUpdateHandler = { button in
      (button as? UpdatingButton)?.updates.append("handler")
    }
    button.setNeedsUpdateConfiguration()
    button.setNeedsUpdateConfiguration()
    expectEqual(button.updates, [])

    button.layoutIfNeeded()
    expectEqual(button.updates, ["updateConfiguration", "handler"])
    button.layoutIfNeeded()
    expectEqual(button.updates.count, 2)
  }

  @Test(
    "the handler updates the title when the button's state changes, and the transcript shows it")
  func handlerFollowsState() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Pay"
    let button = UIButton(configuration: configuration)
    button.configurationUpdateHandler = { button in
      button.configuration?.title = button.isEnabled ? "Pay" : "Paying…"
      button.configuration?.showsActivityIndicator = !button.isEnabled
    }
    let window = makeWindow(title: "Checkout", showing: [button])
    button.isEnabled = false

    #expect(ScreenTranscript.render(window).contains("button: [Paying…] (disabled)"))
    expectEqual(button.configuration?.showsActivityIndicator, true)
  }

  @Test("a plain button's title is still the one set for its state")
  func plainButtonsKeepTheirTitles() {
    let button = UIButton(type: .system)
    button.setTitle("Cancel", for: .normal)
    expectEqual(button.currentTitle, "Cancel")
    button.configuration = .plain()
    expectEqual(button.currentTitle, "Cancel")
  }
}
