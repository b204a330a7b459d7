import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Makes images from drawing actions: a badge, a placeholder, a snapshot of a shape.
///
/// Headless: there is no rasterizer. The image has the renderer's size, and its
/// `headlessDrawing` records what the actions filled and stroked, with the paths and colours,
/// in order; tests read that record instead of pixels.
open class UIGraphicsImageRenderer: NSObject {
  private let size: CGSize

  /// The renderer's format: its scale and whether its images are opaque.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images of a size in points, at the screen's scale.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// A renderer of images of a size in points, in a format.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
    super.init()
  }

  /// A renderer of images of a rectangle's size, in a format (the screen's by default).
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(size: bounds.size, format: format)
  }

  /// An image of the renderer's size, drawn by the actions, which run at once with a drawing
  /// context made current.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let operations = HeadlessGraphicsContext.recording { drawing in
      actions(UIGraphicsImageRendererContext(drawing: drawing, size: size))
    }
    return UIImage(
      renderedSize: size, scale: format.scale > 0 ? format.scale : UIImage.screenScale,
      drawing: operations)
  }
}

/// How an image renderer makes its images: at what scale, and whether they are opaque.
open class UIGraphicsImageRendererFormat: NSObject {
  /// The points-to-pixels factor of the images: the screen's (3) by default.
  open var scale: CGFloat = UIImage.screenScale

  /// Whether the images have no transparency (kept; nothing is drawn).
  open var opaque = false

  /// Whether the images use the extended colour range (kept).
  open var preferredRange = Range.automatic

  /// The colour ranges a format can ask for.
  public enum Range: Int, Sendable {
    case unspecified = -1
    case automatic = 0
    case `extended` = 1
    case standard = 2
  }

  /// A format for the device's screen, as `UIGraphicsImageRenderer(size:)` uses.
  open class func `default`() -> Self { Self() }

  /// A format for the screen: the same as `default()`, headless.
  open class func preferred() -> Self { Self() }

  public required override init() {
    super.init()
  }
}

/// The drawing context an image renderer hands its actions.
open class UIGraphicsImageRendererContext: NSObject {
  private let drawing: HeadlessGraphicsContext
  private let size: CGSize

  init(drawing: HeadlessGraphicsContext, size: CGSize) {
    self.drawing = drawing
    self.size = size
    super.init()
  }

  /// Fills a rectangle with the current fill colour.
  open func fill(_ rect: CGRect) {
    drawing.fill(UIBezierPath(rect: rect).cgPath, evenOdd: false)
  }

  /// Strokes a rectangle's outline with the current stroke colour, a line 1 point wide.
  open func stroke(_ rect: CGRect) {
    drawing.stroke(UIBezierPath(rect: rect).cgPath, lineWidth: 1)
  }

  #if !canImport(CoreGraphics)
    /// The Core Graphics context the actions draw in: the one `UIGraphicsGetCurrentContext()`
    /// answers while they run.
    open var cgContext: CGContext { drawing.cgContext }
  #endif

  /// The image drawn so far.
  open var currentImage: UIImage {
    UIImage(renderedSize: size, drawing: drawing.operations)
  }
}
