import Foundation
import Places

/// A latitude and longitude, as Core Location names it.
///
/// The kit's `Coordinate` has the same fields and initializer as Apple's struct, so code that
/// writes `CLLocationCoordinate2D(latitude:longitude:)` compiles unchanged.
public typealias CLLocationCoordinate2D = Coordinate

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
    coordinate = place.coordinate
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
