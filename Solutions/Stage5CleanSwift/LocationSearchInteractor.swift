import Foundation
import HeadlessMapKit
import Places

/// What the location search screen can ask of its scene: one method per use case.
@MainActor
protocol LocationSearchBusinessLogic {
  func loadRecommendations(request: LocationSearch.LoadRecommendations.Request)
  func loadNextPage(request: LocationSearch.LoadNextPage.Request)
  func complete(request: LocationSearch.Complete.Request)
  func selectItem(request: LocationSearch.SelectItem.Request)
}

/// What the scene keeps for the routers: the place chosen, and the dates chosen for it.
///
/// Class-bound, so that the date scene's router can hold it weakly to hand the dates back.
@MainActor
protocol LocationSearchDataStore: AnyObject {
  var selectedPlace: Destination? { get }
  var checkIn: Date? { get set }
  var checkOut: Date? { get set }
}

/// The location search scene's decisions: what the list shows, when to fetch, which answers
/// still count, and what a tap means. Every call to a service goes through a worker, and it
/// writes no text: it hands data to the presenter.
@MainActor
final class LocationSearchInteractor: LocationSearchBusinessLogic, LocationSearchDataStore {
  var presenter: LocationSearchPresentationLogic?
  private let recommendationWorker: RecommendationWorker
  private let completionWorker: CompletionWorker
  private let localSearchWorker: LocalSearchWorker

  init(
    recommendationWorker: RecommendationWorker, completionWorker: CompletionWorker,
    localSearchWorker: LocalSearchWorker
  ) {
    self.recommendationWorker = recommendationWorker
    self.completionWorker = completionWorker
    self.localSearchWorker = localSearchWorker
  }

  // MARK: Data store

  private(set) var selectedPlace: Destination?
  // Written by the date scene's router when the date screen leaves.
  var checkIn: Date?
  var checkOut: Date?

  // MARK: State

  /// What the list shows: one mode at a time.
  private enum Mode {
    case recommendations
    case completions
    case detailList
  }

  private var mode = Mode.recommendations

  // No box: the interactor is a class, and its handlers capture it weakly.
  private var recommendations: [Place] = []
  private var nextPage: Int? = 1
  private var isLoadingRecommendations = false
  private var recommendationsFailed = false

  private var completionOutcome = LocationSearch.Complete.Response.Outcome.completions([])
  private var detailItems: [MKMapItem] = []

  // MARK: Recommendations

  func loadRecommendations(request: LocationSearch.LoadRecommendations.Request) {
    fetchNextPage()
  }

  func loadNextPage(request: LocationSearch.LoadNextPage.Request) {
    // Paging: showing the last recommendation asks for the next page.
    guard mode == .recommendations, request.shownIndex == recommendations.count - 1 else {
      return
    }
    fetchNextPage()
  }

  private func fetchNextPage() {
    guard let page = nextPage, !isLoadingRecommendations, !recommendationsFailed else { return }
    isLoadingRecommendations = true
    recommendationWorker.fetchRecommendations(page: page) { [weak self] result in
      guard let self else { return }
      isLoadingRecommendations = false
      switch result {
      case .success(let response):
        recommendations += response.places
        nextPage = response.nextPage
      case .failure:
        recommendationsFailed = true
      }
      // The page may land while another mode shows: it waits for the list to return.
      if mode == .recommendations { presentRecommendations() }
    }
  }

  private func retryFailedPage() {
    recommendationsFailed = false
    presentRecommendations()
    fetchNextPage()
  }

  private func presentRecommendations() {
    presenter?.presentRecommendations(
      response: LocationSearch.LoadRecommendations.Response(
        places: recommendations, hasFailed: recommendationsFailed))
  }

  // MARK: Autocomplete

  func complete(request: LocationSearch.Complete.Request) {
    let query = request.text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    localSearchWorker.cancel()
    detailItems = []
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      mode = .recommendations
      completionOutcome = .completions([])
      completionWorker.cancel()
      presentRecommendations()
    } else {
      // Only the latest query counts: the completer drops the answer to the one before.
      mode = .completions
      completionWorker.complete(query) { [weak self] result in
        self?.completionsArrived(result, for: query)
      }
      presentCompletions()
    }
  }

  private func completionsArrived(
    _ result: Result<[MKLocalSearchCompletion], Error>, for query: String
  ) {
    switch result {
    case .success(let completions):
      completionOutcome = completions.isEmpty ? .noMatch(query: query) : .completions(completions)
    case .failure:
      completionOutcome = .failure
    }
    // The answer may land while the detail list shows: it waits for the list to return.
    if mode == .completions { presentCompletions() }
  }

  private func presentCompletions() {
    presenter?.presentCompletions(
      response: LocationSearch.Complete.Response(outcome: completionOutcome))
  }

  // MARK: Selection

  func selectItem(request: LocationSearch.SelectItem.Request) {
    let index = request.index
    switch mode {
    case .recommendations:
      if recommendations.indices.contains(index) {
        select(Destination(place: recommendations[index]))
      } else if recommendationsFailed {
        retryFailedPage()  // the error row after the places
      }
    case .completions:
      // The empty-state and error rows do nothing.
      guard case .completions(let completions) = completionOutcome,
        completions.indices.contains(index)
      else { return }
      search(for: completions[index])
    case .detailList:
      guard detailItems.indices.contains(index) else { return }
      select(Destination(placemark: detailItems[index].placemark))
    }
  }

  private func search(for completion: MKLocalSearchCompletion) {
    // Only the latest selection counts: the searcher drops the search it overtakes.
    localSearchWorker.search(for: completion) { [weak self] result in
      // A failed or empty search leaves the completions as they are.
      guard let self, case .success(let mapItems) = result, !mapItems.isEmpty else { return }
      if mapItems.count == 1 {
        select(Destination(placemark: mapItems[0].placemark))
      } else {
        mode = .detailList
        detailItems = mapItems
        presenter?.presentSearchResults(
          response: LocationSearch.SelectCompletion.Response(
            completion: completion, mapItems: mapItems))
      }
    }
  }

  private func select(_ place: Destination) {
    selectedPlace = place
    presenter?.presentSelectedPlace(response: LocationSearch.SelectPlace.Response())
  }
}
