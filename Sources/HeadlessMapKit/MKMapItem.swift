import Foundation

/// A point of interest on the map: what a local search returns, one per place found.
///
/// The kit's places are cities, so a found item has no phone number, URL or point-of-interest
/// category, and its time zone is its placemark's (none: the data has no time zones).
open class MKMapItem: NSObject {
  /// The address and coordinate of the item.
  open private(set) var placemark: MKPlacemark
  /// The item's name; set from the placemark's name, and settable, as in MapKit.
  open var name: String?
  /// The item's phone number, if known.
  open var phoneNumber: String?
  /// The item's website, if known.
  open var url: URL?
  /// The item's time zone; the placemark's until set.
  open var timeZone: TimeZone?
  /// The item's kind of point of interest, if it is one.
  open var pointOfInterestCategory: MKPointOfInterestCategory?
  /// Whether this item stands for the device's current location.
  open private(set) var isCurrentLocation = false

  /// Creates a map item for `placemark`, named after it.
  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    name = placemark.name
    timeZone = placemark.timeZone
    super.init()
  }

  /// The item that stands for the device's current location. As in MapKit it holds no
  /// coordinate (its placemark's is `kCLLocationCoordinate2DInvalid`); it is named "Current
  /// Location".
  open class func forCurrentLocation() -> MKMapItem {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
    item.name = "Current Location"
    item.isCurrentLocation = true
    return item
  }

  /// Opens this item in Maps. Headless: nothing opens; it is recorded in `lastOpenedInMaps`,
  /// and the answer is `true`, as Maps is on every device.
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
    MKMapItem.openMaps(with: [self], launchOptions: launchOptions)
  }

  /// Opens items in Maps (two items and a directions mode: directions between them).
  /// Headless: recorded in `lastOpenedInMaps`, and the answer is `true`.
  @discardableResult
  open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil)
    -> Bool
  {
    MainQueue.run { lastOpenedInMaps = (mapItems, launchOptions ?? [:]) }
    return true
  }

  open override var description: String {
    "MKMapItem(\(placemark.title ?? placemark.name ?? name ?? "unnamed"))"
  }
}
