import Foundation

/// An image, kept and compared by what it was made from; the headless kit draws nothing.
///
/// Headless: `UIImage(named:)` reads a headless asset catalog, filled with
/// `UIImage.addToAssetCatalog(named:size:)` as colour sets fill `UIColor(named:)`'s, and it
/// starts empty. There is no symbol set: `UIImage(systemName:)` makes an image for any name that
/// looks like a symbol's (lowercase words joined by dots, such as `magnifyingglass` or
/// `star.fill`), and `nil` for any other.
open class UIImage: NSObject, @unchecked Sendable {
  /// How an image draws: as it is, or as a template tinted with the view's tint colour.
  public enum RenderingMode: Int, Sendable {
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// How a resizable image fills the area between its caps: by repeating it, or stretching it.
  public enum ResizingMode: Int, Sendable {
    case tile = 0
    case stretch = 1
  }

  /// Which way up an image's pixels are drawn.
  public enum Orientation: Int, Sendable {
    case up = 0
    case down = 1
    case left = 2
    case right = 3
    case upMirrored = 4
    case downMirrored = 5
    case leftMirrored = 6
    case rightMirrored = 7
  }

  // What the image was made from: a catalog name, a symbol name, an image renderer, or image
  // data the kit did not encode itself (a photo's, kept as it came).
  enum Source: Hashable, Sendable {
    case asset(String)
    case symbol(String)
    case rendered(width: Double, height: Double)
    case encoded(Data)
  }

  // How the image draws, apart from what it is: the `with…` methods change these.
  struct Variant {
    var renderingMode = RenderingMode.automatic
    var configuration: SymbolConfiguration?
    var tintColor: UIColor?
    var capInsets = UIEdgeInsets.zero
    var resizingMode = ResizingMode.tile
    // Whether the image came from data: pixels, no longer a symbol with variants, as in UIKit.
    var isBitmap = false
  }

  let source: Source

  /// The image's size in points: the size the catalog gave it, or a symbol's point size
  /// (17 points, the body text's, unless its configuration says otherwise).
  open var size: CGSize { storedSize }

  /// The points-to-pixels factor of the image: the screen's (3) for catalog, symbol and
  /// rendered images; 1, or the scale given, for an image made from data.
  open var scale: CGFloat { storedScale }

  /// Which way up the image is drawn: `.up` (the kit rotates no pixels).
  open var imageOrientation: UIImage.Orientation { .up }

  /// How the image draws; `.automatic` unless made with `withRenderingMode(_:)`.
  open var renderingMode: UIImage.RenderingMode { variant.renderingMode }

  /// The configuration of a symbol image: an unspecified one unless it was made with one;
  /// `nil` for other images, a symbol's PNG or JPEG data read back among them.
  open var symbolConfiguration: UIImage.SymbolConfiguration? {
    guard case .symbol = source, !variant.isBitmap else { return nil }
    return variant.configuration ?? .unspecified
  }

  /// The insets of a resizable image's caps, which do not stretch; zero for other images.
  open var capInsets: UIEdgeInsets { variant.capInsets }

  /// How a resizable image fills the area between its caps; `.tile` for other images.
  open var resizingMode: UIImage.ResizingMode { variant.resizingMode }

  private let storedSize: CGSize
  private let storedScale: CGFloat
  private let variant: Variant
  private let drawing: [HeadlessDrawingOperation]

  init(
    source: Source, size: CGSize, scale: CGFloat = UIImage.screenScale,
    variant: Variant = Variant(),
    drawing: [HeadlessDrawingOperation] = []
  ) {
    self.source = source
    storedSize = size
    storedScale = scale
    self.variant = variant
    self.drawing = drawing
    super.init()
  }

  // An image an image renderer made, of its size and what its actions drew.
  convenience init(
    renderedSize size: CGSize, scale: CGFloat = UIImage.screenScale,
    drawing: [HeadlessDrawingOperation]
  ) {
    self.init(
      source: .rendered(width: Double(size.width), height: Double(size.height)), size: size,
      scale: scale, drawing: drawing)
  }

  /// An empty image, of no size: what work code sets to clear a bar's background or shadow.
  public convenience override init() {
    self.init(renderedSize: .zero, drawing: [])
  }

  /// The image of an asset, as `#imageLiteral(resourceName:)` writes it. The literal names an
  /// asset of the app, which Xcode checks when it builds; headless, a name the catalog lacks
  /// joins it, as `addToAssetCatalog(named:)` adds one.
  public required convenience init(imageLiteralResourceName name: String) {
    if Self.catalog.entry(named: name) == nil { Self.addToAssetCatalog(named: name) }
    self.init(named: name)!
  }

  /// Headless only: what an image renderer's actions drew into this image, in order, in place
  /// of its pixels; empty for any other image.
  public var headlessDrawing: [HeadlessDrawingOperation] { drawing }

