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
  // One context is used on the thread that made it, inside `recording(_:)` or between
  // `UIGraphicsBeginImageContext` and `UIGraphicsEndImageContext`, and never shared.
  @TaskLocal private static var recordingContext: HeadlessGraphicsContext?

  // How many image contexts were begun on the thread when this context's recording started:
  // one begun after it, and not yet ended, is current above it.
  private var imageContextsBelow = 0

  /// The drawing under way: the innermost of the recordings and the begun image contexts.
  static var current: HeadlessGraphicsContext? {
    let begun = ImageContextStack.onThisThread.contexts
    guard let recording = recordingContext, begun.count <= recording.imageContextsBelow else {
      return begun.last?.drawing
    }
    return recording
  }

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

  // Operations drawn elsewhere, such as a view's drawing copied into this one.
  func append(_ drawn: [HeadlessDrawingOperation]) {
    operations.append(contentsOf: drawn)
  }

  /// What `body` draws, in order, in a new context made current while it runs.
  static func recording(_ body: (HeadlessGraphicsContext) throws -> Void) rethrows
    -> [HeadlessDrawingOperation]
  {
    let context = HeadlessGraphicsContext()
    context.imageContextsBelow = ImageContextStack.onThisThread.contexts.count
    try $recordingContext.withValue(context) { try body(context) }
    return context.operations
  }
}
