import Expectations
import HeadlessUIKit
import Testing

/// Declarations that follow Apple's, where UIKit code depends on their exact shape.
@Suite("Declarations as UIKit's") @MainActor
struct DeclarationTests {
  @Test("a label's font and text colour are implicitly unwrapped: nil puts the default back")
  func labelDefaults() {
    let label = UILabel()
    expectEqual(label.font.pointSize, 17)
    expectIdentical(label.textColor, UIColor.label)
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    expectEqual(label.font.pointSize, 13)
    label.font = nil
    label.textColor = nil
    expectEqual(label.font.pointSize, 17)
    expectIdentical(label.textColor, UIColor.label)
  }

  @Test("an action takes UIKit's defaulted parameters, and sees its sender while it runs")
  func actionParameters() {
    var senders: [String] = []
    let action = UIAction(
      title: "Retry", image: UIImage(systemName: "arrow.clockwise"),
      identifier: UIAction.Identifier("retry"), attributes: [.destructive], state: .on
    ) { action in
      senders.append(String(describing: type(of: action.sender ?? "nobody")))
    }
    expectEqual(action.identifier.rawValue, "retry")
    expectEqual(action.attributes, .destructive)
    expectEqual(action.state, .on)
    expectNotNil(action.image)
    let button = UIButton(type: .system, primaryAction: action)
    button.sendActions(for: .primaryActionTriggered)
    expectEqual(senders, ["UIButton"])
    expectNil(action.sender, "the sender is only there while the handler runs")
    expectEqual(button.currentTitle, "Retry")
    let first = UIAction { _ in }
    let second = UIAction { _ in }
    #expect(first.identifier != second.identifier, "each action gets an identifier of its own")
  }

  @Test("enums bridged from Objective-C have UIKit's raw values")
  func rawValues() {
    expectEqual(UIButton.ButtonType.custom.rawValue, 0)
    expectEqual(UIButton.ButtonType.system.rawValue, 1)
    expectEqual(UIButton.ButtonType.close.rawValue, 7)
    expectEqual(UIDatePicker.Mode(rawValue: 1), .date)
    expectEqual(UIMenuElement.State.mixed.rawValue, 2)
  }

  @Test("named images come from the asset catalog; symbols need a symbol's name")
  func images() {
    expectNil(UIImage(named: "declaration-tests-pin"))
    UIImage.addToAssetCatalog(named: "declaration-tests-pin")
    expectNotNil(UIImage(named: "declaration-tests-pin"))
    expectNotNil(UIImage(systemName: "magnifyingglass"))
    expectNil(UIImage(named: ""))
    expectNil(UIImage(systemName: ""))
    expectNil(UIImage(systemName: "Not A Symbol"))
  }

  @Test("a view controller may override its navigation item, as UIKit allows")
  func navigationItemOverride() {
    final class Custom: UIViewController {
      let item = UINavigationItem(title: "Custom")
      override var navigationItem: UINavigationItem { item }
    }
    let custom = Custom()
    expectEqual(custom.navigationItem.title, "Custom")
    let plain = UIViewController()
    plain.title = "Plain"
    expectEqual(plain.navigationItem.title, "Plain")
    expectIdentical(plain.navigationItem, plain.navigationItem, "made once, then kept")
  }

  @Test("a window made without a frame covers the main screen")
  func windowFrame() {
    expectEqual(UIWindow().frame, UIScreen.main.bounds)
    expectEqual(UIWindow(frame: .zero).frame, .zero)
  }
}

/// Copying, initializers and small members that work code relies on.
@Suite("Copies and small members as UIKit's") @MainActor
struct CopyingTests {
  @Test("an action's title and image are settable, and a copy keeps its identifier and handler")
  func actionCopies() throws {
    var runs = 0
    let action = UIAction(title: "Save", identifier: UIAction.Identifier("save")) { _ in
      runs += 1
    }
    action.title = "Save All"
    action.image = UIImage(systemName: "tray")
    let copy = try #require(action.copy() as? UIAction)
    #expect(copy !== action)
    expectEqual(copy.title, "Save All")
    expectNotNil(copy.image)
    expectEqual(copy.identifier, action.identifier)
    copy.title = "Changed"
    expectEqual(action.title, "Save All", "a copy is independent of the original")
    UIButton(type: .system, primaryAction: copy).sendActions(for: .primaryActionTriggered)
    expectEqual(runs, 1)
  }

  @Test("text styles carry the raw values of UIKit's Objective-C constants")
  func textStyleRawValues() {
    expectEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
    expectEqual(UIFont.TextStyle.subheadline.rawValue, "UICTFontTextStyleSubhead")
    expectEqual(UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote"), .footnote)
    let font = UIFont.preferredFont(forTextStyle: .headline)
    expectIdentical(font.copy() as? UIFont, font, "a font is immutable: its copy is itself")
  }

  @Test("layout attributes copy their index path and frame into an independent object")
  func layoutAttributesCopy() throws {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    attributes.frame = CGRect(x: 0, y: 88, width: 390, height: 44)
    let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
    copy.frame.origin.y = 0
    expectEqual(copy.indexPath, IndexPath(item: 2, section: 1))
    expectEqual(attributes.frame.origin.y, 88)
  }

  @Test("zero insets, the plain button type and the main screen read as in UIKit")
  func smallMembers() {
    expectEqual(UIEdgeInsets(), .zero)
    expectEqual(UIButton.ButtonType.plain.rawValue, 6)
    expectIdentical(UIScreen.main, UIScreen.main)
    expectEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844))
  }
}
