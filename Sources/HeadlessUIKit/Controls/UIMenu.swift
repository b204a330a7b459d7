import Foundation

/// A menu: a titled group of actions and submenus, as a bar button item or a button shows it.
///
/// Headless: menus are kept, not shown; a tap on an item that has only a menu does nothing
/// visible.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// A name for a menu, unique among an app's menus.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The menu's identifier; a new, unique one unless you give one.
  open private(set) var identifier: UIMenu.Identifier

  /// How the menu shows its children.
  open private(set) var options: UIMenu.Options

  /// The menu's actions and submenus, in order.
  open private(set) var children: [UIMenuElement]

  private static var nextIdentifier = 0

  /// Creates a menu of actions and submenus.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.init(
      title: title, image: image, options: options, children: children,
      identifier: identifier ?? Self.makeIdentifier())
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(
    title: String, image: UIImage?, options: UIMenu.Options, children: [UIMenuElement],
    identifier: UIMenu.Identifier
  ) {
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }

  /// The menu's actions, those of its submenus included, in order.
  var allActions: [UIAction] {
    children.flatMap { element -> [UIAction] in
      if let action = element as? UIAction { return [action] }
      return (element as? UIMenu)?.allActions ?? []
    }
  }

  // The action with the title, in the menu or its submenus.
  func action(titled title: String) -> UIAction? {
    allActions.first { $0.title == title }
  }

  /// A copy of the menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, image: image, options: options, children: newChildren, identifier: identifier)
  }

  /// A copy of the menu, with the same identifier and children.
  open override func copy(with zone: NSZone? = nil) -> Any {
    replacingChildren(children)
  }

  private static func makeIdentifier() -> Identifier {
    nextIdentifier += 1
    return Identifier("com.apple.menu.dynamic.\(nextIdentifier)")
  }
}
