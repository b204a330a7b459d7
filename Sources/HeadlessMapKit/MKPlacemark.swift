import Foundation
import Places

/// A place's address and coordinate, as MapKit describes a search result: a `CLPlacemark`
/// that is also a map annotation.
///
/// Its `title` joins the address, e.g. "Springfield, Illinois, United States".
/// `init(place:)` is headless only.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  /// Where the place is.
  open var coordinate: CLLocationCoordinate2D { storedCoordinate }
  /// The full description shown under a pin, e.g. "Springfield, Illinois, United States".
  open var title: String? { storedTitle }
  /// A second line under a pin: none for a placemark.
  open var subtitle: String? { nil }
  /// The country's ISO code, as MapKit's placemark also names it.
  open var countryCode: String? { isoCountryCode }

  private let storedCoordinate: CLLocationCoordinate2D
  private let storedTitle: String?

  /// Creates a placemark for a coordinate alone, with no address, as MapKit does.
  public init(coordinate: CLLocationCoordinate2D) {
    storedCoordinate = coordinate
    storedTitle = nil
    super.init(address: .none)
  }

  /// Creates a placemark for a coordinate and an address, given as an Address Book dictionary:
  /// "Street", "City", "State", "ZIP", "Country", "CountryCode", "SubLocality" and
  /// "SubAdministrativeArea" (`ABPerson`'s address keys, as MapKit documents), or the
  /// Contacts framework's lower-case keys ("street", "city", "state", "postalCode", "country",
  /// "isoCountryCode", "subLocality", "subAdministrativeArea"). The placemark's `thoroughfare`,
  /// `locality`, `administrativeArea`, `postalCode`, `country` and the rest are the values of
  /// those keys; its `name` and `title` are the address on one line, e.g. "1 Main St,
  /// Springfield, IL, 62701, United States". Other keys and non-string values are ignored.
  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    let address = MKPlacemark.address(from: addressDictionary ?? [:], at: coordinate)
    let line = [
      address.thoroughfare, address.locality, address.administrativeArea, address.postalCode,
      address.country,
    ].compactMap { $0 }
    storedCoordinate = coordinate
    storedTitle = line.isEmpty ? nil : line.joined(separator: ", ")
    var named = address
    named.name = storedTitle
    super.init(address: named)
  }

  // The address an Address Book or Contacts dictionary gives: each field from either key.
  private static func address(
    from dictionary: [String: Any], at coordinate: CLLocationCoordinate2D
  ) -> Address {
    func value(_ addressBookKey: String, _ contactsKey: String) -> String? {
      (dictionary[addressBookKey] ?? dictionary[contactsKey]) as? String
    }
    var address = Address()
    address.location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    address.thoroughfare = value("Street", "street")
    address.locality = value("City", "city")
    address.administrativeArea = value("State", "state")
    address.postalCode = value("ZIP", "postalCode")
    address.country = value("Country", "country")
    address.isoCountryCode = value("CountryCode", "isoCountryCode")
    address.subLocality = value("SubLocality", "subLocality")
    address.subAdministrativeArea = value("SubAdministrativeArea", "subAdministrativeArea")
    return address
  }

  /// Creates the placemark for a place of the kit's gazetteer. Headless only: MapKit makes
  /// placemarks itself, from its own data.
  public init(place: Place) {
    let coordinate = CLLocationCoordinate2D(place.coordinate)
    storedCoordinate = coordinate
    storedTitle = "\(place.name), \(place.subtitle)"
    super.init(
      address: Address(
        location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
        name: place.name, locality: place.name, administrativeArea: place.region,
        country: place.countryName, isoCountryCode: place.countryCode))
  }

  open override var description: String {
    "MKPlacemark(\(title ?? "\(coordinate.latitude), \(coordinate.longitude)"))"
  }
}

/// Content tied to a place on a map: a coordinate, and optionally a title and a subtitle.
///
/// As in MapKit, the protocol carries no actor isolation. `title` and `subtitle` are optional
/// in MapKit; here, as Objective-C `optional` does not exist on Linux, they default to `nil`.
public protocol MKAnnotation: NSObjectProtocol {
  /// Where the annotation is.
  var coordinate: CLLocationCoordinate2D { get }
  /// The annotation's title, shown in its callout.
  var title: String? { get }
  /// The annotation's subtitle, shown under the title.
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}
