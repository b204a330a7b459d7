import Foundation
import HeadlessUIKit

/// Draws an overlay on the map. Headless: nothing is drawn; a renderer keeps its overlay and its
/// drawing attributes, so code and tests can read what would be drawn and how.
///
/// A map view asks its delegate for one (`mapView(_:rendererFor:)`) when an overlay comes into
/// the visible part of the map, on the map's layout pass.
open class MKOverlayRenderer: NSObject {
  /// The overlay drawn (kept strongly, as MapKit keeps it).
  open var overlay: any MKOverlay { storedOverlay }
  /// How opaque the drawing is, from 0 (clear) to 1 (the default, opaque).
  open var alpha: CGFloat = 1
  /// The scale of the drawing's content: 1, as MapKit's renderers start.
  open private(set) var contentScaleFactor: CGFloat = 1

  private let storedOverlay: any MKOverlay

  /// A renderer for an overlay.
  public init(overlay: any MKOverlay) {
    storedOverlay = overlay
    super.init()
  }

  /// A renderer of no overlay, as `NSObject`'s initializer makes one: what a map delegate's
  /// `mapView(_:rendererFor:)` returns for an overlay it does not draw. Headless: its `overlay`
  /// is an empty polyline, where MapKit's would be nil behind a non-optional type.
  public convenience override init() {
    var none = MKMapPoint()
    self.init(overlay: MKPolyline(points: &none, count: 0))
  }

  /// Marks the whole overlay for redrawing. Headless: there is nothing to redraw.
  open func setNeedsDisplay() {}
}

/// Draws an overlay as a path, stroked and filled. Headless: the attributes are kept, not
/// drawn.
open class MKOverlayPathRenderer: MKOverlayRenderer {
  /// The colour the inside is filled with; nil (the default) fills nothing.
  open var fillColor: UIColor?
  /// The colour of the outline; nil (the default) strokes nothing.
  open var strokeColor: UIColor?
  /// The outline's width in points; 0 until set.
  open var lineWidth: CGFloat = 0
  /// How far a sharp corner's miter may reach, in line widths; 10 until set.
  open var miterLimit: CGFloat = 10
  /// Where in the dash pattern the outline starts, in points.
  open var lineDashPhase: CGFloat = 0
  /// The lengths of dashes and gaps, alternating, in points; nil (the default) draws a solid
  /// outline.
  open var lineDashPattern: [NSNumber]?
}

/// Draws a polyline: set `strokeColor` and `lineWidth` to see it.
open class MKPolylineRenderer: MKOverlayPathRenderer {
  /// The polyline drawn.
  open var polyline: MKPolyline { shape(of: MKPolyline.self) }

  /// A renderer for a polyline.
  public convenience init(polyline: MKPolyline) {
    self.init(overlay: polyline)
  }
}

/// Draws a polygon, filled and outlined.
open class MKPolygonRenderer: MKOverlayPathRenderer {
  /// The polygon drawn.
  open var polygon: MKPolygon { shape(of: MKPolygon.self) }

  /// A renderer for a polygon.
  public convenience init(polygon: MKPolygon) {
    self.init(overlay: polygon)
  }
}

/// Draws a circle, filled and outlined.
open class MKCircleRenderer: MKOverlayPathRenderer {
  /// The circle drawn.
  open var circle: MKCircle { shape(of: MKCircle.self) }

  /// A renderer for a circle.
  public convenience init(circle: MKCircle) {
    self.init(overlay: circle)
  }
}

extension MKOverlayRenderer {
  // The overlay as the shape a renderer subclass draws; made with `init(overlay:)` and another
  // kind of overlay, the renderer is misused, as it would be in MapKit.
  func shape<Shape: MKOverlay>(of type: Shape.Type) -> Shape {
    guard let shape = overlay as? Shape else {
      preconditionFailure("\(Swift.type(of: self)) draws an \(Shape.self), not \(overlay)")
    }
    return shape
  }
}
