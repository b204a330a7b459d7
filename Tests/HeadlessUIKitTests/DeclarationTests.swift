import HeadlessUIKit
import Testing

/// Declarations that follow Apple's, where UIKit code depends on their exact shape.
@Suite("Declarations as UIKit's") @MainActor
struct DeclarationTests {
  @Test("a label's font and text colour are implicitly unwrapped: nil puts the default back")
  func labelDefaults() {
    let label = UILabel()
    #expect(label.font.pointSize == 17)
    #expect(label.textColor === UIColor.label)
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    #expect(label.font.pointSize == 13)
    label.font = nil
    label.textColor = nil
    #expect(label.font.pointSize == 17)
    #expect(label.textColor === UIColor.label)
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
    #expect(action.identifier.rawValue == "retry")
    #expect(action.attributes == .destructive)
    #expect(action.state == .on)
    #expect(action.image != nil)
    let button = UIButton(type: .system, primaryAction: action)
    button.sendActions(for: .primaryActionTriggered)
    #expect(senders == ["UIButton"])
    #expect(action.sender == nil, "the sender is only there while the handler runs")
    #expect(button.currentTitle == "Retry")
    let first = UIAction { _ in }
    let second = UIAction { _ in }
    #expect(first.identifier != second.identifier, "each action gets an identifier of its own")
  }

  @Test("enums bridged from Objective-C have UIKit's raw values")
  func rawValues() {
    #expect(UIButton.ButtonType.custom.rawValue == 0)
    #expect(UIButton.ButtonType.system.rawValue == 1)
    #expect(UIButton.ButtonType.close.rawValue == 7)
    #expect(UIDatePicker.Mode(rawValue: 1) == .date)
    #expect(UIMenuElement.State.mixed.rawValue == 2)
  }

  @Test("named images come from the asset catalog; symbols need a symbol's name")
  func images() {
    #expect(UIImage(named: "declaration-tests-pin") == nil)
    UIImage.addToAssetCatalog(named: "declaration-tests-pin")
    #expect(UIImage(named: "declaration-tests-pin") != nil)
    #expect(UIImage(systemName: "magnifyingglass") != nil)
    #expect(UIImage(named: "") == nil)
    #expect(UIImage(systemName: "") == nil)
    #expect(UIImage(systemName: "Not A Symbol") == nil)
  }

  @Test("a view controller may override its navigation item, as UIKit allows")
  func navigationItemOverride() {
    final class Custom: UIViewController {
      let item = UINavigationItem(title: "Custom")
      override var navigationItem: UINavigationItem { item }
    }
    let custom = Custom()
    #expect(custom.navigationItem.title == "Custom")
    let plain = UIViewController()
    plain.title = "Plain"
    #expect(plain.navigationItem.title == "Plain")
    #expect(plain.navigationItem === plain.navigationItem, "made once, then kept")
  }

  @Test("a window made without a frame covers the main screen")
  func windowFrame() {
    #expect(UIWindow().frame == UIScreen.main.bounds)
    #expect(UIWindow(frame: .zero).frame == .zero)
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
    #expect(copy.title == "Save All")
    #expect(copy.image != nil)
    #expect(copy.identifier == action.identifier)
    copy.title = "Changed"
    #expect(action.title == "Save All", "a copy is independent of the original")
    UIButton(type: .system, primaryAction: copy).sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
  }

  @Test("text styles carry the raw values of UIKit's Objective-C constants")
  func textStyleRawValues() {
    #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
    #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote") == .footnote)
    let font = UIFont.preferredFont(forTextStyle: .headline)
    #expect(font.copy() as? UIFont === font, "a font is immutable: its copy is itself")
  }

  @Test("layout attributes copy their index path and frame into an independent object")
  func layoutAttributesCopy() throws {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
    attributes.frame = CGRect(x: 0, y: 88, width: 390, height: 44)
    let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
    copy.frame.origin.y = 0
    #expect(copy.indexPath == IndexPath(item: 2, section: 1))
    #expect(attributes.frame.origin.y == 88)
  }

  @Test("zero insets, the plain button type and the main screen read as in UIKit")
  func smallMembers() {
    #expect(UIEdgeInsets() == .zero)
    #expect(UIButton.ButtonType.plain.rawValue == 6)
    #expect(UIScreen.main === UIScreen.main)
    #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
  }
}
