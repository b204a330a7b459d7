import Dispatch
import Places

/// Runs kit code that touches the simulated world, which lives on the main actor.
///
/// MapKit's classes carry no actor isolation, but their callbacks come on the main queue, and
/// the kit's search completer and local search are meant to be driven from it, as an app's
/// screens drive them. The world that answers them is main-actor state, so each entry point
/// steps onto the main actor here: at once on the main queue, and from anywhere else (a worker
/// on a background queue, the generic executor of an `async` call) by waiting for the main
/// queue, so that the request is in the world when the call returns, as it is in MapKit.
enum MainQueue {
  static func run(_ work: @MainActor () -> Void) {
    if isCurrent {
      MainActor.assumeIsolated(work)
    } else {
      DispatchQueue.main.sync { MainActor.assumeIsolated(work) }
    }
  }

  /// Whether this code runs on the main queue. (`Thread.isMainThread` is not a sound test: under
  /// Swift Testing the main actor's code can run on a thread Foundation does not call main.)
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }

  private static let key: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()
}

extension MainQueue {
  /// Runs `work` on a later turn of the main queue with `world` bound, as Core Location calls
  /// delegates and handlers: never inside the call that caused them.
  static func later(in world: World, _ work: @escaping @MainActor () -> Void) {
    DispatchQueue.main.async { MainActor.assumeIsolated { world.run { work() } } }
  }
}

/// The world a kit object answers from: the one bound when the object was made (which can be
/// off the main actor), or else the one in effect when it is first used on the main actor; then
/// kept for life.
struct CapturedWorld {
  private var bound = World.current

  @MainActor mutating func resolve() -> World {
    if let bound { return bound }
    let active = World.active
    bound = active
    return active
  }
}

extension World {
  /// Whether the person has let the app know their location.
  var allowsLocation: Bool {
    locationAccess == .allowedWhileUsingApp || locationAccess == .allowedAlways
  }
}

/// Awaits a MapKit completion handler: its value, or its error (`MKError.unknown` if it gives
/// neither), as the `async` forms of MapKit's calls return them.
func awaitingHandler<Value>(
  _ start: (@escaping @Sendable (Value?, (any Error)?) -> Void) -> Void
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    start { value, error in
      if let value {
        continuation.resume(returning: value)
      } else {
        continuation.resume(throwing: error ?? MKError(.unknown))
      }
    }
  }
}
