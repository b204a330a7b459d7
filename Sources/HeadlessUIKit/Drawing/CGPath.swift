import Foundation

// Where Core Graphics exists (macOS), its `CGPath` is the one layers and Bézier paths take.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if !canImport(CoreGraphics)
  /// An immutable graphics path: the shape a layer's `shadowPath` or a shape layer's `path`
  /// holds, and what `UIBezierPath.cgPath` answers.
  ///
  /// Headless difference: Linux has no Core Graphics, so the kit declares the path, with the
  /// members of Core Graphics' Swift overlay that work code uses. Paths compare by their
  /// elements, as Core Foundation's `CFEqual` compares them.
  public class CGPath: Hashable, @unchecked Sendable {
    var geometry: PathGeometry

    init(geometry: PathGeometry) {
      self.geometry = geometry
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var geometry = PathGeometry()
      geometry.addRect(rect)
      self.init(geometry: geometry, transform: transform)
    }

    /// A closed oval that fits the rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      var geometry = PathGeometry()
      geometry.addOval(in: rect)
      self.init(geometry: geometry, transform: transform)
    }

    /// A closed rectangle with rounded corners of the given width and height.
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      var geometry = PathGeometry()
      geometry.addRoundedRect(
        rect, corners: .allCorners, radii: CGSize(width: cornerWidth, height: cornerHeight))
      self.init(geometry: geometry, transform: transform)
    }

    private convenience init(
      geometry: PathGeometry, transform: UnsafePointer<CGAffineTransform>?
    ) {
      self.init(geometry: transform.map { geometry.applying($0.pointee) } ?? geometry)
    }

    /// The smallest rectangle around all the path's points, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { geometry.boundingBox }

    /// The point the next segment would start from; zero for an empty path.
    public var currentPoint: CGPoint { geometry.currentPoint }

    /// Whether the path has no elements.
    public var isEmpty: Bool { geometry.isEmpty }

    /// Whether a fill of the path, by the fill rule, paints the point (after the transform);
    /// open subpaths count as closed, as a fill closes them.
    public func contains(
      _ point: CGPoint, using rule: CGPathFillRule = .winding,
      transform: CGAffineTransform = .identity
    ) -> Bool {
      geometry.applying(transform).contains(
        point, evenOdd: rule == .evenOdd, closedSubpathsOnly: false)
    }

    /// An immutable copy.
    public func copy() -> CGPath? {
      CGPath(geometry: geometry)
    }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
      CGPath(geometry: geometry, transform: transform)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
      CGMutablePath(geometry: geometry)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.geometry == rhs.geometry }

    public func hash(into hasher: inout Hasher) { hasher.combine(geometry.elements.count) }
  }

  /// A graphics path that can be built up.
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
      super.init(geometry: PathGeometry())
    }

    override init(geometry: PathGeometry) {
      super.init(geometry: geometry)
    }

    /// Starts a new subpath at a point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      geometry.move(to: point.applying(transform))
    }

    /// Adds a line from the current point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      geometry.addLine(to: point.applying(transform))
    }

    /// Adds lines through the points, the first one moved to.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
      guard let first = points.first else { return }
      move(to: first, transform: transform)
      for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(
      to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
      geometry.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint,
      transform: CGAffineTransform = .identity
    ) {
      geometry.addCurve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform))
    }

    /// Adds a closed rectangle as a subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      var shape = PathGeometry()
      shape.addRect(rect)
      geometry.append(shape.applying(transform))
    }

    /// Adds a closed oval that fits the rectangle as a subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      var shape = PathGeometry()
      shape.addOval(in: rect)
      geometry.append(shape.applying(transform))
    }

    /// Adds an arc of a circle, after a line from the current point to its start. `clockwise`
    /// is Core Graphics' own, whose y axis grows up: on a screen (y down), `true` turns
    /// counterclockwise, the opposite of `UIBezierPath`'s.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      var arc = PathGeometry()
      arc.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        increasing: !clockwise)
      geometry.connect(arc.applying(transform))
    }

    /// Adds another path's subpaths.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
      geometry.append(path.geometry.applying(transform))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
      geometry.close()
    }
  }

  /// How a fill decides which regions a path encloses.
  public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around the point a non-zero number of times.
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
  }

  /// How the ends of stroked lines are drawn.
  public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
  }

  /// How the joins of stroked lines are drawn.
  public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
  }
#endif
