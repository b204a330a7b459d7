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
