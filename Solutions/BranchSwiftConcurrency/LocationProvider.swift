import Places

/// Says where the user is: a test can put the user anywhere.
@MainActor
protocol LocationProvider: AnyObject {
  /// The user's current coordinate.
  var currentCoordinate: Coordinate { get }
}

/// The location provider of the running app: the device's location service.
///
/// An adapter, like the other roles' implementations: the list holds the role, and only this
/// type knows the service.
final class DeviceLocationProvider: LocationProvider {
  private let locationService = LocationService()

  var currentCoordinate: Coordinate { locationService.currentCoordinate }
}
