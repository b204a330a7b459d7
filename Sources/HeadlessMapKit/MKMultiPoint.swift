import Foundation

/// A shape made of map points: the superclass of `MKPolyline` and `MKPolygon`. Make one of
/// those; as in MapKit, this class has no public initializer.
///
/// The points are kept as map points, as MapKit keeps them: `points()` hands out the shape's
/// own buffer, valid while the shape lives.
open class MKMultiPoint: MKShape {
  /// How many points the shape has.
  open var pointCount: Int { storedPointCount }

  private let storedPoints: UnsafeMutablePointer<MKMapPoint>
  private let storedPointCount: Int

  init(points: UnsafePointer<MKMapPoint>, count: Int) {
    precondition(count >= 0, "A shape has 0 or more points; got \(count).")
    storedPointCount = count
    storedPoints = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(count, 1))
    storedPoints.initialize(from: points, count: count)
    super.init()
  }

  // The map points of `count` coordinates.
  static func mapPoints(_ coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int)
    -> [MKMapPoint]
  {
    UnsafeBufferPointer(start: coordinates, count: count).map(MKMapPoint.init)
  }

  deinit {
    storedPoints.deinitialize(count: storedPointCount)
    storedPoints.deallocate()
  }

  /// The shape's points: `pointCount` of them, owned by the shape.
  open func points() -> UnsafeMutablePointer<MKMapPoint> { storedPoints }

  /// Copies the coordinates of the points in `range` into `coords`, which must have room for
  /// `range.length` of them.
  open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
    precondition(
      range.location >= 0 && range.length >= 0 && range.location + range.length <= pointCount,
      "range \(range) is outside the shape's \(pointCount) points")
    for offset in 0..<range.length {
      coords[offset] = storedPoints[range.location + offset].coordinate
    }
  }

  // The smallest map rectangle holding every point (`MKMapRect.null` for no points): the
  // bounding rectangle of the overlays made of points.
  var pointsBoundingMapRect: MKMapRect {
    UnsafeBufferPointer(start: storedPoints, count: storedPointCount).reduce(MKMapRect.null) {
      $0.union(MKMapRect(origin: $1, size: MKMapSize()))
    }
  }

  /// The center of the bounding rectangle.
  open override var coordinate: CLLocationCoordinate2D {
    let bounds = pointsBoundingMapRect
    guard !bounds.isNull else { return kCLLocationCoordinate2DInvalid }
    return MKMapPoint(x: bounds.midX, y: bounds.midY).coordinate
  }
}

/// An open line through points, such as a route: an overlay drawn by `MKPolylineRenderer`.
///
/// Swift passes an array where a pointer is asked for, so work code writes
/// `MKPolyline(coordinates: coordinates, count: coordinates.count)`.
open class MKPolyline: MKMultiPoint, MKOverlay {
  /// A line through map points (copied).
  public override init(points: UnsafePointer<MKMapPoint>, count: Int) {
    super.init(points: points, count: count)
  }

  /// A line through coordinates (copied).
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.init(points: Self.mapPoints(coords, count: count), count: count)
  }

  /// The smallest map rectangle holding every point.
  open var boundingMapRect: MKMapRect { pointsBoundingMapRect }
}

/// A closed shape through points, with holes if you give it interior polygons: an overlay
/// drawn by `MKPolygonRenderer`.
open class MKPolygon: MKMultiPoint, MKOverlay {
  /// The holes cut out of the polygon, if any.
  open private(set) var interiorPolygons: [MKPolygon]?

  /// A polygon through map points (copied).
  public override init(points: UnsafePointer<MKMapPoint>, count: Int) {
    super.init(points: points, count: count)
  }

  /// A polygon through map points (copied), with holes.
  public convenience init(
    points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?
  ) {
    self.init(points: points, count: count)
    self.interiorPolygons = interiorPolygons
  }

  /// A polygon through coordinates (copied).
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.init(coordinates: coords, count: count, interiorPolygons: nil)
  }

  /// A polygon through coordinates (copied), with holes.
  public convenience init(
    coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int,
    interiorPolygons: [MKPolygon]?
  ) {
    self.init(
      points: Self.mapPoints(coords, count: count), count: count,
      interiorPolygons: interiorPolygons)
  }

  /// The smallest map rectangle holding every point (holes lie inside it).
  open var boundingMapRect: MKMapRect { pointsBoundingMapRect }
}
