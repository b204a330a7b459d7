import Foundation

/// A circle on the map, such as the area "near me": an overlay drawn by `MKCircleRenderer`.
///
/// Its bounding rectangle is the square of map points around the center, the radius measured
/// in the Mercator scale at the center's latitude, as MapKit measures it.
open class MKCircle: MKShape, MKOverlay {
  /// The circle's radius, in meters.
  open private(set) var radius: CLLocationDistance = 0
  private var center = CLLocationCoordinate2D()

  /// The circle's center.
  open override var coordinate: CLLocationCoordinate2D { center }

  /// A circle of `radius` meters around a coordinate.
  public convenience init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.init()
    center = coord
    self.radius = radius
  }

  /// The circle inside a map rectangle's center square: its radius is half the rectangle's
  /// longer side.
  public convenience init(mapRect: MKMapRect) {
    let center = MKMapPoint(x: mapRect.midX, y: mapRect.midY).coordinate
    let halfSide = max(mapRect.width, mapRect.height) / 2
    self.init(center: center, radius: halfSide / MKMapPointsPerMeterAtLatitude(center.latitude))
  }

  /// The square of map points around the circle.
  open var boundingMapRect: MKMapRect {
    let middle = MKMapPoint(center)
    let side = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
    return MKMapRect(x: middle.x - side, y: middle.y - side, width: 2 * side, height: 2 * side)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// How many map points a meter spans at a latitude (the Mercator scale grows toward the poles).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  let metersAroundEquator = MapProjection.metersPerDegreeOfLatitude * 360
  return MKMapSize.world.width / (metersAroundEquator * cos(latitude * .pi / 180))
}
