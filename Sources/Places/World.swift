import Dispatch
import Foundation

/// The simulated world that every asynchronous answer in the kit goes through, under a test's control.
///
/// The recommendation server, the completer and the local search do not answer by themselves:
/// they ask the world to `schedule` an answer, and the world delivers it on the main queue.
/// A test (or the `kata` tool) chooses how long each service takes, which requests fail, and
/// when virtual time moves, so stale answers and failures happen exactly when a scenario says so.
///
/// Nothing here uses a background thread, a timer or the wall clock (but for `date`, the stamp
/// the kit puts on what it makes, which a test replaces): time is a tick counter
/// that moves only in `advance(by:)` and `settle()`, and every delivery is a block on the main
/// queue, which on Linux and macOS is the same FIFO queue the main actor runs on. The Swift
/// concurrency jobs that main-queue code starts run on that queue too (`MainQueueJobs`), so a
/// task awaiting an answer goes on at a place in the queue, not when a pool thread gets to it.
@MainActor
public final class World {
  /// The places every service answers from.
  public let gazetteer: Gazetteer
  /// Where the location service says the user is.
  public var userLocation: Coordinate
  /// Whether the app may use the user's location: `.notAsked` until an app asks. Headless only
  /// (on a device the system keeps it, per app). A test sets it
  /// to start a scene already allowed or denied.
  public var locationAccess = LocationAccess.notAsked
  /// Whether the person allows the app to use their location when it asks (the default), or
  /// refuses. Headless only: on a device the person taps a button in the system's prompt.
  public var allowsLocationAccessWhenAsked = true
  /// How many recommendations the server puts on one page.
  public var recommendationPageSize = 20
  /// How many recommendations the server has in all, nearest first: 50 makes pages of 20, 20, 10.
  public var recommendationCount = 50
  /// The date the kit stamps on what it makes now, such as a location fix: by default the wall
  /// clock's, as Core Location stamps a fix when it determines it (so work code that drops
  /// fixes older than a few seconds keeps them). A test sets a clock of its own to drive the
  /// stamps. Headless only.
  public var date: () -> Date = Date.init

  /// Virtual time in ticks. It moves only when `advance(by:)` or `settle()` moves it.
  public internal(set) var now = 0

  var latencies: [Service: Int] = [:]
  var failuresToInject: [Service: Int] = [:]
  var requestCounts: [Service: Int] = [:]
  var lastSequence = 0
  /// Requests not yet delivered, by sequence number. Their closures are dropped on delivery or
  /// cancellation, so after `settle()` the world holds no stage object.
  var outstanding: [Int: Outstanding] = [:]
  /// Delivery blocks sitting on the main queue (cancelled ones included, until they run).
  var blocksOnMainQueue = 0
  /// Counts every schedule, delivery and cancellation, so `drain()` can tell a quiet queue.
  var activity = 0

  struct Outstanding {
    let request: ScheduledRequest
    let due: Int
    var isOnMainQueue: Bool
    let deliver: @MainActor () -> Void
  }

  /// Creates a world answering from `gazetteer`, with the user at `userLocation`.
  ///
  /// The first world made keeps Swift concurrency's main-queue jobs on the main queue for the
  /// rest of the process (`MainQueueJobs`): before any task awaits the world, whichever process,
  /// the `kata` tool or a test runner, the world is made in.
  public init(gazetteer: Gazetteer = .bundled, userLocation: Coordinate = .centralSeoul) {
    self.gazetteer = gazetteer
    self.userLocation = userLocation
    MainQueueJobs.install()
  }

  /// What the person has allowed the app to do with their location.
  public enum LocationAccess: Sendable {
    case notAsked
    case restricted
    case denied
    case allowedAlways
    case allowedWhileUsingApp
  }

  /// The world in effect: the bound one, or else a shared default world.
  ///
  /// Kit service objects capture it when they are created, so a scene built inside
  /// `world.run { }` talks to that world for the rest of its life.
  public static var active: World { current ?? shared }

  /// The world used when none is bound, e.g. by an interactive tool that never binds one.
  private static let shared = World()

  /// Runs `body` with this world bound as `World.current`.
  public func run<T>(_ body: () throws -> T) rethrows -> T {
    try WorldBinding.$current.withValue(self) { try body() }
  }

