import Foundation
import Places

/// A latitude and longitude, in degrees, as Core Location declares it.
///
/// As Apple's, it is a plain C struct imported into Swift: `Sendable`, but not `Equatable`
/// (compare `latitude` and `longitude`). The kit's own services speak `Places.Coordinate`.
public struct CLLocationCoordinate2D: Sendable {
  /// Degrees north of the equator (south is negative).
  public var latitude: Double
  /// Degrees east of Greenwich (west is negative).
  public var longitude: Double

  /// The coordinate at 0° latitude, 0° longitude.
  public init() {
    latitude = 0
    longitude = 0
  }

  /// Makes a coordinate from degrees.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A place's address and coordinate, as MapKit describes a search result.
///
/// Headless differences: Apple's `MKPlacemark` subclasses `CLPlacemark` and carries a full
/// postal address; this one is a plain `NSObject` with only the fields a city has: `name` and
/// `locality` are the city, `administrativeArea` is the US state (nil elsewhere), and `title`
/// joins them all, e.g. "Springfield, Illinois, United States". `init(place:)` is headless only.
/// Like Apple's (through `CLPlacemark`), it is `Sendable`: all its properties are constants.
open class MKPlacemark: NSObject, @unchecked Sendable {
  /// Where the place is.
  public let coordinate: CLLocationCoordinate2D
  /// The place's name, e.g. "Springfield".
  public let name: String?
  /// The full description shown under a pin, e.g. "Springfield, Illinois, United States".
  public let title: String?
  /// The city.
  public let locality: String?
  /// The state or province; the kit's data has one only for places in the United States.
  public let administrativeArea: String?
  /// The country's name, e.g. "United States".
  public let country: String?
  /// The country's ISO 3166-1 alpha-2 code, e.g. "US".
  public let isoCountryCode: String?

  /// Creates a placemark for a coordinate alone, with no address, as MapKit does.
  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    name = nil
    title = nil
    locality = nil
    administrativeArea = nil
    country = nil
    isoCountryCode = nil
    super.init()
  }

  /// Creates the placemark for a place of the kit's gazetteer. Headless only: MapKit makes
  /// placemarks itself, from its own data.
  public init(place: Place) {
    coordinate = CLLocationCoordinate2D(
      latitude: place.coordinate.latitude, longitude: place.coordinate.longitude)
    name = place.name
    title = "\(place.name), \(place.subtitle)"
    locality = place.name
    administrativeArea = place.region
    country = place.countryName
    isoCountryCode = place.countryCode
    super.init()
  }

  open override var description: String {
    "MKPlacemark(\(title ?? "\(coordinate.latitude), \(coordinate.longitude)"))"
  }
}
