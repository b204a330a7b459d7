import Foundation

/// A colour. Headless: kept and compared, never drawn.
///
/// As in UIKit, colours compare by value (`==`, `isEqual(_:)` and `hash`): two colours are equal
/// when they are in the same colour space with equal components, or are the same system or
/// asset colour with the same alpha. `.white`, `.black` and `.clear` are greys, as in UIKit:
/// `UIColor.white` equals `UIColor(white: 1, alpha: 1)`, not
/// `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  // What equality compares: the colour space and its components, or the name UIKit resolves
  // the colour by (a dynamic system colour, or a colour of the asset catalog).
  private enum Value: Hashable, Sendable {
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case gray(white: CGFloat, alpha: CGFloat)
    case system(name: String, alpha: CGFloat)
    case asset(name: String, alpha: CGFloat)
    // A colour made by `init(dynamicProvider:)`, compared by its provider; an alpha set by
    // `withAlphaComponent(_:)` replaces the alpha of what the provider makes.
    case dynamic(DynamicProvider, alpha: CGFloat?)
  }

  // The block of a dynamic colour: one object per `init(dynamicProvider:)`, equal only to
  // itself. UIKit calls the block on whichever thread resolves the colour, as the kit does.
  private final class DynamicProvider: Hashable, @unchecked Sendable {
    let make: (UITraitCollection) -> UIColor

    init(_ make: @escaping (UITraitCollection) -> UIColor) {
      self.make = make
    }

    static func == (lhs: DynamicProvider, rhs: DynamicProvider) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  private let value: Value

  // The designated initializer the named and system colours go through.
  private init(_ value: Value) {
    self.value = value
    super.init()
  }

  /// Creates a colour from red, green, blue and alpha components in the extended sRGB colour
  /// space. As on iOS 10 and later, colour components outside 0...1 are kept; alpha is clamped
  /// to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    value = .rgb(red: red, green: green, blue: blue, alpha: Self.clamped(alpha))
    super.init()
  }

  /// The colour `#colorLiteral(red:green:blue:alpha:)` writes: the components in extended
  /// sRGB, as `init(red:green:blue:alpha:)` takes them.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Creates a colour from red, green and blue components in the Display P3 colour space (the
  /// wider gamut of recent iPhones' screens), kept, as UIKit keeps it, as its components in
  /// the extended sRGB colour space: a P3 colour outside sRGB has components outside 0...1.
  /// Alpha is clamped to 0...1.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    // Both spaces share the sRGB transfer curve and the D65 white: undo the curve, change
    // primaries by the P3-to-sRGB matrix, and apply the curve again (mirrored below zero).
    func linear(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result =
        magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return value < 0 ? -result : result
    }
    func encoded(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let result =
        magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
      return value < 0 ? -result : result
    }
    let (r, g, b) = (linear(displayP3Red), linear(green), linear(blue))
    self.init(
      red: encoded(1.2249401 * r - 0.2249404 * g),
      green: encoded(-0.0420569 * r + 1.0420571 * g),
      blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
  }

  /// Creates a colour from hue, saturation, brightness and alpha components, kept as its red,
  /// green and blue components in the extended sRGB colour space, as in UIKit; alpha is
  /// clamped to 0...1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    // The HSB hexcone: the hue picks a sector of the colour wheel, the saturation how far the
    // colour is from grey, the brightness its largest component.
    let sector = (hue - hue.rounded(.down)) * 6
    let fraction = sector - sector.rounded(.down)
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
      switch Int(sector) % 6 {
      case 0: (brightness, rising, low)
      case 1: (falling, brightness, low)
      case 2: (low, brightness, rising)
      case 3: (low, falling, brightness)
      case 4: (rising, low, brightness)
      default: (brightness, low, falling)
      }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a grey from a white level (0 is black, 1 white) and an alpha component; as in
  /// UIKit, the white level is kept as given and alpha is clamped to 0...1.
  public init(white: CGFloat, alpha: CGFloat) {
    value = .gray(white: white, alpha: Self.clamped(alpha))
    super.init()
  }

  /// The colour of that name in the app's asset catalog, or `nil` if the catalog has none.
  ///
  /// Headless: an app's catalog is compiled from its `Assets.xcassets`; here it is the names
  /// given to `addToAssetCatalog(named:)`, and it starts empty. The system colours
  /// (`systemRed`, `label`…) are properties, not entries of it.
  public convenience init?(named name: String) {
    guard Self.catalog.entry(named: name) != nil else { return nil }
    self.init(.asset(name: name, alpha: 1))
  }

  /// Headless: adds colour names to the asset catalog that `UIColor(named:)` reads, as adding
  /// colour sets to `Assets.xcassets` does. Call it when the app or a test starts.
  public static func addToAssetCatalog(named names: String...) {
    catalog.add((), named: names)
  }

  /// A colour whose components the provider gives for each trait collection it is resolved
  /// with (`resolvedColor(with:)`, or `cgColor` with `UITraitCollection.current`).
  ///
  /// As UIKit compares such colours by their provider, two colours made by two calls are
  /// unequal even if their providers give the same colours.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(.dynamic(DynamicProvider(dynamicProvider), alpha: nil))
  }

  /// The colour to show under the traits: what a dynamic colour's provider gives (resolved in
  /// turn, with the alpha `withAlphaComponent(_:)` set); any other colour itself. Headless: a
  /// system or asset colour is itself too, as the kit keeps no light and dark components for
  /// them (UIKit gives the components for the traits).
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard case .dynamic(let provider, let alpha) = value else { return self }
    let resolved = provider.make(traitCollection).resolvedColor(with: traitCollection)
    return alpha.map { resolved.withAlphaComponent($0) } ?? resolved
  }

  /// Reads the colour's red, green, blue and alpha components (extended sRGB: a grey has its
  /// white in all three), and returns `true`; a dynamic colour resolves with the current
  /// traits first. Headless: a system or asset colour is a name the kit does not resolve to
  /// components, so it returns `false`, as UIKit does for a colour it cannot convert, and
  /// leaves the pointers as they were.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let components else { return false }
    let rgba =
      components.count == 4
      ? components : [components[0], components[0], components[0], components[1]]
    red?.pointee = rgba[0]
    green?.pointee = rgba[1]
    blue?.pointee = rgba[2]
    alpha?.pointee = rgba[3]
    return true
  }

  /// Reads the colour's white and alpha components, and returns `true` for a grey; `false`
  /// for any other colour (UIKit converts only greys), the pointers left as they were.
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let components, components.count == 2 else { return false }
    white?.pointee = components[0]
    alpha?.pointee = components[1]
    return true
  }

  /// Reads the colour's hue, saturation, brightness and alpha (each 0 to 1, from its sRGB
  /// components), and returns `true`; `false` where `getRed(_:green:blue:alpha:)` is.
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    var (red, green, blue, opacity): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    guard getRed(&red, green: &green, blue: &blue, alpha: &opacity) else { return false }
    let largest = max(red, green, blue)
    let range = largest - min(red, green, blue)
    var sector: CGFloat = 0
    if range > 0 {
      if largest == red {
        sector = (green - blue) / range
      } else if largest == green {
        sector = (blue - red) / range + 2
      } else {
        sector = (red - green) / range + 4
      }
    }
    let turn = sector / 6
    hue?.pointee = turn < 0 ? turn + 1 : turn
    saturation?.pointee = largest > 0 ? range / largest : 0
    brightness?.pointee = largest
    alpha?.pointee = opacity
    return true
  }

  /// The same colour with another alpha component, clamped to 0...1.
  @discardableResult
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let alpha = Self.clamped(alpha)
    return switch value {
    case .rgb(let red, let green, let blue, _):
      UIColor(.rgb(red: red, green: green, blue: blue, alpha: alpha))
    case .gray(let white, _): UIColor(.gray(white: white, alpha: alpha))
    case .system(let name, _): UIColor(.system(name: name, alpha: alpha))
    case .asset(let name, _): UIColor(.asset(name: name, alpha: alpha))
    case .dynamic(let provider, _): UIColor(.dynamic(provider, alpha: alpha))
    }
  }

  /// Makes this colour the one later fills paint with in the current drawing (a view's
  /// `draw(_:)`, an image renderer's actions); a dynamic colour resolves with
  /// `UITraitCollection.current` first. Outside a drawing nothing happens, as in UIKit.
  open func setFill() {
    HeadlessGraphicsContext.current?.fillColor = resolvedColor(with: .current)
  }

  /// Makes this colour the one later strokes paint with in the current drawing.
  open func setStroke() {
    HeadlessGraphicsContext.current?.strokeColor = resolvedColor(with: .current)
  }

  /// Makes this colour the one later fills and strokes paint with in the current drawing.
  open func set() {
    setFill()
    setStroke()
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
    case .dynamic(_, let alpha):
      return "<UIDynamicProviderColor" + (alpha.map { "; alpha = \(number($0))>" } ?? ">")
    }
  }

  /// A copy of the colour: the colour itself, as a colour never changes, as in UIKit.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  // One instance per system colour, made once, as UIKit hands out the same object each time.
  private static let systemColors: [String: UIColor] = Dictionary(
    uniqueKeysWithValues: [
      "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
      "systemGroupedBackground", "secondarySystemGroupedBackground",
      "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
      "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "link", "tint",
      "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink",
      "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
      "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ].map { ($0, UIColor(.system(name: $0, alpha: 1))) })

  private static func system(_ name: String) -> UIColor {
    systemColors[name] ?? UIColor(.system(name: name, alpha: 1))
  }

  // One instance per fixed colour, likewise.
  private static let fixedColors: [String: UIColor] = [
    "clear": UIColor(white: 0, alpha: 0), "white": UIColor(white: 1, alpha: 1),
    "black": UIColor(white: 0, alpha: 1), "gray": UIColor(white: 0.5, alpha: 1),
    "lightGray": UIColor(white: 2 / 3, alpha: 1), "darkGray": UIColor(white: 1 / 3, alpha: 1),
    "red": UIColor(red: 1, green: 0, blue: 0, alpha: 1),
    "green": UIColor(red: 0, green: 1, blue: 0, alpha: 1),
    "blue": UIColor(red: 0, green: 0, blue: 1, alpha: 1),
    "cyan": UIColor(red: 0, green: 1, blue: 1, alpha: 1),
    "yellow": UIColor(red: 1, green: 1, blue: 0, alpha: 1),
    "magenta": UIColor(red: 1, green: 0, blue: 1, alpha: 1),
    "orange": UIColor(red: 1, green: 0.5, blue: 0, alpha: 1),
    "purple": UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1),
    "brown": UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1),
  ]

  private static func fixed(_ name: String) -> UIColor { fixedColors[name]! }

  // The colours UIKit adapts to the interface style and accessibility settings: they compare by
  // name, as in UIKit, and every read makes one, as Apple's class properties may.
  /// The colour of an interface's main background.
  open class var systemBackground: UIColor { system("systemBackground") }
  /// The colour of content layered on the main background.
  open class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
  /// The colour of content layered on secondary backgrounds.
  open class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
  /// The background of a grouped interface, such as a grouped table.
  open class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
  /// The colour of content layered on a grouped background.
  open class var secondarySystemGroupedBackground: UIColor {
    system("secondarySystemGroupedBackground")
  }
  /// The colour of content layered on secondary grouped backgrounds.
  open class var tertiarySystemGroupedBackground: UIColor {
    system("tertiarySystemGroupedBackground")
  }
  /// The colour of primary text.
  open class var label: UIColor { system("label") }
  /// The colour of secondary text.
  open class var secondaryLabel: UIColor { system("secondaryLabel") }
  /// The colour of tertiary text.
  open class var tertiaryLabel: UIColor { system("tertiaryLabel") }
  /// The colour of quaternary text.
  open class var quaternaryLabel: UIColor { system("quaternaryLabel") }
  /// The colour of placeholder text in controls or text views.
  open class var placeholderText: UIColor { system("placeholderText") }
  /// The colour of thin borders or divider lines that let underlying content show.
  open class var separator: UIColor { system("separator") }
  /// The colour of borders or divider lines that hide underlying content.
  open class var opaqueSeparator: UIColor { system("opaqueSeparator") }
  /// The colour of links.
  open class var link: UIColor { system("link") }
  /// The app's tint colour, as a colour that resolves to the tint of the view using it.
  open class var tintColor: UIColor { system("tint") }
  /// The system's blue.
  open class var systemBlue: UIColor { system("systemBlue") }
  /// The system's red.
  open class var systemRed: UIColor { system("systemRed") }
  /// The system's green.
  open class var systemGreen: UIColor { system("systemGreen") }
  /// The system's orange.
  open class var systemOrange: UIColor { system("systemOrange") }
  /// The system's yellow.
  open class var systemYellow: UIColor { system("systemYellow") }
  /// The system's pink.
  open class var systemPink: UIColor { system("systemPink") }
  /// The system's purple.
  open class var systemPurple: UIColor { system("systemPurple") }
  /// The system's teal.
  open class var systemTeal: UIColor { system("systemTeal") }
  /// The system's indigo.
  open class var systemIndigo: UIColor { system("systemIndigo") }
  /// The system's brown.
  open class var systemBrown: UIColor { system("systemBrown") }
  /// The system's mint.
  open class var systemMint: UIColor { system("systemMint") }
  /// The system's cyan.
  open class var systemCyan: UIColor { system("systemCyan") }
  /// The system's base grey.
  open class var systemGray: UIColor { system("systemGray") }
  /// The second of the system's six greys.
  open class var systemGray2: UIColor { system("systemGray2") }
  /// The third of the system's six greys.
  open class var systemGray3: UIColor { system("systemGray3") }
  /// The fourth of the system's six greys.
  open class var systemGray4: UIColor { system("systemGray4") }
  /// The fifth of the system's six greys.
  open class var systemGray5: UIColor { system("systemGray5") }
  /// The sixth of the system's six greys.
  open class var systemGray6: UIColor { system("systemGray6") }

  // The fixed colours, with the components UIKit gives them.
  /// Grey 0, alpha 0.
  open class var clear: UIColor { fixed("clear") }
  /// Grey 1.
  open class var white: UIColor { fixed("white") }
  /// Grey 0.
  open class var black: UIColor { fixed("black") }
  /// Grey 0.5.
  open class var gray: UIColor { fixed("gray") }
  /// Grey 2/3.
  open class var lightGray: UIColor { fixed("lightGray") }
  /// Grey 1/3.
  open class var darkGray: UIColor { fixed("darkGray") }
  /// RGB 1, 0, 0.
  open class var red: UIColor { fixed("red") }
  /// RGB 0, 1, 0.
  open class var green: UIColor { fixed("green") }
  /// RGB 0, 0, 1.
  open class var blue: UIColor { fixed("blue") }
  /// RGB 0, 1, 1.
  open class var cyan: UIColor { fixed("cyan") }
  /// RGB 1, 1, 0.
  open class var yellow: UIColor { fixed("yellow") }
  /// RGB 1, 0, 1.
  open class var magenta: UIColor { fixed("magenta") }
  /// RGB 1, 0.5, 0.
  open class var orange: UIColor { fixed("orange") }
  /// RGB 0.5, 0, 0.5.
  open class var purple: UIColor { fixed("purple") }
  /// RGB 0.6, 0.4, 0.2.
  open class var brown: UIColor { fixed("brown") }

  private static let catalog = AssetCatalog<Void>()

  // UIKit reads alpha below 0 as 0 and above 1 as 1.
  private static func clamped(_ alpha: CGFloat) -> CGFloat {
    min(max(alpha, 0), 1)
  }
}

