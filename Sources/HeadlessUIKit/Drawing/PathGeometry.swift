import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One element of a path, as Core Graphics keeps them: curves are cubic or quadratic Béziers,
/// and arcs, ovals and rounded corners are made of cubic ones.
enum PathElement: Equatable {
  case move(CGPoint)
  case line(CGPoint)
  case quadCurve(CGPoint, control: CGPoint)
  case curve(CGPoint, control1: CGPoint, control2: CGPoint)
  case close
}

/// The geometry a `UIBezierPath` and, on Linux, a `CGPath` hold: the elements, and the
/// questions work code asks of them (bounds, whether a point is inside).
struct PathGeometry: Equatable {
  private(set) var elements: [PathElement] = []

  // Where the current subpath started: a close returns there.
  private var subpathStart = CGPoint.zero

  var isEmpty: Bool { elements.isEmpty }

  /// Where the next segment starts: the last point, or the subpath's start after a close; zero
  /// for an empty path.
  private(set) var currentPoint = CGPoint.zero

  mutating func move(to point: CGPoint) {
    elements.append(.move(point))
    subpathStart = point
    currentPoint = point
  }

  mutating func addLine(to point: CGPoint) {
    startSubpathIfNeeded(at: currentPoint)
    elements.append(.line(point))
    currentPoint = point
  }

  mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    startSubpathIfNeeded(at: currentPoint)
    elements.append(.quadCurve(point, control: control))
    currentPoint = point
  }

  mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    startSubpathIfNeeded(at: currentPoint)
    elements.append(.curve(point, control1: control1, control2: control2))
    currentPoint = point
  }

  mutating func close() {
    guard !elements.isEmpty, elements.last != .close else { return }
    elements.append(.close)
    currentPoint = subpathStart
  }

  mutating func removeAll() {
    self = PathGeometry()
  }

  mutating func append(_ other: PathGeometry) {
    append(other.elements)
  }

  mutating func append(_ elements: some Sequence<PathElement>) {
    for element in elements {
      switch element {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2):
        addCurve(to: point, control1: control1, control2: control2)
      case .close: close()
      }
    }
  }

  /// Appends a path that starts with a move, joined to the current subpath, if one is open,
  /// by a line to its start instead of the move: how arcs are added.
  mutating func connect(_ other: PathGeometry) {
    guard case .move(let start)? = other.elements.first, !(isEmpty || elements.last == .close)
    else { return append(other) }
    addLineIfMoved(to: start)
    append(other.elements.dropFirst())
  }

  // A segment added to an empty path, or after a close, starts a subpath where it starts, as
  // Core Graphics does.
  private mutating func startSubpathIfNeeded(at point: CGPoint) {
    if elements.isEmpty || elements.last == .close { move(to: point) }
  }

  // MARK: Shapes

  /// A closed rectangle from its origin corner, clockwise on screen (y grows down).
  mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    close()
  }

  /// A closed oval in the rectangle, from the middle of its top, clockwise on screen.
  mutating func addOval(in rect: CGRect) {
    addRoundedRect(
      rect, corners: .allCorners, radii: CGSize(width: abs(rect.width), height: abs(rect.height)))
  }

  /// A closed rectangle whose chosen corners are quarter ellipses of the radii, each clamped to
  /// half the rectangle's side, clockwise on screen from the top edge. Radii of half the sides
  /// on all four corners make an oval.
  mutating func addRoundedRect(_ rect: CGRect, corners: UIRectCorner, radii: CGSize) {
    let rect = rect.standardized
    let rx = max(0, min(radii.width, rect.width / 2))
    let ry = max(0, min(radii.height, rect.height / 2))
    let rounds = rx > 0 && ry > 0 ? corners : []
    // Each corner: its point, the centre of its rounding, and the angle the quarter starts at.
    let plan: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
      (
        .topRight, CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX - rx, y: rect.minY + ry), -.pi / 2
      ),
      (
        .bottomRight, CGPoint(x: rect.maxX, y: rect.maxY),
        CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), 0
      ),
      (
        .bottomLeft, CGPoint(x: rect.minX, y: rect.maxY),
        CGPoint(x: rect.minX + rx, y: rect.maxY - ry), .pi / 2
      ),
      (
        .topLeft, CGPoint(x: rect.minX, y: rect.minY),
        CGPoint(x: rect.minX + rx, y: rect.minY + ry), .pi
      ),
    ]
    let start = CGPoint(x: rounds.contains(.topLeft) ? rect.minX + rx : rect.minX, y: rect.minY)
    move(to: start)
    for (corner, sharp, center, angle) in plan {
      guard rounds.contains(corner) else {
        if sharp != start { addLineIfMoved(to: sharp) }
        continue
      }
      let (cosine, sine) = cosineAndSine(angle)
      addLineIfMoved(to: CGPoint(x: center.x + rx * cosine, y: center.y + ry * sine))
      addEllipticArc(
        center: center, radii: CGSize(width: rx, height: ry), from: angle, sweep: .pi / 2)
    }
    close()
  }

  private mutating func addLineIfMoved(to point: CGPoint) {
    if point != currentPoint { addLine(to: point) }
  }

  /// An arc of a circle, starting with a line from the current point (or a move, on an empty
  /// path). Angles are in radians from the x axis; `increasing` sweeps toward larger angles,
  /// which is clockwise on screen. A sweep of a full turn or more draws the whole circle.
  mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool
  ) {
    let turn = 2 * CGFloat.pi
    let difference = increasing ? endAngle - startAngle : startAngle - endAngle
    var sweep = difference >= turn ? turn : difference.truncatingRemainder(dividingBy: turn)
    if sweep < 0 { sweep += turn }
    var arc = PathGeometry()
    let (cosine, sine) = cosineAndSine(startAngle)
    arc.move(to: CGPoint(x: center.x + radius * cosine, y: center.y + radius * sine))
    arc.addEllipticArc(
      center: center, radii: CGSize(width: radius, height: radius), from: startAngle,
      sweep: increasing ? sweep : -sweep)
    connect(arc)
  }

  // Cubic Béziers for an elliptic arc, a quarter turn at most each, from the current point.
  private mutating func addEllipticArc(
    center: CGPoint, radii: CGSize, from start: CGFloat, sweep: CGFloat
  ) {
    guard sweep != 0 else { return }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let handle = 4 / 3 * tan(step / 4)
    func point(_ angle: CGFloat) -> CGPoint {
      let (cosine, sine) = cosineAndSine(angle)
      return CGPoint(x: center.x + radii.width * cosine, y: center.y + radii.height * sine)
    }
    func tangent(_ angle: CGFloat) -> CGPoint {
      let (cosine, sine) = cosineAndSine(angle)
      return CGPoint(x: -radii.width * sine, y: radii.height * cosine)
    }
    for piece in 0..<pieces {
      let a0 = start + step * CGFloat(piece)
      let a1 = a0 + step
      let p0 = point(a0)
      let p1 = point(a1)
      let t0 = tangent(a0)
      let t1 = tangent(a1)
      addCurve(
        to: p1, control1: CGPoint(x: p0.x + handle * t0.x, y: p0.y + handle * t0.y),
        control2: CGPoint(x: p1.x - handle * t1.x, y: p1.y - handle * t1.y))
    }
  }

  // MARK: Questions

  /// The smallest rectangle around every point, control points included; `CGRect.null` for an
  /// empty path, as Core Graphics answers.
  var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .close: break
      }
    }
    return CGRect(enclosing: points) ?? .null
  }

  /// The path with every point transformed.
  func applying(_ transform: CGAffineTransform) -> PathGeometry {
    var result = PathGeometry()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: point.applying(transform))
      case .line(let point): result.addLine(to: point.applying(transform))
      case .quadCurve(let point, let control):
        result.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let control1, let control2):
        result.addCurve(
          to: point.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform))
      case .close: result.close()
      }
    }
    return result
  }

  /// Whether a fill of the path would paint the point: by the winding number (non-zero) or by
  /// the parity of crossings (even-odd). Curves are followed as short lines. Open subpaths
  /// count as closed, as a fill closes them, unless `closedSubpathsOnly`.
  func contains(_ point: CGPoint, evenOdd: Bool, closedSubpathsOnly: Bool) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polygons() where polygon.closed || !closedSubpathsOnly {
      for (a, b) in zip(polygon.points, polygon.points.dropFirst() + polygon.points.prefix(1)) {
        // An edge counts once if it spans the point's height, half-open so that a vertex on
        // the ray is counted once.
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) * (b.x - a.x) / (b.y - a.y)
        guard x > point.x else { continue }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }

  // The subpaths as polygons: curves become 24 short lines each.
  private func polygons() -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    var last = CGPoint.zero
    func finish(closed: Bool) {
      if points.count > 1 { result.append((points, closed)) }
      points = []
    }
    let steps = 24
    for element in elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        points = [point]
        last = point
      case .line(let point):
        points.append(point)
        last = point
      case .quadCurve(let point, let control):
        let start = last
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          points.append(
            CGPoint(
              x: u * u * start.x + 2 * u * t * control.x + t * t * point.x,
              y: u * u * start.y + 2 * u * t * control.y + t * t * point.y))
        }
        last = point
      case .curve(let point, let c1, let c2):
        let start = last
        for step in 1...steps {
          let t = CGFloat(step) / CGFloat(steps)
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          points.append(
            CGPoint(
              x: a * start.x + b * c1.x + c * c2.x + d * point.x,
              y: a * start.y + b * c1.y + c * c2.y + d * point.y))
        }
        last = point
      case .close:
        last = points.first ?? last
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }
}

// The cosine and sine of an angle, snapped to zero where they miss it by a few bits (at quarter
// turns), so that a rounded rectangle's bounds are its rectangle exactly.
private func cosineAndSine(_ angle: CGFloat) -> (CGFloat, CGFloat) {
  func snapped(_ value: CGFloat) -> CGFloat { abs(value) < 1e-12 ? 0 : value }
  return (snapped(cos(angle)), snapped(sin(angle)))
}
