import Foundation

// MapKit's names from before Swift 4.2, which Apple's SDK keeps as unavailable declarations so
// that old code gets a fix-it to the new name. The kit declares them the same way: they never
// compile, they only say what to write instead.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Unavailable: `MKCoordinateSpan(latitudeDelta:longitudeDelta:)` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "MKCoordinateSpan.init(latitudeDelta:longitudeDelta:)")
public func MKCoordinateSpanMake(
  _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
) -> MKCoordinateSpan {
  fatalError("unavailable")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Unavailable: `MKCoordinateRegion(center:span:)` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "MKCoordinateRegion.init(center:span:)")
public func MKCoordinateRegionMake(
  _ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan
) -> MKCoordinateRegion {
  fatalError("unavailable")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Unavailable: `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)` replaced it
/// in Swift 4.2.
@available(
  *, unavailable, renamed: "MKCoordinateRegion.init(center:latitudinalMeters:longitudinalMeters:)"
)
public func MKCoordinateRegionMakeWithDistance(
  _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
  _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
  fatalError("unavailable")
}

/// Unavailable: `MKDirections.Request` replaced it in Swift 4.2.
@available(*, unavailable, renamed: "MKDirections.Request")
public typealias MKDirectionsRequest = MKDirections.Request

extension MKMapView {
  /// Unavailable: `addOverlay(_:)` replaced it in Swift 4.2.
  @available(*, unavailable, renamed: "addOverlay(_:)")
  public func add(_ overlay: any MKOverlay) {
    fatalError("unavailable")
  }

  /// Unavailable: `addOverlay(_:level:)` replaced it in Swift 4.2.
  @available(*, unavailable, renamed: "addOverlay(_:level:)")
  public func add(_ overlay: any MKOverlay, level: MKOverlayLevel) {
    fatalError("unavailable")
  }

  /// Unavailable: `removeOverlay(_:)` replaced it in Swift 4.2.
  @available(*, unavailable, renamed: "removeOverlay(_:)")
  public func remove(_ overlay: any MKOverlay) {
    fatalError("unavailable")
  }
}
