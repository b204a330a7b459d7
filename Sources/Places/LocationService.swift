/// The app's location provider: where the user is now.
///
/// It stands in for the wrapper an iOS app writes around Core Location. The headless version
/// answers at once, with no permission prompt and no updates: the user is wherever the world
/// says (`World.userLocation`), read each time it is asked.
@MainActor
public final class LocationService {
  private let world: World

  /// Creates a provider reading `World.active`, captured now for the provider's whole life.
  public init() {
    world = World.active
  }

  /// The user's current coordinate.
  public var currentCoordinate: Coordinate { world.userLocation }
}
