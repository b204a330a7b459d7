import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A path of straight and curved segments, with the attributes it is stroked with: the shape of
/// a shadow, a shape layer's outline, or what a view's `draw(_:)` fills.
///
/// Headless: the geometry is real (bounds, containment, transforms, `cgPath` round trips), and
/// `fill()` and `stroke()` record what they would paint in the current drawing (a view's
/// `draw(_:)` or an image renderer's actions) instead of painting pixels.
open class UIBezierPath: NSObject, NSCopying {
  var geometry = PathGeometry()

  /// An empty path.
  public override init() {
    super.init()
  }

  /// A closed rectangle, from its origin corner, clockwise.
  public convenience init(rect: CGRect) {
    self.init()
    geometry.addRect(rect)
  }

  /// A closed oval that fits the rectangle (a circle in a square), clockwise.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    geometry.addOval(in: rect)
  }

  /// A closed rectangle whose corners are quarter circles of the radius, clamped to half the
  /// shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    // One radius for both sides: clamped to the shorter, so a large one makes a capsule.
    let radius = min(cornerRadius, abs(rect.width) / 2, abs(rect.height) / 2)
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: radius, height: radius))
  }

  /// A closed rectangle whose chosen corners are rounded with the radii, each clamped to half
  /// the rectangle's side.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    geometry.addRoundedRect(rect, corners: corners, radii: cornerRadii)
  }

  /// An open arc of a circle; angles in radians from the x axis, and `clockwise` as seen on
  /// screen (0 to π clockwise is the bottom half).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// The path of a Core Graphics path.
  public convenience init(cgPath CGPath: CGPath) {
    self.init()
    geometry = PathGeometry(CGPath)
  }

  /// Not supported headless: there are no archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Building

  /// Starts a new subpath at a point.
  open func move(to point: CGPoint) {
    geometry.move(to: point)
  }

  /// Adds a straight line from the current point.
  open func addLine(to point: CGPoint) {
    geometry.addLine(to: point)
  }

  /// Adds a cubic Bézier curve from the current point.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    geometry.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic Bézier curve from the current point.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    geometry.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc of a circle, after a line from the current point to its start if a subpath is
  /// open; `clockwise` as seen on screen.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    geometry.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      increasing: clockwise)
  }

  /// Closes the current subpath with a line back to its start.
  open func close() {
    geometry.close()
  }

  /// Removes every element; the attributes stay.
  open func removeAllPoints() {
    geometry.removeAll()
  }

  /// Adds another path's subpaths.
  open func append(_ bezierPath: UIBezierPath) {
    geometry.append(bezierPath.geometry)
  }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    geometry = geometry.applying(transform)
  }

  // MARK: Questions

  /// The smallest rectangle around every point, control points included; `CGRect.null` for
  /// an empty path, as Core Graphics answers.
  open var bounds: CGRect { geometry.boundingBox }

  /// Where the next segment starts; zero for an empty path.
  open var currentPoint: CGPoint { geometry.currentPoint }

  /// Whether the path has no elements (a lone `move(to:)` is an element).
  open var isEmpty: Bool { geometry.isEmpty }

  /// Whether a fill would paint the point: only closed subpaths enclose anything, as UIKit
  /// documents, by `usesEvenOddFillRule`. Curves are followed as short lines, so a point
  /// within a fraction of a point of a curve may be judged either way.
  open func contains(_ point: CGPoint) -> Bool {
    geometry.contains(point, evenOdd: usesEvenOddFillRule, closedSubpathsOnly: true)
  }

  /// The path as a Core Graphics path; setting it replaces the path's elements.
  open var cgPath: CGPath {
    get { geometry.cgPath }
    set { geometry = PathGeometry(newValue) }
  }

  // MARK: Attributes

  /// The width of a stroke; 1 by default.
  open var lineWidth: CGFloat = 1

  /// How a stroke's open ends are drawn; `.butt` by default.
  open var lineCapStyle = CGLineCap.butt

  /// How a stroke's corners are drawn; `.miter` by default.
  open var lineJoinStyle = CGLineJoin.miter

  /// Whether fills and `contains(_:)` use the even-odd rule; `false` (non-zero) by default.
  open var usesEvenOddFillRule = false

  // MARK: Drawing

  /// Limits later drawing in the current context to the enclosed area. Headless: clipping is
  /// not modelled (a drawing records whole paths, not pixels), so later fills and strokes are
  /// recorded whole; with no current context nothing happens, as in UIKit.
  open func addClip() {}

  /// Fills the enclosed area with the current fill colour. Headless: recorded in the current
  /// drawing; with none (outside `draw(_:)` and an image renderer), nothing happens, as UIKit
  /// draws nothing without a context.
  open func fill() {
    HeadlessGraphicsContext.current?.fill(cgPath, evenOdd: usesEvenOddFillRule)
  }

  /// Strokes the path with the current stroke colour and `lineWidth`. Headless: recorded in
  /// the current drawing, as `fill()` is.
  open func stroke() {
    HeadlessGraphicsContext.current?.stroke(cgPath, lineWidth: lineWidth)
  }

  /// A copy with the same elements and attributes.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBezierPath()
    copy.geometry = geometry
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    return copy
  }
}

/// The corners of a rectangle, for rounding some of them.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top left corner (UIKit's coordinates grow down).
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension PathGeometry {
  /// The geometry of a Core Graphics path.
  init(_ path: CGPath) {
    #if canImport(CoreGraphics)
      var geometry = PathGeometry()
      path.applyWithBlock { element in
        let points = element.pointee.points
        switch element.pointee.type {
        case .moveToPoint: geometry.move(to: points[0])
        case .addLineToPoint: geometry.addLine(to: points[0])
        case .addQuadCurveToPoint: geometry.addQuadCurve(to: points[1], control: points[0])
        case .addCurveToPoint:
          geometry.addCurve(to: points[2], control1: points[0], control2: points[1])
        case .closeSubpath: geometry.close()
        @unknown default: break
        }
      }
      self = geometry
    #else
      self = path.geometry
    #endif
  }

  /// An immutable Core Graphics path of the geometry.
  var cgPath: CGPath {
    #if canImport(CoreGraphics)
      let path = CGMutablePath()
      for element in elements {
        switch element {
        case .move(let point): path.move(to: point)
        case .line(let point): path.addLine(to: point)
        case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
        case .curve(let point, let control1, let control2):
          path.addCurve(to: point, control1: control1, control2: control2)
        case .close: path.closeSubpath()
        }
      }
      return path.copy() ?? path
    #else
      return CGPath(geometry: self)
    #endif
  }
}
