import Expectations
import Places
import Testing

/// Leaves the main actor and comes back, as a call into nonisolated `async` library code does:
/// from the main actor, a job for the global executor, a yield there, then a hop back.
private nonisolated func leaveTheMainActor() async {
  await Task.yield()
}

/// What the tasks under test did, in order, to assert on after the drain.
@MainActor
final class StepLog {
  private(set) var steps: [String] = []

  func record(_ step: String) {
    steps.append(step)
  }
}

/// Swift concurrency in the simulated world: the work a task does after an answer resumes it is
/// done when `drain()` returns, however many awaits it takes and however loaded the machine is.
@Suite("Swift concurrency in the world") @MainActor
struct MainQueueJobsTests {
  let world = World(gazetteer: Fixtures.cities)
  let log = StepLog()

  @Test("a task resumed by an answer goes on through every await before drain returns")
  func resumedTask() async {
    let server = world.run { RecommendationServer() }
    let task = Task { [log] in
      let page = try await withCheckedThrowingContinuation { continuation in
        server.fetchRecommendations(near: .centralSeoul, page: 1) { continuation.resume(with: $0) }
      }
      log.record("\(page.places.count) places")
      // Many more hops than the quiet round trips a drain counts: it must wait for the jobs.
      for _ in 0..<12 {
        await leaveTheMainActor()
      }
      log.record("done")
    }

    await world.drain()

    expectEqual(log.steps, ["8 places", "done"])
    task.cancel()
  }

  @Test("a for-await loop takes every element a delivery yields before drain returns")
  func streamLoop() async {
    let (answers, continuation) = AsyncStream.makeStream(of: String.self)
    let listening = Task { [log] in
      for await answer in answers {
        await leaveTheMainActor()
        log.record(answer)
      }
    }
    for name in ["s", "se", "seo"] {
      world.schedule(
        .completer, name, answer: { name },
        deliver: { result in
          if case .success(let answer) = result { continuation.yield(answer) }
        })
    }

    await world.drain()

    expectEqual(log.steps, ["s", "se", "seo"])
    listening.cancel()
  }
}
