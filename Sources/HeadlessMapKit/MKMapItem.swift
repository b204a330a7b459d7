import Foundation

/// A point of interest on the map: what a local search returns, one per place found.
///
/// Headless difference: only `name` and `placemark` exist (no phone number, URL, time zone or
/// "open in Maps"), because a city is all the kit's search finds.
open class MKMapItem: NSObject {
  /// The address and coordinate of the item.
  open private(set) var placemark: MKPlacemark
  /// The item's name; set from the placemark's name, and settable, as in MapKit.
  open var name: String?

  /// Creates a map item for `placemark`, named after it.
  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    name = placemark.name
    super.init()
  }

  open override var description: String {
    "MKMapItem(\(placemark.title ?? placemark.name ?? "unnamed"))"
  }
}
