import Dispatch
import Expectations
import Places
import Testing

/// Runs `body` after `depth` nested `DispatchQueue.main.async` hops, as stage code may do.
@MainActor
private func hopOnMainQueue(_ depth: Int, then body: @escaping @MainActor () -> Void) {
  guard depth > 0 else { return body() }
  DispatchQueue.main.async { hopOnMainQueue(depth - 1, then: body) }
}

/// Something a delivery can hold, to check that the world lets go of it.
private final class Payload {}

@Suite("World") @MainActor
struct WorldTests {
  let world = World(gazetteer: Fixtures.cities)
  let log = DeliveryLog()

  @Test("an answer without latency arrives after the current main-queue turn, in request order")
  func defaultDelivery() async {
    for name in ["first", "second", "third"] {
      world.schedule(.completer, name, answer: {}, deliver: log.record(name))
    }
    #expect(log.names.isEmpty, "never synchronously, as on iOS")
    expectEqual(world.pendingCount, 3)

    await oneMainQueueTurn()  // no settle, no advance: an interactive tool gets answers too

    expectEqual(log.names, ["first", "second", "third"])
    expectEqual(world.pendingCount, 0)
  }

  @Test("a slow old request is delivered after a fast newer one, ties in request order")
  func latencyReorders() async {
    world.setLatency(5, for: .recommendations)
    world.schedule(.recommendations, "old", answer: {}, deliver: log.record("old"))
    world.setLatency(1, for: .recommendations)
    world.schedule(.recommendations, "new", answer: {}, deliver: log.record("new"))
    world.setLatency(5, for: .recommendations)
    world.schedule(.recommendations, "tie", answer: {}, deliver: log.record("tie"))

    await world.drain()
    #expect(log.names.isEmpty, "latency waits for virtual time to move")
    expectEqual(world.pendingRequests.map(\.description), ["new", "old", "tie"])

    await world.advance(by: 1)
    expectEqual(log.names, ["new"])
    expectEqual(world.now, 1)

    await world.advance(by: 4)
    expectEqual(log.names, ["new", "old", "tie"])
    expectEqual(world.now, 5)
  }

  @Test("time moves in steps, so a request made in a delivery is due from that delivery")
  func followUpDueTime() async {
    var deliveredAt: [String: Int] = [:]
    let world = self.world
    world.setLatency(3, for: .localSearch)
    world.setLatency(2, for: .completer)
    world.schedule(
      .localSearch, "first", answer: {},
      deliver: { _ in
        deliveredAt["first"] = world.now
        world.schedule(
          .completer, "follow-up", answer: {},
          deliver: { _ in deliveredAt["follow-up"] = world.now })
      })

    await world.advance(by: 6)

    expectEqual(deliveredAt, ["first": 3, "follow-up": 5])
    expectEqual(world.now, 6)
  }

  @Test("an injected failure arrives after its latency as a WorldError a person can read")
  func failureInjection() async {
    var outcomes: [Result<Int, WorldError>] = []
    var answersComputed = 0
    world.failNext(.recommendations, count: 2)
    world.setLatency(2, for: .recommendations)
    for _ in 1...3 {
      world.schedule(
        .recommendations, "page", answer: { answersComputed += 1 },
        deliver: { outcomes.append($0.map { answersComputed }) })
    }

    await world.advance(by: 1)
    #expect(outcomes.isEmpty)
    await world.advance(by: 1)

    let failure = WorldError(
      service: .recommendations,
      message: "The recommendation server did not answer (simulated failure).")
    expectEqual(outcomes, [.failure(failure), .failure(failure), .success(1)])
    expectEqual(answersComputed, 1, "a failed request never computes its answer")
    expectEqual(failure.localizedDescription, failure.message)
    expectEqual("\(failure)", failure.message)
  }

  @Test("settle delivers everything, moving time as needed, and leaves nothing pending")
  func settleDeliversEverything() async {
    let world = self.world
    let log = self.log
    world.setLatency(7, for: .localSearch)
    world.schedule(.localSearch, "slow", answer: {}, deliver: log.record("slow"))
    world.schedule(
      .completer, "fast", answer: {},
      deliver: { _ in
        log.names.append("fast")
        world.setLatency(20, for: .completer)
        world.schedule(.completer, "chained", answer: {}, deliver: log.record("chained"))
      })

    await world.settle()

    expectEqual(log.names, ["fast", "slow", "chained"])
    expectEqual(world.pendingCount, 0)
    expectEqual(world.now, 20)
  }

