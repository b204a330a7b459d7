import Foundation

/// The annotation a map shows for the user's location: `MKMapView.userLocation`.
///
/// The map fills it in once it has located the user; until then `location` is nil and its
/// coordinate is `kCLLocationCoordinate2DInvalid`.
open class MKUserLocation: NSObject, MKAnnotation {
  /// Where the user is; nil until the map has located them.
  open internal(set) var location: CLLocation?
  /// Whether the map is following the user's location.
  open internal(set) var isUpdating = false
  /// The title of the callout: "My Location", as MapKit shows it in English.
  open var title: String? = "My Location"
  /// The subtitle of the callout; none until set.
  open var subtitle: String?

  /// Where the user is, or `kCLLocationCoordinate2DInvalid` before the map has located them.
  open var coordinate: CLLocationCoordinate2D {
    location?.coordinate ?? kCLLocationCoordinate2DInvalid
  }
}

/// Whether a map follows the user's location.
public enum MKUserTrackingMode: Int, Sendable {
  case none = 0
  case follow = 1
  case followWithHeading = 2
}
