import Places
import Testing

@testable import Workspace

/// The recommendation worker over fakes: the test decides what the server answers, without a
/// simulated world.
@Suite("The recommendation worker, over fakes")
@MainActor
struct RecommendationWorkerTests {
  @Test("after a failed page the worker asks for no other until the failure is cleared")
  func noPageAfterAFailure() {
    // Given a server that fails, then answers with the first page
    let provider = FakeRecommendationProvider()
    provider.answers = [
      .failure(FakeFailure()),
      .success(RecommendationPage(places: [.named("Town 1", id: 1)], page: 1, nextPage: nil)),
    ]
    let worker = RecommendationWorker(
      recommendationProvider: provider, locationProvider: FakeLocationProvider())

    // When the first page fails, and the worker is asked again
    worker.loadNextPage {}
    #expect(worker.failed)
    worker.loadNextPage {}

    // Then it asked once; after clearing the failure, it asks again and loads the page
    #expect(provider.pagesAskedFor == [1])
    worker.clearFailure()
    worker.loadNextPage {}
    #expect(provider.pagesAskedFor == [1, 1])
    #expect(worker.places.map(\.name) == ["Town 1"])
  }

  @Test("after the last page the worker asks for no more")
  func noPageAfterTheLast() {
    let provider = FakeRecommendationProvider()
    provider.answers = [
      .success(RecommendationPage(places: [.named("Town 1", id: 1)], page: 1, nextPage: 2)),
      .success(RecommendationPage(places: [.named("Town 2", id: 2)], page: 2, nextPage: nil)),
    ]
    let worker = RecommendationWorker(
      recommendationProvider: provider, locationProvider: FakeLocationProvider())

    worker.loadNextPage {}
    worker.loadNextPage {}
    worker.loadNextPage {}

    #expect(provider.pagesAskedFor == [1, 2])
    #expect(worker.places.map(\.name) == ["Town 1", "Town 2"])
  }
}
