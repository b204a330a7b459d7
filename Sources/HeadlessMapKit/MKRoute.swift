import Foundation

/// A way from a source to a destination: its line on the map, length, travel time and steps.
///
/// Headless: the simulated world answers with the straight line between the two places (see
/// `MKDirections`), so a route has two steps: the start, and the line to the destination.
open class MKRoute: NSObject {
  /// The route's line, ready to add to a map as an overlay.
  open private(set) var polyline: MKPolyline
  /// The route's length, in meters.
  open private(set) var distance: CLLocationDistance
  /// How long the trip takes, in seconds.
  open private(set) var expectedTravelTime: TimeInterval
  /// The route's name. Headless: the destination's name.
  open private(set) var name: String
  /// The route's parts, the start first.
  open private(set) var steps: [MKRoute.Step]
  /// How the route is travelled: one way, never `.any`.
  open private(set) var transportType: MKDirectionsTransportType
  /// Notes the traveller should know about; none in the simulated world.
  open private(set) var advisoryNotices: [String] = []

  init(
    polyline: MKPolyline, distance: CLLocationDistance, expectedTravelTime: TimeInterval,
    name: String, steps: [MKRoute.Step], transportType: MKDirectionsTransportType
  ) {
    self.polyline = polyline
    self.distance = distance
    self.expectedTravelTime = expectedTravelTime
    self.name = name
    self.steps = steps
    self.transportType = transportType
    super.init()
  }

  /// One part of a route, with what to do there.
  open class Step: NSObject {
    /// The step's line.
    open private(set) var polyline: MKPolyline
    /// What to do, e.g. "Arrive at the destination"; empty for the start.
    open private(set) var instructions: String
    /// A note about the step, if any.
    open private(set) var notice: String?
    /// The step's length, in meters.
    open private(set) var distance: CLLocationDistance
    /// How the step is travelled.
    open private(set) var transportType: MKDirectionsTransportType

    init(
      polyline: MKPolyline, instructions: String, distance: CLLocationDistance,
      transportType: MKDirectionsTransportType
    ) {
      self.polyline = polyline
      self.instructions = instructions
      self.distance = distance
      self.transportType = transportType
      super.init()
    }
  }
}
