import Foundation
import HeadlessUIKit
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

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a coordinate from degrees: Core Location's C function, which Swift code of every era
/// calls.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A direction in degrees clockwise from true north, as Core Location declares it; negative is
/// invalid.
public typealias CLLocationDirection = Double

/// A speed in meters per second, as Core Location declares it; negative is invalid.
public typealias CLLocationSpeed = Double

/// A place on Earth, as Core Location reports one: its coordinate and altitude, their
/// accuracies, the course and speed, and when it was determined.
///
/// Headless difference: there is no GPS. A location the kit makes (a `CLLocationManager` fix,
/// the map's user location) is exact (`horizontalAccuracy` 0), has no altitude
/// (`verticalAccuracy` -1) and no course or speed (-1), and is stamped with the simulated
/// world's `date` when the kit makes it: by default the wall clock's, as Core Location stamps a
/// fix when it determines it, so code that drops fixes older than a few seconds keeps it.
/// `init(latitude:longitude:)` stamps the current time, as Core Location does.
/// `Sendable`, as Apple's is: its properties are constants.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
  /// Where the location is.
  open var coordinate: CLLocationCoordinate2D { fix.coordinate }
  /// Height above sea level, in meters; meaningful only when `verticalAccuracy` is positive.
  open var altitude: CLLocationDistance { fix.altitude }
  /// The radius of uncertainty of the coordinate, in meters; negative when it is invalid.
  open var horizontalAccuracy: CLLocationAccuracy { fix.horizontalAccuracy }
  /// The uncertainty of the altitude, in meters; negative when there is no altitude.
  open var verticalAccuracy: CLLocationAccuracy { fix.verticalAccuracy }
  /// The direction of travel, in degrees from true north; negative when invalid.
  open var course: CLLocationDirection { fix.course }
  /// The speed, in meters per second; negative when invalid.
  open var speed: CLLocationSpeed { fix.speed }
  /// When the location was determined.
  open var timestamp: Date { fix.timestamp }

  private struct Fix: Sendable {
    var coordinate: CLLocationCoordinate2D
    var altitude: CLLocationDistance = 0
    var horizontalAccuracy: CLLocationAccuracy = 0
    var verticalAccuracy: CLLocationAccuracy = -1
    var course: CLLocationDirection = -1
    var speed: CLLocationSpeed = -1
    var timestamp: Date
  }

  private let fix: Fix

  /// A location at 0° latitude and 0° longitude, stamped now, as `NSObject`'s initializer
  /// leaves Core Location's.
  public convenience override init() {
    self.init(latitude: 0, longitude: 0)
  }

  /// Makes a location from degrees, with no altitude, course or speed, stamped now.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    fix = Fix(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
      timestamp: Date())
    super.init()
  }

  /// Makes a location with an altitude and accuracies, determined at `timestamp`; its course
  /// and speed are invalid (-1).
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    fix = Fix(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
      verticalAccuracy: vAccuracy, timestamp: timestamp)
    super.init()
  }

  /// Makes a location with an altitude, accuracies, a course and a speed, determined at
  /// `timestamp`.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    speed: CLLocationSpeed, timestamp: Date
  ) {
    fix = Fix(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
      verticalAccuracy: vAccuracy, course: course, speed: speed, timestamp: timestamp)
    super.init()
  }

  // The location the kit reports where the world puts the user: exact, stamped by the world's
  // date.
  @MainActor static func reported(in world: World) -> CLLocation {
    CLLocation(
      coordinate: CLLocationCoordinate2D(world.userLocation), altitude: 0, horizontalAccuracy: 0,
      verticalAccuracy: -1, timestamp: world.date())
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
