import HeadlessMapKit
import Places
import Testing

@testable import Workspace

/// The interactor alone, with real workers over fakes: a request in, a response out to a spy
/// of the presentation logic, and the data store the router reads.
@Suite("The location search interactor")
@MainActor
struct LocationSearchInteractorTests {
  let provider = FakeRecommendationProvider()
  let presenter = PresentationLogicSpy()
  let interactor: LocationSearchInteractor

  init() {
    interactor = LocationSearchInteractor(
      recommendationWorker: RecommendationWorker(
        recommendationProvider: provider, locationProvider: FakeLocationProvider()),
      completionWorker: CompletionWorker(completer: SilentCompleter()),
      localSearchWorker: LocalSearchWorker(searcher: SilentSearcher()))
    interactor.presenter = presenter
  }

  @Test("a tapped recommendation is kept in the data store before the presenter hears of it")
  func tappedPlaceIsStored() {
    // Given the first page is on screen
    provider.answers = [
      .success(RecommendationPage(places: [.named("Town 1", id: 1)], page: 1, nextPage: nil))
    ]
    interactor.loadRecommendations(request: LocationSearch.LoadRecommendations.Request())

    // When the person taps it
    interactor.selectItem(request: LocationSearch.SelectItem.Request(index: 0))

    // Then the router will find it in the data store
    #expect(interactor.selectedPlace?.name == "Town 1")
    #expect(presenter.selectedPlaceCount == 1)
  }

  @Test("the error row asks again for the page that failed, and nothing is selected")
  func errorRowRetries() {
    provider.answers = [
      .failure(FakeFailure()),
      .success(RecommendationPage(places: [.named("Town 1", id: 1)], page: 1, nextPage: nil)),
    ]
    interactor.loadRecommendations(request: LocationSearch.LoadRecommendations.Request())
    #expect(presenter.recommendations.last?.hasFailed == true)

    interactor.selectItem(request: LocationSearch.SelectItem.Request(index: 0))

    #expect(provider.pagesAskedFor == [1, 1])
    #expect(presenter.recommendations.last?.places.map(\.name) == ["Town 1"])
    #expect(interactor.selectedPlace == nil)
  }
}

/// Stands in for the presenter: records what the interactor hands over.
@MainActor
final class PresentationLogicSpy: LocationSearchPresentationLogic {
  private(set) var recommendations: [LocationSearch.LoadRecommendations.Response] = []
  private(set) var selectedPlaceCount = 0

  func presentRecommendations(response: LocationSearch.LoadRecommendations.Response) {
    recommendations.append(response)
  }

  func presentCompletions(response: LocationSearch.Complete.Response) {}

  func presentSearchResults(response: LocationSearch.SelectCompletion.Response) {}

  func presentSelectedPlace(response: LocationSearch.SelectPlace.Response) {
    selectedPlaceCount += 1
  }
}

/// A completer that never answers.
@MainActor
final class SilentCompleter: PlaceCompleter {
  func complete(
    _ query: String,
    then didComplete: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void
  ) {}

  func cancel() {}
}

/// A searcher that never answers.
@MainActor
final class SilentSearcher: PlaceSearcher {
  func search(
    for completion: MKLocalSearchCompletion,
    then didFinish: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void
  ) {}

  func cancel() {}
}
