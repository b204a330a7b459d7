import Foundation

/// The ways of travelling a route can be asked for.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Driving.
  public static var automobile: MKDirectionsTransportType { .init(rawValue: 1 << 0) }
  /// Walking.
  public static var walking: MKDirectionsTransportType { .init(rawValue: 1 << 1) }
  /// Public transport.
  public static var transit: MKDirectionsTransportType { .init(rawValue: 1 << 2) }
  /// Cycling.
  public static var cycling: MKDirectionsTransportType { .init(rawValue: 1 << 3) }
  /// Whichever suits: every way of travelling.
  public static var any: MKDirectionsTransportType { .init(rawValue: 0x0FFF_FFFF) }
}

extension MKDirections {
  /// Where a route starts and ends, and how it is travelled.
  open class Request: NSObject {
    /// Where the route starts.
    open var source: MKMapItem?
    /// Where the route ends.
    open var destination: MKMapItem?
    /// How the route is travelled; `.any` until set.
    open var transportType = MKDirectionsTransportType.any
    /// Whether to ask for more than one route. Headless: the world always answers one.
    open var requestsAlternateRoutes = false
    /// When the trip leaves (kept; the simulated world has no traffic).
    open var departureDate: Date?
    /// When the trip must arrive (kept; the simulated world has no traffic).
    open var arrivalDate: Date?

    /// An empty request; set `source` and `destination` before calculating.
    public override init() {
      super.init()
    }
  }

  /// The routes found between a request's two map items.
  open class Response: NSObject {
    /// Where the routes start.
    open private(set) var source: MKMapItem
    /// Where the routes end.
    open private(set) var destination: MKMapItem
    /// The routes found, the recommended one first.
    open private(set) var routes: [MKRoute]

    init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
      self.source = source
      self.destination = destination
      self.routes = routes
      super.init()
    }
  }
}