  /// Runs `body` with this world bound as `World.current`, on the caller's actor.
  public func run<T>(
    _ body: () async throws -> T, isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> T {
    // Like `TaskLocal.withValue`, it inherits the caller's isolation, so `body` need not be
    // `Sendable` and a `@MainActor` caller stays on the main actor throughout.
    try await WorldBinding.$current.withValue(self, operation: body, isolation: isolation)
  }

  // MARK: Services and what a test controls about them

  /// The services whose answers go through the world.
  public enum Service: String, CaseIterable, Sendable {
    case recommendations
    case completer
    case localSearch
    case directions
  }

  /// Makes requests of `service` made from now on answer `ticks` ticks later; 0 (the default)
  /// answers right after the current main-queue turn.
  public func setLatency(_ ticks: Int, for service: Service) {
    precondition(ticks >= 0, "A latency is a number of ticks, 0 or more; got \(ticks).")
    latencies[service] = ticks
  }

  /// Makes the next `count` requests of `service` fail with a `WorldError`.
  public func failNext(_ service: Service, count: Int = 1) {
    precondition(count >= 0, "A failure count is 0 or more; got \(count).")
    failuresToInject[service, default: 0] += count
  }

  /// How many requests `service` has received, cancelled and failed ones included.
  public func requestCount(_ service: Service) -> Int {
    requestCounts[service, default: 0]
  }

  /// How many requests are scheduled and not yet delivered or cancelled.
  public var pendingCount: Int { outstanding.count }

  /// The requests not yet delivered or cancelled, in the order they will be delivered.
  public var pendingRequests: [ScheduledRequest] {
    outstanding.values.sorted { ($0.due, $0.request.sequence) < ($1.due, $1.request.sequence) }
      .map(\.request)
  }

  // MARK: Scheduling, the primitive every service uses

  /// Schedules an answer from `service` and returns a token that can cancel it.
  ///
  /// `answer` computes the value at delivery time. If a failure was injected with `failNext`,
  /// `deliver` gets a `WorldError` instead and `answer` is never called. With latency 0 the
  /// answer is put on the main queue at once; otherwise it waits until virtual time reaches
  /// `now + latency`. Either way `deliver` runs on the main queue with this world bound as
  /// `World.current`, so objects created in it use the same world.
  @discardableResult
  public func schedule<Value>(
    _ service: Service, _ description: String, answer: @escaping @MainActor () -> Value,
    deliver: @escaping @MainActor (Result<Value, WorldError>) -> Void
  ) -> ScheduledRequest {
    lastSequence += 1
    activity += 1
    requestCounts[service, default: 0] += 1
    let request = ScheduledRequest(
      service: service, description: description, sequence: lastSequence)
    let failure = takeInjectedFailure(for: service)
    let due = now + latencies[service, default: 0]
    outstanding[request.sequence] = Outstanding(
      request: request, due: due, isOnMainQueue: false,
      deliver: {
        if let failure {
          deliver(.failure(failure))
        } else {
          deliver(.success(answer()))
        }
      })
    if due <= now {
      putOnMainQueue(request.sequence)
    }
    return request
  }

  /// Cancels `request`: it will never be delivered. Cancelling a delivered request does nothing.
  public func cancel(_ request: ScheduledRequest) {
    if outstanding.removeValue(forKey: request.sequence) != nil {
      activity += 1
    }
  }

  private func takeInjectedFailure(for service: Service) -> WorldError? {
    guard let remaining = failuresToInject[service], remaining > 0 else { return nil }
    failuresToInject[service] = remaining - 1
    return WorldError(simulatedFailureOf: service)
  }

  /// Enqueues the delivery of an outstanding request. The block captures only the world and a
  /// sequence number, so a cancelled request's closures are released at once, not when it runs.
  func putOnMainQueue(_ sequence: Int) {
    outstanding[sequence]?.isOnMainQueue = true
    blocksOnMainQueue += 1
    DispatchQueue.main.async {
      MainActor.assumeIsolated { self.deliverOutstanding(sequence) }
    }
  }

  private func deliverOutstanding(_ sequence: Int) {
    blocksOnMainQueue -= 1
    guard let delivery = outstanding.removeValue(forKey: sequence) else { return }
    activity += 1
    WorldBinding.$current.withValue(self) { delivery.deliver() }
  }
}

// The task-local binding lives outside the main-actor class, so that it and its `$current`
// companion are usable from any isolation. (A `nonisolated extension` would do the same, but
// needs Swift 6.1; the kit supports Swift 6.0.)
private enum WorldBinding {
  @TaskLocal static var current: World?
}

extension World {
  /// The world bound to the current task, if any.
  ///
  /// The harness binds a world around building a scene and around every touch, and the world
  /// binds itself around every delivery. Read `World.active` to fall back to the shared world.
  public nonisolated static var current: World? { WorldBinding.current }
}
