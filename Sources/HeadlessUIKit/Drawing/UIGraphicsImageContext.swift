import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The image contexts begun on a thread and not yet ended, innermost last, as UIKit keeps a
// stack of graphics contexts for each thread.
final class ImageContextStack {
  struct Entry {
    let drawing: HeadlessGraphicsContext
    let size: CGSize
    let scale: CGFloat
  }

  var contexts: [Entry] = []

  private static let key = "HeadlessUIKit.ImageContextStack"

  static var onThisThread: ImageContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? ImageContextStack { return stack }
    let stack = ImageContextStack()
    dictionary[key] = stack
    return stack
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context of a size in points, at a scale of 1, and makes it the current
/// context, as `UIGraphicsBeginImageContextWithOptions(size, false, 1)` does.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Begins an image context of a size in points and makes it the current context, above any
/// begun before; a scale of 0 is the screen's (3). Headless: nothing is rasterized, `opaque` is
/// kept by nothing, and what is drawn until `UIGraphicsEndImageContext()` is recorded, as an
/// image renderer's actions are.
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let entry = ImageContextStack.Entry(
    drawing: HeadlessGraphicsContext(), size: size, scale: scale == 0 ? UIImage.screenScale : scale)
  ImageContextStack.onThisThread.contexts.append(entry)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// An image of what the current image context holds so far, of its size and scale, with its
/// drawing in `headlessDrawing`; `nil` when the current context is not a begun image context
/// (none, or a view's `draw(_:)` or an image renderer's), as Apple documents.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = ImageContextStack.onThisThread.contexts.last,
    HeadlessGraphicsContext.current === top.drawing
  else { return nil }
  return UIImage(
    source: .rendered(width: Double(top.size.width), height: Double(top.size.height)),
    size: top.size, scale: top.scale, drawing: top.drawing.operations)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Ends the innermost image context begun on this thread; the one below, if any, is current
/// again. Nothing happens when none was begun.
public func UIGraphicsEndImageContext() {
  _ = ImageContextStack.onThisThread.contexts.popLast()
}

extension UIView {
  /// Draws the view and the views below it into the current context, scaled to fit a
  /// rectangle in the view's bounds' coordinates; `true`, the snapshot being complete.
  /// Headless: what each shown view's `draw(_:)` draws, in order, back to front, with paths
  /// moved to where the view is; background colours and layers paint nothing. With no current
  /// context it records nothing.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    if afterUpdates { layoutIfNeeded() }
    guard let context = HeadlessGraphicsContext.current else { return true }
    let scaleX = bounds.width == 0 ? 1 : rect.width / bounds.width
    let scaleY = bounds.height == 0 ? 1 : rect.height / bounds.height
    let fit = CGAffineTransform(translationX: rect.minX, y: rect.minY)
      .scaledBy(x: scaleX, y: scaleY)
      .translatedBy(x: -bounds.minX, y: -bounds.minY)
    context.append(hierarchyDrawing(in: self, fit: fit))
    return true
  }

  /// A new view of this view's size showing it as it is now. Headless: a plain view, with no
  /// subviews and so nothing for a transcript or assistive technology to read (a snapshot is
  /// pixels), whose `headlessDrawing` is the hierarchy's drawing, as `drawHierarchy(in:
  /// afterScreenUpdates:)` records it.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.headlessDrawing = HeadlessGraphicsContext.recording { _ in
      drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates)
    }
    // Its own `draw(_:)` draws nothing; the display pass must not replace the copy.
    snapshot.needsDisplay = false
    return snapshot
  }

  // What this view and the shown views below it draw, in the coordinates of `root`'s bounds
  // taken through `fit`.
  private func hierarchyDrawing(in root: UIView, fit: CGAffineTransform)
    -> [HeadlessDrawingOperation]
  {
    guard !isHidden else { return [] }
    let origin = convert(bounds.origin, to: root)
    var place = CGAffineTransform(translationX: origin.x - bounds.minX, y: origin.y - bounds.minY)
      .concatenating(fit)
    // The view's traits are current while it draws, as in the display pass.
    var drawn: [HeadlessDrawingOperation] = []
    traitCollection.performAsCurrent {
      drawn = HeadlessGraphicsContext.recording { _ in draw(bounds) }
    }
    var operations = drawn.map { $0.moved(by: &place) }
    for subview in subviews {
      operations += subview.hierarchyDrawing(in: root, fit: fit)
    }
    return operations
  }
}

extension UIImage {
  /// Draws the image into the current context, scaled to fill a rectangle. Headless: what an
  /// image renderer drew into the image, its paths moved and scaled into the rectangle; an
  /// image from the asset catalog, a symbol or data has no recorded drawing and adds nothing.
  /// With no current context nothing happens, as in UIKit.
  public func draw(in rect: CGRect) {
    guard let context = HeadlessGraphicsContext.current else { return }
    var fit = CGAffineTransform(translationX: rect.minX, y: rect.minY).scaledBy(
      x: size.width == 0 ? 1 : rect.width / size.width,
      y: size.height == 0 ? 1 : rect.height / size.height)
    context.append(headlessDrawing.map { $0.moved(by: &fit) })
  }

  /// Draws the image into the current context at its size, its top-left corner at a point.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}

extension HeadlessDrawingOperation {
  // The operation with its path taken through a transform.
  func moved(by transform: inout CGAffineTransform) -> HeadlessDrawingOperation {
    switch self {
    case .fill(let path, let color, let evenOdd):
      .fill(path.copy(using: &transform) ?? path, color: color, evenOdd: evenOdd)
    case .stroke(let path, let color, let lineWidth):
      .stroke(path.copy(using: &transform) ?? path, color: color, lineWidth: lineWidth)
    }
  }
}
