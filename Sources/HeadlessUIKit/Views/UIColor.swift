import Foundation

/// A colour. Headless: kept and compared, never drawn.
///
/// As in UIKit, colours compare by value (`==`, `isEqual(_:)` and `hash`): two colours are equal
/// when they are in the same colour space with equal components, or are the same system or
/// asset colour with the same alpha. `.white`, `.black` and `.clear` are greys, as in UIKit:
/// `UIColor.white` equals `UIColor(white: 1, alpha: 1)`, not
/// `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
open class UIColor: NSObject, @unchecked Sendable {
  // What equality compares: the colour space and its components, or the name UIKit resolves
  // the colour by (a dynamic system colour, or a colour of the asset catalog).
  private enum Value: Hashable, Sendable {
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case gray(white: CGFloat, alpha: CGFloat)
    case system(name: String, alpha: CGFloat)
    case asset(name: String, alpha: CGFloat)
  }

  private let value: Value

  private init(_ value: Value) {
    self.value = value
    super.init()
  }

  /// Creates a colour from red, green, blue and alpha components in the extended sRGB colour
  /// space. As on iOS 10 and later, colour components outside 0...1 are kept; alpha is clamped
  /// to 0...1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(.rgb(red: red, green: green, blue: blue, alpha: Self.clamped(alpha)))
  }

  /// Creates a grey from a white level (0 is black, 1 white) and an alpha component; as in
  /// UIKit, the white level is kept as given and alpha is clamped to 0...1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(.gray(white: white, alpha: Self.clamped(alpha)))
  }

  /// The colour of that name in the app's asset catalog, or `nil` if the catalog has none.
  ///
  /// Headless: an app's catalog is compiled from its `Assets.xcassets`; here it is the names
  /// given to `addToAssetCatalog(named:)`, and it starts empty. The system colours
  /// (`systemRed`, `label`…) are properties, not entries of it.
  public convenience init?(named name: String) {
    guard Self.catalog.contains(name) else { return nil }
    self.init(.asset(name: name, alpha: 1))
  }

  /// Headless: adds colour names to the asset catalog that `UIColor(named:)` reads, as adding
  /// colour sets to `Assets.xcassets` does. Call it when the app or a test starts.
  public static func addToAssetCatalog(named names: String...) {
    catalog.insert(names)
  }

  /// The same colour with another alpha component, clamped to 0...1.
  @discardableResult
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let alpha = Self.clamped(alpha)
    return switch value {
    case .rgb(let red, let green, let blue, _):
      UIColor(.rgb(red: red, green: green, blue: blue, alpha: alpha))
    case .gray(let white, _): UIColor(.gray(white: white, alpha: alpha))
    case .system(let name, _): UIColor(.system(name: name, alpha: alpha))
    case .asset(let name, _): UIColor(.asset(name: name, alpha: alpha))
    }
  }

  public nonisolated override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.value == value
  }

  public nonisolated override var hash: Int { value.hashValue }

  // Reads as UIKit prints colours.
  public nonisolated override var description: String {
    func number(_ component: CGFloat) -> String { String(format: "%g", Double(component)) }
    switch value {
    case .rgb(let red, let green, let blue, let alpha):
      return "UIExtendedSRGBColorSpace "
        + [red, green, blue, alpha].map(number).joined(separator: " ")
    case .gray(let white, let alpha):
      return "UIExtendedGrayColorSpace \(number(white)) \(number(alpha))"
    case .system(let name, let alpha):
      return "<UIDynamicSystemColor; name = \(name)Color"
        + (alpha == 1 ? ">" : "; alpha = \(number(alpha))>")
    case .asset(let name, let alpha):
      return "<UIDynamicCatalogColor; name = \(name)"
        + (alpha == 1 ? ">" : "; alpha = \(number(alpha))>")
    }
  }

  public static let systemBackground = UIColor(.system(name: "systemBackground", alpha: 1))
  public static let secondarySystemBackground = UIColor(
    .system(name: "secondarySystemBackground", alpha: 1))
  public static let label = UIColor(.system(name: "label", alpha: 1))
  public static let secondaryLabel = UIColor(.system(name: "secondaryLabel", alpha: 1))
  public static let systemRed = UIColor(.system(name: "systemRed", alpha: 1))
  public static let systemBlue = UIColor(.system(name: "systemBlue", alpha: 1))
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let black = UIColor(white: 0, alpha: 1)

  private static let catalog = AssetCatalog()

  // UIKit reads alpha below 0 as 0 and above 1 as 1.
  private static func clamped(_ alpha: CGFloat) -> CGFloat {
    min(max(alpha, 0), 1)
  }
}

// The asset catalog's colour names. Colours are used from any thread, as in UIKit, so the
// names are kept behind a lock.
private final class AssetCatalog: @unchecked Sendable {
  private let lock = NSLock()
  private var names: Set<String> = []

  func contains(_ name: String) -> Bool {
    lock.withLock { names.contains(name) }
  }

  func insert(_ newNames: [String]) {
    lock.withLock { names.formUnion(newNames) }
  }
}