// What `cgColor` and `init(cgColor:)` read and make (CGColor.swift).
extension UIColor {
  // The alpha component, 0 to 1; a dynamic colour's as it resolves with the current traits.
  var alphaComponent: CGFloat {
    switch value {
    case .dynamic: resolvedColor(with: .current).alphaComponent
    case .rgb(_, _, _, let alpha), .gray(_, let alpha), .system(_, let alpha),
      .asset(_, let alpha):
      alpha
    }
  }

  // The grey (white, alpha) or sRGB (red, green, blue, alpha) components, or nil for a system
  // or asset colour, which UIKit resolves only against a trait collection.
  var components: [CGFloat]? {
    switch value {
    case .rgb(let red, let green, let blue, let alpha): [red, green, blue, alpha]
    case .gray(let white, let alpha): [white, alpha]
    case .system, .asset: nil
    case .dynamic: resolvedColor(with: .current).components
    }
  }

  // The same colour as another, as a new instance.
  convenience init(copying color: UIColor) {
    self.init(color.value)
  }
}

extension UIColor {
  // The colour as words, for image data (`UIImage.pngData()`): its colour space and
  // components, or its name, and its alpha; a dynamic colour resolved for the current traits,
  // as pixels would be.
  var imageDataWords: [String] {
    switch value {
    case .rgb(let red, let green, let blue, let alpha):
      ["rgb"] + [red, green, blue, alpha].map { "\(Double($0))" }
    case .gray(let white, let alpha): ["gray", "\(Double(white))", "\(Double(alpha))"]
    case .system(let name, let alpha): ["system", name, "\(Double(alpha))"]
    case .asset(let name, let alpha): ["asset", name, "\(Double(alpha))"]
    case .dynamic: resolvedColor(with: .current).imageDataWords
    }
  }

  // The colour `imageDataWords` describes, or nil for words it did not write.
  static func fromImageDataWords(_ words: [String]) -> UIColor? {
    guard let kind = words.first, let alpha = words.last.flatMap(Double.init) else { return nil }
    let numbers = words.dropFirst().compactMap(Double.init).map { CGFloat($0) }
    switch (kind, words.count) {
    case ("rgb", 5) where numbers.count == 4:
      return UIColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3])
    case ("gray", 3) where numbers.count == 2:
      return UIColor(white: numbers[0], alpha: numbers[1])
    case ("system", 3): return UIColor(.system(name: words[1], alpha: CGFloat(alpha)))
    case ("asset", 3): return UIColor(.asset(name: words[1], alpha: CGFloat(alpha)))
    default: return nil
    }
  }
}

// Xcode's colour and image literals, `#colorLiteral(…)` and `#imageLiteral(resourceName:)`: the
// standard library's literal protocols, which UIKit adopts, and the types literals take where
// nothing else says.
extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#colorLiteral(…)` makes where the context names none, as in UIKit.
public typealias _ColorLiteralType = UIColor

/// The type `#imageLiteral(resourceName:)` makes where the context names none, as in UIKit.
public typealias _ImageLiteralType = UIImage