  /// The image of that name in the app's asset catalog, or `nil` if the catalog has none.
  public convenience init?(named name: String) {
    guard let size = Self.catalog.entry(named: name) else { return nil }
    self.init(source: .asset(name), size: size)
  }

  /// The image of that name in a bundle's asset catalog, for traits. Headless: the kit has one
  /// catalog, whatever the bundle, and one appearance of each image, whatever the traits.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// The image of that name in a bundle's asset catalog, with a configuration. Headless: the kit
  /// has one catalog, whatever the bundle, and an asset has no variants for a configuration to
  /// choose from (as `withConfiguration(_:)` says).
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
  ) {
    self.init(named: name)
  }

  /// The system symbol with a name, such as `magnifyingglass`.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The system symbol with a name, drawn with a configuration.
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) {
    guard Self.isSymbolName(name) else { return nil }
    let symbol = configuration as? SymbolConfiguration
    self.init(
      source: .symbol(name), size: Self.symbolSize(symbol), variant: Variant(configuration: symbol))
  }

  /// The image that PNG or JPEG data holds, at a scale of 1; `nil` for data that is neither,
  /// as in UIKit. Data the kit encoded (`pngData()`, `jpegData(compressionQuality:)`) gives
  /// back an image equal to the one it came from; other PNG or JPEG data gives an image of the
  /// size its header says.
  public init?(data: Data) {
    guard let (source, size, drawing) = Self.decoded(data, scale: 1) else { return nil }
    self.source = source
    storedSize = size
    storedScale = 1
    variant = Variant(isBitmap: true)
    self.drawing = drawing
    super.init()
  }

  /// The image that PNG or JPEG data holds, at a scale: its size in points is its size in
  /// pixels divided by the scale.
  public init?(data: Data, scale: CGFloat) {
    guard let (source, size, drawing) = Self.decoded(data, scale: scale) else { return nil }
    self.source = source
    storedSize = size
    storedScale = scale
    variant = Variant(isBitmap: true)
    self.drawing = drawing
    super.init()
  }

  /// Headless only: adds image names to the asset catalog that `UIImage(named:)` reads, as
  /// adding image sets to `Assets.xcassets` does, each with a size in points.
  public static func addToAssetCatalog(named names: String..., size: CGSize = .zero) {
    catalog.add(size, named: names)
  }

  /// The same image, drawn in a rendering mode.
  @discardableResult
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
    with { $0.renderingMode = renderingMode }
  }

  /// The same image in a tint colour, in the same rendering mode: a symbol always draws in the
  /// colour; a bitmap's pixels are the colour where they are not transparent.
  @discardableResult
  open func withTintColor(_ color: UIColor) -> UIImage {
    with { $0.tintColor = color }
  }

  /// The same image in a tint colour and a rendering mode.
  @discardableResult
  open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
    with {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }

  /// The same image with a configuration in place of its own; a symbol takes its point size
  /// from it. Other images have no variants to choose from: the same image.
  @discardableResult
  open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    guard case .symbol = source, !variant.isBitmap else { return self }
    let symbol = configuration as? SymbolConfiguration
    return with(size: Self.symbolSize(symbol)) { $0.configuration = symbol }
  }

  /// The same symbol with a configuration applied over its own: the values the configuration
  /// sets win, the others stay. `nil` for an image that is not a symbol's, as in UIKit.
  @discardableResult
  open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
    guard let current = symbolConfiguration else { return nil }
    return withConfiguration(current.applying(configuration))
  }

  /// The same image, resizable with caps that keep their size, tiling the area between them.
  @discardableResult
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The same image, resizable with caps that keep their size, filling the area between them
  /// by tiling or stretching.
  @discardableResult
  open func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode
  ) -> UIImage {
    with {
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }

  // A copy of this image with its variant changed, and a new size if given.
  private func with(size: CGSize? = nil, _ change: (inout Variant) -> Void) -> UIImage {
    var changed = variant
    change(&changed)
    return UIImage(
      source: source, size: size ?? storedSize, scale: storedScale, variant: changed,
      drawing: drawing)
  }

  // Images compare by what they were made from and how they draw, so a test can ask which
  // image a view shows.
  public nonisolated override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return source == other.source && variant.renderingMode == other.variant.renderingMode
      && variant.tintColor == other.variant.tintColor && drawing == other.drawing
  }

  public nonisolated override var hash: Int { source.hashValue }

  public nonisolated override var description: String {
    switch source {
    case .asset(let name): "UIImage(\(name))"
    case .symbol(let name): "UIImage(system: \(name))"
    case .rendered(let width, let height): "UIImage(rendered: \(width)×\(height))"
    case .encoded(let data): "UIImage(data: \(data.count) bytes)"
    }
  }

  // The scale of the headless screen, which catalog, symbol and rendered images have.
  static let screenScale: CGFloat = 3

  private static let catalog = AssetCatalog<CGSize>()

  // A symbol's size: its configuration's point size, or the body text's (17).
  private static func symbolSize(_ configuration: SymbolConfiguration?) -> CGSize {
    let side = configuration?.resolvedPointSize ?? 17
    return CGSize(width: side, height: side)
  }

  private static func isSymbolName(_ name: String) -> Bool {
    let words = name.split(separator: ".", omittingEmptySubsequences: false)
    return !name.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty
          && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }
}

