import Foundation

/// An annotation that also covers an area of the map: a line, a polygon, a circle.
///
/// As in MapKit, the protocol carries no actor isolation. `intersects(_:)` and
/// `canReplaceMapContent()` are optional in MapKit; here, as Objective-C `optional` does not exist
/// on Linux, they are requirements with defaults: the bounding rectangle decides, and the map's
/// own content stays.
public protocol MKOverlay: MKAnnotation {
  /// The overlay's center, where a callout would point.
  var coordinate: CLLocationCoordinate2D { get }
  /// The smallest map rectangle holding the whole overlay.
  var boundingMapRect: MKMapRect { get }
  /// Whether the overlay's shape meets a map rectangle.
  func intersects(_ mapRect: MKMapRect) -> Bool
  /// Whether the overlay hides the map under it, so the map need not draw its tiles.
  func canReplaceMapContent() -> Bool
}

extension MKOverlay {
  public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
  public func canReplaceMapContent() -> Bool { false }
}

/// Where an overlay sits among the map's own layers.
public enum MKOverlayLevel: Int, Sendable {
  /// Above the roads, below the labels.
  case aboveRoads = 0
  /// Above the labels, below annotations (what `addOverlay(_:)` uses).
  case aboveLabels = 1
}
