import Foundation
import Places

/// A latitude or longitude in degrees, as Core Location declares it.
public typealias CLLocationDegrees = Double

/// A distance in meters, as Core Location declares it.
public typealias CLLocationDistance = Double

/// A latitude and longitude, in degrees, as Core Location declares it.
///
/// As Apple's, it is a plain C struct imported into Swift: `Sendable` and `BitwiseCopyable`,
/// but not `Equatable` (compare `latitude` and `longitude`). The kit's own services speak
/// `Places.Coordinate`.
public struct CLLocationCoordinate2D: Sendable, BitwiseCopyable {
  /// Degrees north of the equator (south is negative).
  public var latitude: CLLocationDegrees
  /// Degrees east of Greenwich (west is negative).
  public var longitude: CLLocationDegrees

  /// The coordinate at 0° latitude, 0° longitude.
  public init() {
    latitude = 0
    longitude = 0
  }

  /// Makes a coordinate from degrees.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The coordinate Core Location uses for "no coordinate" (Apple's name).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(
  latitude: -180, longitude: -180)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether a coordinate is a place on Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A place on Earth, as Core Location reports one: here, only its coordinate.
///
/// Headless difference: no altitude, accuracy, course, speed or timestamp (the kit reads no
/// clock and has no GPS). `Sendable`, as Apple's is: its one property is a constant.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
  /// Where the location is.
  open var coordinate: CLLocationCoordinate2D { storedCoordinate }

  private let storedCoordinate: CLLocationCoordinate2D

  /// Makes a location from degrees.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    storedCoordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    super.init()
  }

  /// The great-circle distance to another location, in meters (on a sphere of the Earth's mean
  /// radius; Apple does not document its model, and differs by under 0.5 %).
  @discardableResult
  open func distance(from location: CLLocation) -> CLLocationDistance {
    Coordinate(coordinate).distance(to: Coordinate(location.coordinate))
  }

  /// The location itself: a location never changes.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override var description: String {
    "<\(coordinate.latitude),\(coordinate.longitude)>"
  }
}

extension Coordinate {
  init(_ coordinate: CLLocationCoordinate2D) {
    self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }
}

extension CLLocationCoordinate2D {
  init(_ coordinate: Coordinate) {
    self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }
}
