import Foundation

/// A point on the Earth's surface, in degrees.
public struct Coordinate: Hashable, Sendable {
  /// Degrees north of the equator (south is negative).
  public var latitude: Double
  /// Degrees east of Greenwich (west is negative).
  public var longitude: Double

  /// Makes a coordinate from degrees.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// The great-circle distance to another coordinate, in meters.
  ///
  /// Uses the haversine formula on a sphere of the Earth's mean radius: within about 0.5 % of
  /// the ellipsoidal distance, which is plenty to rank places by nearness.
  public func distance(to other: Coordinate) -> Double {
    let latitude1 = latitude * Self.radiansPerDegree
    let latitude2 = other.latitude * Self.radiansPerDegree
    let halfLatitudeDelta = (latitude2 - latitude1) / 2
    let halfLongitudeDelta = (other.longitude - longitude) * Self.radiansPerDegree / 2
    let sinLatitude = sin(halfLatitudeDelta)
    let sinLongitude = sin(halfLongitudeDelta)
    let haversine =
      sinLatitude * sinLatitude + cos(latitude1) * cos(latitude2) * sinLongitude * sinLongitude
    // Rounding can push the haversine a hair above 1 for antipodal points; asin would give NaN.
    return 2 * Self.earthRadius * asin(min(1, haversine.squareRoot()))
  }

  /// Central Seoul (Seoul City Hall), the simulated user's default location.
  public static let centralSeoul = Coordinate(latitude: 37.5665, longitude: 126.9780)

  /// The Earth's mean radius in meters (IUGG).
  static let earthRadius = 6_371_008.8

  private static let radiansPerDegree = Double.pi / 180
}
