import Foundation

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
