import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Headless only: one thing drawing code painted, as the kit records it in place of pixels: a
/// fill or a stroke of a path, with the colour it was painted in.
public enum HeadlessDrawingOperation: Equatable {
  /// The area a path encloses, filled; by the even-odd rule or the non-zero one.
  case fill(CGPath, color: UIColor, evenOdd: Bool)
  /// A path's outline, stroked with a line of a width.
  case stroke(CGPath, color: UIColor, lineWidth: CGFloat)
}

/// The drawing under way on this thread, as UIKit keeps a current graphics context: set around
/// a view's `draw(_:)` and an image renderer's actions, where `UIColor.setFill()` and
/// `UIBezierPath.fill()` act. The colours start black, as a Core Graphics context's do.
final class HeadlessGraphicsContext: @unchecked Sendable {
  // One context is used on the thread that made it, inside `recording(_:)`, and never shared.
  @TaskLocal static var current: HeadlessGraphicsContext?

  var fillColor = UIColor.black
  var strokeColor = UIColor.black
  private(set) var operations: [HeadlessDrawingOperation] = []
  #if !canImport(CoreGraphics)
    // The context `UIGraphicsGetCurrentContext()` answers, once asked for (CGContext.swift).
    var madeCGContext: CGContext?
  #endif

  func fill(_ path: CGPath, evenOdd: Bool) {
    operations.append(.fill(path, color: fillColor, evenOdd: evenOdd))
  }

  func stroke(_ path: CGPath, lineWidth: CGFloat) {
    operations.append(.stroke(path, color: strokeColor, lineWidth: lineWidth))
  }

  /// What `body` draws, in order, in a new context made current while it runs.
  static func recording(_ body: (HeadlessGraphicsContext) throws -> Void) rethrows
    -> [HeadlessDrawingOperation]
  {
    let context = HeadlessGraphicsContext()
    try $current.withValue(context) { try body(context) }
    return context.operations
  }
}
