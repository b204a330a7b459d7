import Places
import Testing

@testable import Workspace

/// The recommendation model, tested alone: no view controller, no collection view. The model is
/// made inside `world.run` so that its services answer from the small world.
@Suite("The recommendation model")
@MainActor
struct RecommendationModelTests {
  @Test("a copy of the model reads what the original loaded, through their shared box")
  func copiesShareTheBox() async {
    // Given a model and a copy of it
    let world = Fixtures.world()
    let model = world.run { RecommendationModel() }
    let copy = model

    // When the original loads a page
    var loads = 0
    model.loadNextPage { loads += 1 }
    await world.settle()

    // Then the copy reads the same places
    #expect(loads == 1)
    #expect(copy.places.map(\.name) == ["Town 1", "Town 2"])
  }

  @Test("the model asks for one page at a time, and for none after the last")
  func onePageAtATime() async {
    let world = Fixtures.world()
    let model = world.run { RecommendationModel() }

    model.loadNextPage {}
    model.loadNextPage {}
    await world.settle()
    #expect(world.requestCount(.recommendations) == 1)

    model.loadNextPage {}
    await world.settle()
    model.loadNextPage {}
    await world.settle()
    #expect(world.requestCount(.recommendations) == 2)
    #expect(model.places.map(\.name) == ["Town 1", "Town 2", "Town 3"])
  }

  @Test("after a failed page the model asks for no other until the failure is cleared")
  func noPageAfterAFailure() async {
    let world = Fixtures.world()
    let model = world.run { RecommendationModel() }
    world.failNext(.recommendations)
    model.loadNextPage {}
    await world.settle()
    #expect(model.failed)

    model.loadNextPage {}
    await world.settle()
    #expect(world.requestCount(.recommendations) == 1)

    model.clearFailure()
    model.loadNextPage {}
    await world.settle()
    #expect(model.places.map(\.name) == ["Town 1", "Town 2"])
  }
}
