import Foundation

/// Whether an interface is light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// How much room an interface has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The kind of device an interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// The text size a person chose in Settings, smallest to largest.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when a person changes the text size. Headless: nothing changes it, so nothing
  /// posts it.
  public nonisolated static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// Whether this is one of the five larger accessibility sizes.
  public var isAccessibilityCategory: Bool { rank >= Self.accessibilityMedium.rank }

  // The sizes in order; an unknown or unspecified category ranks below the smallest.
  private static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

  public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank < right.rank
  }

  public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank <= right.rank
  }

  public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank > right.rank
  }

  public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank >= right.rank
  }
}

/// The traits of an interface's environment: light or dark, size classes, idiom, scale and
/// text size. A trait collection never changes; it compares by value, as in UIKit.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
  /// Whether the interface is light or dark.
  open var userInterfaceStyle: UIUserInterfaceStyle { key.style }
  /// The horizontal size class.
  open var horizontalSizeClass: UIUserInterfaceSizeClass { key.horizontal }
  /// The vertical size class.
  open var verticalSizeClass: UIUserInterfaceSizeClass { key.vertical }
  /// The kind of device.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { key.idiom }
  /// Points to pixels; 0 when unspecified.
  open var displayScale: CGFloat { key.scale }
  /// The text size a person chose.
  open var preferredContentSizeCategory: UIContentSizeCategory { key.contentSize }

  // The traits, which equality and hashing compare.
  private let key: Key

  private struct Key: Hashable {
    var style = UIUserInterfaceStyle.unspecified
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var idiom = UIUserInterfaceIdiom.unspecified
    var scale: CGFloat = 0
    var contentSize = UIContentSizeCategory.unspecified
  }

  private init(_ key: Key) {
    self.key = key
    super.init()
  }

  /// A trait collection with every trait unspecified.
  public convenience override init() {
    self.init(Key())
  }

  /// A trait collection with only the interface style specified.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(Key(style: userInterfaceStyle))
  }

  /// A trait collection with only the horizontal size class specified.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(Key(horizontal: horizontalSizeClass))
  }

  /// A trait collection with only the vertical size class specified.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(Key(vertical: verticalSizeClass))
  }

  /// A trait collection with only the idiom specified.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(Key(idiom: idiom))
  }

  /// A trait collection with only the display scale specified.
  public convenience init(displayScale scale: CGFloat) {
    self.init(Key(scale: scale))
  }

  /// A trait collection with only the text size specified.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(Key(contentSize: preferredContentSizeCategory))
  }

  /// The traits of several collections merged: for each trait, the last collection that
  /// specifies it wins; a trait none specifies stays unspecified.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    func last<Trait: Equatable>(_ trait: (UITraitCollection) -> Trait, unspecified: Trait) -> Trait
    {
      traitCollections.last { trait($0) != unspecified }.map(trait) ?? unspecified
    }
    self.init(
      Key(
        style: last(\.userInterfaceStyle, unspecified: .unspecified),
        horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
        vertical: last(\.verticalSizeClass, unspecified: .unspecified),
        idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
        scale: last(\.displayScale, unspecified: 0),
        contentSize: last(\.preferredContentSizeCategory, unspecified: .unspecified)))
  }

  /// Whether every trait the other collection specifies has the same value here; `true` for
  /// `nil`.
  open func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return
      (trait.userInterfaceStyle == .unspecified
      || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.horizontalSizeClass == .unspecified
        || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified
        || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// Whether dynamic colours may resolve differently under the other collection: headless,
  /// whether the interface styles differ (the kit has no contrast, level or gamut traits);
  /// `true` for `nil`.
  open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    traitCollection?.userInterfaceStyle != userInterfaceStyle
  }

  public nonisolated override func isEqual(_ object: Any?) -> Bool {
    (object as? UITraitCollection)?.key == key
  }

  public nonisolated override var hash: Int { key.hashValue }

  /// The collection itself: a trait collection never changes.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  // MARK: The current trait collection

  /// The trait collection of the code running now, per thread as in UIKit. UIKit sets it around
  /// `traitCollectionDidChange(_:)` and `draw(_:)`, and so does the kit; elsewhere it is the
  /// headless screen's traits unless code set it (headless: UIKit also sets it around
  /// `layoutSubviews()`, which the kit does not).
  open class var current: UITraitCollection {
    get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? .screen }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  private static let currentKey = "HeadlessUIKit.UITraitCollection.current"

  /// Runs the actions with this collection as `current`, then puts the previous one back.
  open func performAsCurrent(_ actions: () -> Void) {
    let previous = Thread.current.threadDictionary[Self.currentKey]
    Thread.current.threadDictionary[Self.currentKey] = self
    defer { Thread.current.threadDictionary[Self.currentKey] = previous }
    actions()
  }

  // MARK: For the trait environments (UITraitEnvironment.swift)

  // The headless screen's traits: an iPhone in portrait, light, at 3x, default text size.
  static let screen = UITraitCollection(
    Key(
      style: .light, horizontal: .compact, vertical: .regular, idiom: .phone, scale: 3,
      contentSize: .large))

  // These traits with another interface style, or these traits if it is unspecified.
  func overriding(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    guard style != .unspecified, style != userInterfaceStyle else { return self }
    var key = key
    key.style = style
    return UITraitCollection(key)
  }
}
