import Foundation
import HeadlessMapKit

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

  // MARK: Recommendations

  func loadRecommendations(request: LocationSearch.LoadRecommendations.Request) {
    loadNextPage()
  }

  func loadNextPage(request: LocationSearch.LoadNextPage.Request) {
    // Paging: showing the last recommendation asks for the next page.
    let last = recommendationWorker.places.count - recommendationWorker.prefetchDistance
    guard mode == .recommendations, request.shownIndex == last else { return }
    loadNextPage()
  }

  private func loadNextPage() {
    recommendationWorker.loadNextPage { [weak self] in
      // The page may land while another mode shows: it waits for the list to return.
      guard let self, mode == .recommendations else { return }
      presentRecommendations()
    }
  }

  private func presentRecommendations() {
    presenter?.presentRecommendations(
      response: LocationSearch.LoadRecommendations.Response(
        places: recommendationWorker.places, hasFailed: recommendationWorker.failed))
  }

  // MARK: Autocomplete

  func complete(request: LocationSearch.Complete.Request) {
    let query = request.text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    localSearchWorker.clear()
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      mode = .recommendations
      completionWorker.clear()
      presentRecommendations()
    } else {
      // Only the latest query counts: the completer drops the answer to the one before.
      mode = .completions
      completionWorker.update(query: query) { [weak self] in
        // The answer may land while the detail list shows: it waits for the list to return.
        guard let self, mode == .completions else { return }
        presentCompletions()
      }
      presentCompletions()
    }
  }

  private func presentCompletions() {
    let outcome: LocationSearch.Complete.Response.Outcome
    if completionWorker.failed {
      outcome = .failure
    } else if let query = completionWorker.noResultsQuery {
      outcome = .noMatch(query: query)
    } else {
      outcome = .completions(completionWorker.completions)
    }
    presenter?.presentCompletions(response: LocationSearch.Complete.Response(outcome: outcome))
  }

  // MARK: Selection

  func selectItem(request: LocationSearch.SelectItem.Request) {
    let index = request.index
    switch mode {
    case .recommendations:
      let places = recommendationWorker.places
      if places.indices.contains(index) {
        select(Destination(place: places[index]))
      } else if recommendationWorker.failed {
        // The error row after the places: ask for the failed page again.
        recommendationWorker.clearFailure()
        presentRecommendations()
        loadNextPage()
      }
    case .completions:
      // The empty-state and error rows stand for no completion: they do nothing.
      let completions = completionWorker.completions
      guard completions.indices.contains(index) else { return }
      search(for: completions[index])
    case .detailList:
      let mapItems = localSearchWorker.mapItems
      guard mapItems.indices.contains(index) else { return }
      select(Destination(placemark: mapItems[index].placemark))
    }
  }

  private func search(for completion: MKLocalSearchCompletion) {
    // A failed or empty search leaves the completions as they are.
    localSearchWorker.search(for: completion) { [weak self] mapItems in
      guard let self else { return }
      if mapItems.count == 1 {
        select(Destination(placemark: mapItems[0].placemark))
      } else {
        mode = .detailList
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
