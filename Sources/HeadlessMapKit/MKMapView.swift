import Foundation
import HeadlessUIKit

/// Responds to a map view's changes. Every method is optional, as in MapKit.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
  /// Called before the shown region changes.
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)

  /// Called after the shown region changed.
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
}

/// The kinds of map a map view shows (kept, not drawn).
public enum MKMapType: UInt, Sendable {
  case standard = 0
  case satellite = 1
  case hybrid = 2
  case satelliteFlyover = 3
  case hybridFlyover = 4
  case mutedStandard = 5
}

/// A map: the region it shows and the annotations on it. Headless: nothing is drawn, and the
/// region is kept as set (MapKit fits it to the view's aspect ratio); the screen transcript
/// does not show maps.
@preconcurrency @MainActor
open class MKMapView: UIView {
  /// The object told when the region changes.
  open weak var delegate: (any MKMapViewDelegate)?

  /// The kind of map shown (kept).
  open var mapType = MKMapType.standard

  /// Whether the map shows the user's location (kept; the kit has no location dot).
  open var showsUserLocation = false

  /// The region shown; the whole Earth until set. Setting it tells the delegate.
  open var region: MKCoordinateRegion {
    get { storedRegion }
    set { setRegion(newValue, animated: false) }
  }

  /// The center of the region shown; setting it keeps the span.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { storedRegion.center }
    set { setCenter(newValue, animated: false) }
  }

  /// The annotations on the map, in the order they were added.
  open var annotations: [any MKAnnotation] { storedAnnotations }

  private var storedRegion = MKCoordinateRegion.world
  private var storedAnnotations: [any MKAnnotation] = []

  /// Shows a region; headless, an animated change completes at once, between the delegate's
  /// will-change and did-change calls.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    storedRegion = region
    delegate?.mapView(self, regionDidChangeAnimated: animated)
  }

  /// Moves the region's center, keeping its span.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: storedRegion.span), animated: animated)
  }

  /// Adds an annotation.
  open func addAnnotation(_ annotation: any MKAnnotation) {
    storedAnnotations.append(annotation)
  }

  /// Adds annotations.
  open func addAnnotations(_ annotations: [any MKAnnotation]) {
    storedAnnotations += annotations
  }

  /// Removes an annotation (the same object).
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    storedAnnotations.removeAll { $0 === annotation }
  }

  /// Removes annotations (the same objects).
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    storedAnnotations.removeAll { annotation in annotations.contains { $0 === annotation } }
  }

  /// Adds the annotations that are not on the map yet and shows the smallest region holding
  /// them all.
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    addAnnotations(annotations.filter { new in !storedAnnotations.contains { $0 === new } })
    guard !annotations.isEmpty else { return }
    setRegion(.bounding(annotations.map(\.coordinate)), animated: animated)
  }
}

/// An annotation with a title and a subtitle: the superclass of the kit's shapes.
open class MKShape: NSObject, MKAnnotation {
  /// The shape's title.
  open var title: String?
  /// The shape's subtitle.
  open var subtitle: String?
  /// Where the shape is: no coordinate for a bare shape; `MKPointAnnotation` has one.
  open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
}

/// A pin at a coordinate, with a title and a subtitle.
open class MKPointAnnotation: MKShape {
  /// Where the pin is.
  open override var coordinate: CLLocationCoordinate2D {
    get { storedCoordinate }
    set { storedCoordinate = newValue }
  }

  private var storedCoordinate = CLLocationCoordinate2D()

  /// A pin at 0°, 0°.
  public override init() {
    super.init()
  }

  /// A pin at a coordinate.
  public convenience init(coordinate: CLLocationCoordinate2D) {
    self.init()
    storedCoordinate = coordinate
  }

  /// A pin at a coordinate, with a title and a subtitle.
  public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
    self.init(coordinate: coordinate)
    self.title = title
    self.subtitle = subtitle
  }
}