  @Test("drain waits for an answer asked for behind the stage's own nested main-queue hops")
  func drainAbsorbsNestedHops() async {
    let world = self.world
    let log = self.log
    world.schedule(
      .recommendations, "first", answer: {},
      deliver: { _ in
        log.names.append("first")
        hopOnMainQueue(5) {
          world.schedule(.completer, "after hops", answer: {}, deliver: log.record("after hops"))
        }
      })

    await world.drain()

    expectEqual(log.names, ["first", "after hops"])
    expectEqual(world.pendingCount, 0)
  }

  @Test("a cancelled request is never delivered and its closures are released at once")
  func cancel() async {
    weak var payload: Payload?
    world.setLatency(3, for: .localSearch)
    var held: Payload? = Payload()
    payload = held
    let slow = world.schedule(
      .localSearch, "slow", answer: { [held] in held }, deliver: log.record("slow"))
    held = nil
    world.setLatency(0, for: .localSearch)
    let immediate = world.schedule(
      .localSearch, "immediate", answer: {}, deliver: log.record("immediate"))
    world.schedule(.localSearch, "kept", answer: {}, deliver: log.record("kept"))

    world.cancel(slow)
    world.cancel(immediate)  // its block is already on the main queue, and will find nothing
    expectNil(payload)
    expectEqual(world.pendingCount, 1)

    await world.settle()
    world.cancel(slow)  // cancelling again, or after the fact, does nothing

    expectEqual(log.names, ["kept"])
    expectEqual(world.requestCount(.localSearch), 3, "cancelled requests were still received")
  }

  @Test("requestCount counts what each service received, failed requests included")
  func requestCount() async {
    world.failNext(.completer)
    for service in [World.Service.completer, .completer, .localSearch] {
      world.schedule(service, "\(service)", answer: {}, deliver: log.record("\(service)"))
    }
    await world.settle()

    expectEqual(world.requestCount(.completer), 2)
    expectEqual(world.requestCount(.localSearch), 1)
    expectEqual(world.requestCount(.recommendations), 0)
    expectEqual(log.names, ["completer", "completer", "localSearch"])
  }

  @Test("a delivery runs with its world bound, so objects made there use the same world")
  func bindingInsideDeliveries() async {
    var boundWorlds: [World?] = []
    var serviceLocation: Coordinate?
    world.userLocation = Coordinate(latitude: 1, longitude: 2)
    world.schedule(
      .recommendations, "bind", answer: {},
      deliver: { _ in
        boundWorlds.append(World.current)
        serviceLocation = LocationService().currentCoordinate
      })
    expectNil(World.current)

    await world.settle()

    expectEqual(boundWorlds.count, 1)
    expectIdentical(boundWorlds.first!, world)
    expectEqual(serviceLocation, Coordinate(latitude: 1, longitude: 2))
  }

  @Test("run binds the world around synchronous and asynchronous bodies")
  func runBinds() async {
    let world = self.world
    let other = World(gazetteer: Fixtures.towns)
    expectIdentical(world.run { World.active }, world)
    let boundAcrossSuspension = await world.run { () async -> World in
      await oneMainQueueTurn()
      return World.active
    }
    expectIdentical(boundAcrossSuspension, world)
    expectIdentical(other.run { world.run { World.active } }, world, "the innermost binding wins")
    expectNil(World.current)
  }

  @Test("after settle the world holds nothing its deliveries captured")
  func releasesDeliveredClosures() async {
    weak var payload: Payload?
    var held: Payload? = Payload()
    payload = held
    world.setLatency(4, for: .completer)
    world.schedule(.completer, "holds", answer: { [held] in held }, deliver: log.record("holds"))
    held = nil
    expectNotNil(payload, "a pending request keeps what it needs")

    await world.settle()

    expectNil(payload)
    expectEqual(log.names, ["holds"])
  }
}
