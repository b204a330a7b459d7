import Expectations
import Places
import Testing

@testable import Stage2SplitDataSources

/// The models are values that keep their results in a `Box`: copies share what was loaded,
/// which is how the data source and whoever loads can each hold the same model.
@Suite("Models share their box")
@MainActor
struct ModelTests {
  @Test("a copy of a model reads the places the original loaded, through one shared box")
  func copiesShareTheBox() async {
    let world = Fixtures.world()
    let original = world.run { RecommendationModel() }
    let copy = original
    expectIdentical(copy.state, original.state)

    var loads = 0
    original.loadNextPage { loads += 1 }
    await world.settle()

    expectEqual(loads, 1)
    expectEqual(copy.places.map(\.name), ["Town 1", "Town 2"])
  }

  @Test("a copy sees the places loaded through the shared box, but keeps its own prefetch distance")
  func copiesKeepTheirOwnValues() async {
    let world = Fixtures.world()
    let original = world.run { RecommendationModel() }
    var copy = original
    copy.prefetchDistance = 5

    original.loadNextPage {}
    await world.settle()

    expectEqual(copy.places.map(\.name), ["Town 1", "Town 2"])
    expectEqual(original.prefetchDistance, 1)
    expectEqual(copy.prefetchDistance, 5)
  }

  @Test("the model asks for one page at a time, and for none after the last")
  func paging() async {
    let world = Fixtures.world()
    let model = world.run { RecommendationModel() }

    model.loadNextPage {}
    model.loadNextPage {}
    await world.settle()
    expectEqual(world.requestCount(.recommendations), 1)

    model.loadNextPage {}
    await world.settle()
    model.loadNextPage {}
    await world.settle()
    expectEqual(world.requestCount(.recommendations), 2)
    expectEqual(model.places.map(\.name), ["Town 1", "Town 2", "Town 3"])
  }

  @Test("after a failure the model waits for clearFailure() before asking again")
  func retry() async {
    let world = Fixtures.world()
    let model = world.run { RecommendationModel() }
    world.failNext(.recommendations)
    model.loadNextPage {}
    await world.settle()
    expectTrue(model.failed)

    model.loadNextPage {}
    await world.settle()
    expectEqual(world.requestCount(.recommendations), 1)

    model.clearFailure()
    model.loadNextPage {}
    await world.settle()
    expectFalse(model.failed)
    expectEqual(model.places.map(\.name), ["Town 1", "Town 2"])
  }

  @Test("clearing the completion model forgets its answer and drops the query in flight")
  func clearingCompletions() async {
    let world = Fixtures.world()
    let model = world.run { CompletionModel() }
    var updates = 0
    model.update(query: "town") { updates += 1 }
    await world.settle()
    expectEqual(model.completions.count, 3)

    world.setLatency(2, for: .completer)
    model.update(query: "tow") { updates += 1 }
    model.clear()
    await world.settle()

    #expect(model.completions.isEmpty)
    expectEqual(updates, 1)
  }
}
