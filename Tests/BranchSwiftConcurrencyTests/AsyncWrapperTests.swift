import Expectations
import HeadlessMapKit
import Places
import Testing

@testable import BranchSwiftConcurrency

/// The adapters that turn the kit's handlers and delegate calls into `async` calls and a
/// stream, driven through the simulated world's virtual time.
@Suite("Async wrappers")
@MainActor
struct AsyncWrapperTests {
  @Test("a page of recommendations is awaited, and a failed page throws")
  func recommendations() async throws {
    let world = Seeds.smallWorld()
    world.recommendationPageSize = 2
    world.setLatency(3, for: .recommendations)
    let provider = world.run { ServerRecommendationProvider() }
    let near = Coordinate(latitude: 38, longitude: 127)

    let first = Task { try await provider.recommendations(near: near, page: 1) }
    await world.settle()
    let page = try await first.value
    #expect(page.places.map(\.name) == ["Seoul", "Busan"] && page.nextPage == 2)

    world.failNext(.recommendations)
    let failed = Task { try await provider.recommendations(near: near, page: 2) }
    await world.settle()
    await #expect(throws: WorldError.self) { try await failed.value }
  }

  @Test("a local search is awaited for the places a completion stands for")
  func search() async throws {
    let world = Seeds.smallWorld()
    let searcher = MapKitPlaceSearcher()
    let search = world.run {
      Task { try await searcher.search(for: Seeds.springfield).map(\.placemark.title) }
    }
    await world.settle()
    #expect(
      Set(try await search.value) == [
        "Springfield, Illinois, United States", "Springfield, Missouri, United States",
      ])
  }

  @Test("cancelling the task that awaits a search cancels the search and throws")
  func cancelledSearch() async throws {
    let world = Seeds.smallWorld()
    world.setLatency(5, for: .localSearch)
    let searcher = MapKitPlaceSearcher()
    let search = world.run { Task { try await searcher.search(for: Seeds.springfield).count } }
    await world.drain()
    expectEqual(world.pendingCount, 1)

    search.cancel()
    await #expect(throws: CancellationError.self) { try await search.value }
    expectEqual(world.pendingCount, 0)
    expectEqual(world.requestCount(.localSearch), 1)
  }

  @Test("a task cancelled before its search starts never asks the world")
  func cancelledBeforeStarting() async throws {
    let world = Seeds.smallWorld()
    let searcher = MapKitPlaceSearcher()
    let search = world.run { Task { try await searcher.search(for: Seeds.springfield).count } }
    search.cancel()
    await #expect(throws: CancellationError.self) { try await search.value }
    await world.settle()
    expectEqual(world.requestCount(.localSearch), 0)
  }

  @Test("the completer's stream carries the answer to the latest query only")
  func completerStream() async throws {
    let world = Seeds.smallWorld()
    world.setLatency(2, for: .completer)
    let completer = world.run { MapKitPlaceCompleter() }
    var answers = completer.answers.makeAsyncIterator()

    completer.complete("s")
    completer.complete("se")
    await world.settle()
    let answer = try #require(await answers.next())
    expectEqual(answer.query, "se")
    #expect(try answer.result.get().map(\.title) == ["Seoul"])
    expectEqual(world.requestCount(.completer), 2)

    completer.complete("x")
    completer.cancel()
    world.failNext(.completer)
    completer.complete("bu")
    await world.settle()
    let next = try #require(await answers.next())
    expectEqual(next.query, "bu")
    #expect(throws: WorldError.self) { try next.result.get() }
  }
}
