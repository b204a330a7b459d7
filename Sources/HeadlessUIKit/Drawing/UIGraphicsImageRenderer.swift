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

  /// A renderer of images of a size in points.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// An image of the renderer's size, drawn by the actions, which run at once with a drawing
  /// context made current.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let operations = HeadlessGraphicsContext.recording { drawing in
      actions(UIGraphicsImageRendererContext(drawing: drawing, size: size))
    }
    return UIImage(renderedSize: size, drawing: operations)
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
