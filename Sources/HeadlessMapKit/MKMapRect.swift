import Foundation
import Places

/// A point on MapKit's flat, Mercator-projected map of the Earth, in map points.
public struct MKMapPoint: Sendable, BitwiseCopyable {
  /// Map points east of the 180th meridian's western edge.
  public var x: Double
  /// Map points south of the map's top (about 85° north).
  public var y: Double

  /// The map's top-left corner.
  public init() {
    x = 0
    y = 0
  }

  /// A point from its map coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The map point of a coordinate (Mercator projection).
  public init(_ coordinate: CLLocationCoordinate2D) {
    let side = MKMapSize.world.width
    let sine = sin(coordinate.latitude * .pi / 180)
    x = (coordinate.longitude + 180) / 360 * side
    y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * side
  }

  /// The coordinate at this map point.
  public var coordinate: CLLocationCoordinate2D {
    let side = MKMapSize.world.width
    let longitude = x / side * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * y / side))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The great-circle distance to another map point, in meters.
  @discardableResult
  public func distance(to point: MKMapPoint) -> CLLocationDistance {
    Coordinate(coordinate).distance(to: Coordinate(point.coordinate))
  }
}

/// A width and a height on the flat map, in map points.
public struct MKMapSize: Sendable, BitwiseCopyable {
  /// The east-to-west size.
  public var width: Double
  /// The north-to-south size.
  public var height: Double

  /// A size of nothing.
  public init() {
    width = 0
    height = 0
  }

  /// A size from its parts.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size of the whole map: 2²⁸ map points each way, as MapKit's.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map, in map points.
public struct MKMapRect: Sendable, BitwiseCopyable {
  /// The top-left corner.
  public var origin: MKMapPoint
  /// The width and height.
  public var size: MKMapSize

  /// An empty rectangle at the origin.
  public init() {
    origin = MKMapPoint()
    size = MKMapSize()
  }

  /// A rectangle from a corner and a size.
  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its coordinates and sizes.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = MKMapPoint(x: x, y: y)
    size = MKMapSize(width: width, height: height)
  }

  /// The whole map.
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)

  /// No rectangle: what the intersection of two rectangles that do not meet is.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// Whether this is `MKMapRect.null`.
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

  /// Whether the rectangle has no area (or is null).
  public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

  /// Whether a point lies inside: on the minimum edges counts, on the maximum edges does not,
  /// as MapKit documents.
  public func contains(_ point: MKMapPoint) -> Bool {
    !isEmpty && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether another rectangle lies wholly inside.
  public func contains(_ rect2: MKMapRect) -> Bool {
    !isNull && !rect2.isNull && rect2.minX >= minX && rect2.maxX <= maxX && rect2.minY >= minY
      && rect2.maxY <= maxY
  }

  /// Whether the rectangles overlap.
  public func intersects(_ rect2: MKMapRect) -> Bool {
    !intersection(rect2).isNull
  }

  /// The overlap of two rectangles, or `MKMapRect.null`.
  public func intersection(_ rect2: MKMapRect) -> MKMapRect {
    guard !isNull, !rect2.isNull else { return .null }
    let x = max(minX, rect2.minX)
    let y = max(minY, rect2.minY)
    let width = min(maxX, rect2.maxX) - x
    let height = min(maxY, rect2.maxY) - y
    guard width >= 0, height >= 0 else { return .null }
    return MKMapRect(x: x, y: y, width: width, height: height)
  }

  /// The smallest rectangle holding both.
  public func union(_ rect2: MKMapRect) -> MKMapRect {
    if isNull { return rect2 }
    if rect2.isNull { return self }
    let x = min(minX, rect2.minX)
    let y = min(minY, rect2.minY)
    return MKMapRect(
      x: x, y: y, width: max(maxX, rect2.maxX) - x, height: max(maxY, rect2.maxY) - y)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}

enum MapProjection {
  // Meters in a degree of latitude on a sphere of the Earth's mean radius.
  static let metersPerDegreeOfLatitude = 6_371_008.8 * .pi / 180
}
