import Foundation
import Places

/// The width and height of a map region, in degrees of latitude and longitude.
public struct MKCoordinateSpan: Sendable, BitwiseCopyable {
  /// The north-to-south distance, in degrees (one degree is about 111 km).
  public var latitudeDelta: CLLocationDegrees
  /// The east-to-west distance, in degrees (one degree is about 111 km at the equator, none at
  /// the poles).
  public var longitudeDelta: CLLocationDegrees

  /// A span of no size.
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  /// A span of a height and a width in degrees.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangle of the Earth, in degrees: a center and a span around it.
///
/// Headless: the kit's searches use a region as MapKit does, as a hint: places inside it come
/// first (see `MKLocalSearchCompleter.region`).
public struct MKCoordinateRegion: Sendable, BitwiseCopyable {
  /// The region's center.
  public var center: CLLocationCoordinate2D
  /// The region's height and width.
  public var span: MKCoordinateSpan

  /// A region of no size at 0°, 0°.
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  /// A region with a span around a center.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region around a center, `latitudinalMeters` from north to south and
  /// `longitudinalMeters` from east to west. Headless: degrees are meters on a sphere of the
  /// Earth's mean radius, so spans differ from MapKit's ellipsoid by under 0.5 %.
  public init(
    center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metersPerDegree = MapProjection.metersPerDegreeOfLatitude
    let cosine = cos(centerCoordinate.latitude * .pi / 180)
    center = centerCoordinate
    span = MKCoordinateSpan(
      latitudeDelta: latitudinalMeters / metersPerDegree,
      longitudeDelta: min(360, longitudinalMeters / (metersPerDegree * max(cosine, 1e-9))))
  }

  /// The region a map rectangle covers.
  public init(_ rect: MKMapRect) {
    let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    span = MKCoordinateSpan(
      latitudeDelta: northWest.latitude - southEast.latitude,
      longitudeDelta: rect.width / MKMapSize.world.width * 360)
  }

  // Whether the region holds a coordinate, edges included; longitudes wrap at ±180°. A
  // nanodegree of slack keeps the edges of a bounding region inside it despite rounding.
  func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    var longitudeGap = abs(coordinate.longitude - center.longitude)
      .truncatingRemainder(dividingBy: 360)
    if longitudeGap > 180 { longitudeGap = 360 - longitudeGap }
    return abs(coordinate.latitude - center.latitude) <= span.latitudeDelta / 2 + 1e-9
      && longitudeGap <= span.longitudeDelta / 2 + 1e-9
  }

  // Whether the region covers the whole Earth, so that it favours no place.
  var coversWorld: Bool { span.latitudeDelta >= 180 && span.longitudeDelta >= 360 }

  // The whole Earth: what a search looks in until it is given a region.
  static let world = MKCoordinateRegion(
    center: CLLocationCoordinate2D(),
    span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))

  // How many of the most populous matches a search that favours a region looks through.
  static let biasedSearchLimit = 1_000

  // The places in the region first, then the others, each in their given order.
  func favouring(_ places: [Place]) -> [Place] {
    guard !coversWorld else { return places }
    let inside = places.filter { contains(CLLocationCoordinate2D($0.coordinate)) }
    let outside = places.filter { !contains(CLLocationCoordinate2D($0.coordinate)) }
    return inside + outside
  }

  // The smallest region that holds every coordinate (not across the 180th meridian).
  static func bounding(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
    guard let first = coordinates.first else { return MKCoordinateRegion() }
    var south = first.latitude
    var north = first.latitude
    var west = first.longitude
    var east = first.longitude
    for coordinate in coordinates.dropFirst() {
      south = min(south, coordinate.latitude)
      north = max(north, coordinate.latitude)
      west = min(west, coordinate.longitude)
      east = max(east, coordinate.longitude)
    }
    return MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
      span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: east - west))
  }
}
