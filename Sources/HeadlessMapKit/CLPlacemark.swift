import Foundation
import Places

/// A place's address and location, as Core Location describes one.
///
/// The kit's placemarks are its gazetteer's cities: `name` and `locality` are the city,
/// `administrativeArea` is the US state (nil elsewhere, as the data has none), `country` and
/// `isoCountryCode` its country, `location` its coordinate. The data has no streets, districts,
/// postal codes or time zones, so `thoroughfare`, `subThoroughfare`, `subLocality`,
/// `subAdministrativeArea`, `postalCode` and `timeZone` are nil, except in an `MKPlacemark` made
/// from an address dictionary, which has the dictionary's street, district, county and code. `Sendable`, as Apple's is: all
/// its values are constants.
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
  // The address, as one value, so that a copy or a subclass carries it whole.
  struct Address: Sendable {
    var location: CLLocation?
    var name: String?
    var locality: String?
    var administrativeArea: String?
    var country: String?
    var isoCountryCode: String?
    var thoroughfare: String?
    var subLocality: String?
    var subAdministrativeArea: String?
    var postalCode: String?

    static let none = Address()
  }

  let address: Address

  init(address: Address) {
    self.address = address
    super.init()
  }

  /// Makes a copy of another placemark.
  public init(placemark: CLPlacemark) {
    address = placemark.address
    super.init()
  }

  /// Where the place is.
  open var location: CLLocation? { address.location }
  /// The place's name, e.g. "Springfield".
  open var name: String? { address.name }
  /// The street; the gazetteer has none, an address dictionary may.
  open var thoroughfare: String? { address.thoroughfare }
  /// The street number; the kit's data has none.
  open var subThoroughfare: String? { nil }
  /// The city.
  open var locality: String? { address.locality }
  /// The district of the city; the gazetteer has none, an address dictionary may.
  open var subLocality: String? { address.subLocality }
  /// The state or province; the kit's data has one only for places in the United States.
  open var administrativeArea: String? { address.administrativeArea }
  /// The county; the gazetteer has none, an address dictionary may.
  open var subAdministrativeArea: String? { address.subAdministrativeArea }
  /// The postal code; the gazetteer has none, an address dictionary may.
  open var postalCode: String? { address.postalCode }
  /// The country's name, e.g. "United States".
  open var country: String? { address.country }
  /// The country's ISO 3166-1 alpha-2 code, e.g. "US".
  open var isoCountryCode: String? { address.isoCountryCode }
  /// The place's time zone; the kit's data has none.
  open var timeZone: TimeZone? { nil }

  /// The placemark itself: a placemark never changes.
  open func copy(with zone: NSZone? = nil) -> Any { self }
}
