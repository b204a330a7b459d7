import Foundation
import Places
import Testing

@testable import Workspace

/// The recommendation model over fakes: the test decides what the server answers, without a
/// simulated world.
@Suite("The recommendation model, over fakes")
@MainActor
struct RecommendationModelTests {
  @Test("after a failed page the model asks for no other until the failure is cleared")
  func noPageAfterAFailure() async {
    // Given a server that fails, then answers with the first page
    let provider = FakeRecommendationProvider()
    provider.answers = [
      .failure(FakeFailure()),
      .success(RecommendationPage(places: [.named("Town 1", id: 1)], page: 1, nextPage: nil)),
    ]
    let model = RecommendationModel(
      recommendationProvider: provider, locationProvider: FakeLocationProvider())

    // When the first page fails, and the model is asked again
    await load(model)
    #expect(model.failed)
    await load(model)

    // Then it asked once; after clearing the failure, it asks again and loads the page
    #expect(provider.pagesAskedFor == [1])
    model.clearFailure()
    await load(model)
    #expect(provider.pagesAskedFor == [1, 1])
    #expect(model.places.map(\.name) == ["Town 1"])
  }

  @Test("after the last page the model asks for no more")
  func noPageAfterTheLast() async {
    let provider = FakeRecommendationProvider()
    provider.answers = [
      .success(RecommendationPage(places: [.named("Town 1", id: 1)], page: 1, nextPage: 2)),
      .success(RecommendationPage(places: [.named("Town 2", id: 2)], page: 2, nextPage: nil)),
    ]
    let model = RecommendationModel(
      recommendationProvider: provider, locationProvider: FakeLocationProvider())

    await load(model)
    await load(model)
    await load(model)

    #expect(provider.pagesAskedFor == [1, 2])
    #expect(model.places.map(\.name) == ["Town 1", "Town 2"])
  }

  /// Asks for the next page, then lets the main queue deliver what the model hops onto it.
  private func load(_ model: RecommendationModel) async {
    model.loadNextPage {}
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
