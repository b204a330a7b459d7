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

  // What the image was made from: a catalog name, a symbol name, or an image renderer.
  enum Source: Hashable, Sendable {
    case asset(String)
    case symbol(String)
    case rendered(width: Double, height: Double)
  }

  let source: Source

  /// The image's size in points: the size the catalog gave it, or a symbol's point size
  /// (17 points, the body text's, unless its configuration says otherwise).
  open var size: CGSize { storedSize }

  /// How the image draws; `.automatic` unless made with `withRenderingMode(_:)`.
  open var renderingMode: UIImage.RenderingMode { storedRenderingMode }

  /// The configuration a symbol image was made with, if any.
  open var symbolConfiguration: UIImage.SymbolConfiguration? { storedConfiguration }

  private let storedSize: CGSize
  private let storedRenderingMode: RenderingMode
  private let storedConfiguration: SymbolConfiguration?
  private let drawing: [HeadlessDrawingOperation]

  private init(
    source: Source, size: CGSize, renderingMode: RenderingMode,
    configuration: SymbolConfiguration?, drawing: [HeadlessDrawingOperation] = []
  ) {
    self.source = source
    storedSize = size
    storedRenderingMode = renderingMode
    storedConfiguration = configuration
    self.drawing = drawing
    super.init()
  }

  // An image an image renderer made, of its size and what its actions drew.
  convenience init(renderedSize size: CGSize, drawing: [HeadlessDrawingOperation]) {
    self.init(
      source: .rendered(width: Double(size.width), height: Double(size.height)), size: size,
      renderingMode: .automatic, configuration: nil, drawing: drawing)
  }

  /// Headless only: what an image renderer's actions drew into this image, in order, in place
  /// of its pixels; empty for any other image.
  public var headlessDrawing: [HeadlessDrawingOperation] { drawing }

  /// The image of that name in the app's asset catalog, or `nil` if the catalog has none.
  public convenience init?(named name: String) {
    guard let size = Self.catalog.entry(named: name) else { return nil }
    self.init(source: .asset(name), size: size, renderingMode: .automatic, configuration: nil)
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
    let side = symbol?.pointSize ?? 17
    self.init(
      source: .symbol(name), size: CGSize(width: side, height: side), renderingMode: .automatic,
      configuration: symbol)
  }

  /// Headless only: adds image names to the asset catalog that `UIImage(named:)` reads, as
  /// adding image sets to `Assets.xcassets` does, each with a size in points.
  public static func addToAssetCatalog(named names: String..., size: CGSize = .zero) {
    catalog.add(size, named: names)
  }

  /// The same image, drawn in a rendering mode.
  @discardableResult
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
    UIImage(
      source: source, size: storedSize, renderingMode: renderingMode,
      configuration: storedConfiguration, drawing: drawing)
  }

  /// The same image with a configuration; a symbol takes its point size from it.
  @discardableResult
  open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    guard case .symbol(let name) = source,
      let image = UIImage(systemName: name, withConfiguration: configuration)
    else { return self }
    return image.withRenderingMode(storedRenderingMode)
  }

  // Images compare by what they were made from, so a test can ask which image a view shows.
  public nonisolated override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return source == other.source && storedRenderingMode == other.storedRenderingMode
      && drawing == other.drawing
  }

  public nonisolated override var hash: Int { source.hashValue }

  public nonisolated override var description: String {
    switch source {
    case .asset(let name): "UIImage(\(name))"
    case .symbol(let name): "UIImage(system: \(name))"
    case .rendered(let width, let height): "UIImage(rendered: \(width)×\(height))"
    }
  }

  private static let catalog = AssetCatalog<CGSize>()

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
  }

  /// How a symbol image is drawn: its point size, scale, weight or text style (kept; only the
  /// point size changes the image's `size` headless).
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    let pointSize: CGFloat?

    private init(pointSize: CGFloat?) {
      self.pointSize = pointSize
      super.init()
    }

    /// A configuration with a point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: Optional(pointSize))
    }

    /// A configuration with a point size and a weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(pointSize: Optional(pointSize))
    }

    /// A configuration with a scale relative to the text around it.
    public convenience init(scale: UIImage.SymbolScale) {
      self.init(pointSize: nil)
    }

    /// A configuration with a weight.
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init(pointSize: nil)
    }

    /// A configuration that matches a text style's font.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
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