extension UIImage {
  /// What an image is drawn with; the superclass of symbol configurations.
  open class Configuration: NSObject, NSCopying, @unchecked Sendable {
    /// A copy of the configuration: the configuration itself, as it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// This configuration with another's values over its own, where the other sets them.
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      guard let other = otherConfiguration else { return self }
      // A symbol configuration's values merge; a plain configuration has none of its own.
      return (merged(with: other) as? Self) ?? self
    }

    // The merge `applying(_:)` makes; a subclass with values of its own overrides it.
    func merged(with other: Configuration) -> Configuration { self }
  }

  /// How a symbol image is drawn: its point size, weight, scale or text style. The point size
  /// (given, or the text style's) sizes the image; the weight and scale are kept.
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    // The values set; `nil` where the configuration leaves one unspecified.
    struct Values: Equatable {
      var pointSize: CGFloat?
      var weight: SymbolWeight?
      var scale: SymbolScale?
      var textStyle: UIFont.TextStyle?
    }

    let values: Values

    init(_ values: Values) {
      self.values = values
      super.init()
    }

    /// A configuration with nothing specified.
    open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration(Values()) }

    /// A configuration with a point size.
    public convenience init(pointSize: CGFloat) {
      self.init(Values(pointSize: pointSize))
    }

    /// A configuration with a point size and a weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(Values(pointSize: pointSize, weight: weight))
    }

    /// A configuration with a point size, a weight and a scale.
    public convenience init(
      pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) {
      self.init(Values(pointSize: pointSize, weight: weight, scale: scale))
    }

    /// A configuration with a scale relative to the text around it.
    public convenience init(scale: UIImage.SymbolScale) {
      self.init(Values(scale: scale))
    }

    /// A configuration with a weight.
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init(Values(weight: weight))
    }

    /// A configuration that matches a text style's font.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(Values(textStyle: textStyle))
    }

    /// A configuration that matches a text style's font, at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init(Values(scale: scale, textStyle: textStyle))
    }

    /// A configuration that matches a font: its point size.
    public convenience init(font: UIFont) {
      self.init(Values(pointSize: font.pointSize))
    }

    /// A configuration that matches a font, at a scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
      self.init(Values(pointSize: font.pointSize, scale: scale))
    }

    /// This configuration without its point size and weight.
    open func configurationWithoutPointSizeAndWeight() -> Self {
      copy {
        $0.pointSize = nil
        $0.weight = nil
      }
    }

    /// This configuration without its scale.
    open func configurationWithoutScale() -> Self { copy { $0.scale = nil } }

    /// This configuration without its text style.
    open func configurationWithoutTextStyle() -> Self { copy { $0.textStyle = nil } }

    /// This configuration without its weight.
    open func configurationWithoutWeight() -> Self { copy { $0.weight = nil } }

    /// Whether another symbol configuration has the same values.
    open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
      values == otherConfiguration?.values
    }

    public nonisolated override func isEqual(_ object: Any?) -> Bool {
      isEqual(to: object as? SymbolConfiguration)
    }

    public nonisolated override var hash: Int { values.pointSize?.hashValue ?? 0 }

    // The point size a symbol with this configuration has: the one given, or the text style's.
    var resolvedPointSize: CGFloat? {
      values.pointSize ?? values.textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize }
    }

    // The other's values where it sets them, these where it does not. A point size and a text
    // style each size the symbol, so setting one clears the other.
    override func merged(with other: Configuration) -> Configuration {
      guard let other = other as? SymbolConfiguration else { return self }
      var merged = values
      let theirs = other.values
      if theirs.pointSize != nil || theirs.textStyle != nil {
        merged.pointSize = theirs.pointSize
        merged.textStyle = theirs.textStyle
      }
      merged.weight = theirs.weight ?? merged.weight
      merged.scale = theirs.scale ?? merged.scale
      return SymbolConfiguration(merged)
    }

    private func copy(_ change: (inout Values) -> Void) -> Self {
      var changed = values
      change(&changed)
      return SymbolConfiguration(changed) as! Self
    }
  }
  /// The weights of a symbol's strokes.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9
  }

  /// A symbol's scale relative to the text around it.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}
