import HeadlessMapKit
import Places

/// What the location search presenter asks of its interactor.
@MainActor
protocol LocationSearchInteractorInput: AnyObject {
  /// Asks for the next page of recommendations, unless one is loading, the last one failed or
  /// there is none.
  func loadNextPage()

  /// Forgets the failed page, and asks for it again.
  func retryFailedPage()

  /// Asks for the completions of `query`, superseding the query in flight.
  func complete(_ query: String)

  /// Drops the query in flight: its answer never comes.
  func cancelCompletion()

  /// Searches for the places `completion` stands for, superseding the search in flight.
  func searchPlaces(for completion: MKLocalSearchCompletion)

  /// Cancels the search in flight: its answer never comes.
  func cancelSearch()
}

/// What the interactor tells its presenter: the entities it fetched, no text.
@MainActor
protocol LocationSearchInteractorOutput: AnyObject {
  /// The recommendations so far, nearest first, and whether the last page asked for failed.
  func didLoadRecommendations(_ places: [Place], lastPageFailed: Bool)

  /// The completer answered `query`, maybe with no completion.
  func didComplete(_ completions: [MKLocalSearchCompletion], for query: String)

  /// The completer failed to answer `query`.
  func didFailToComplete(_ query: String)

  /// A search found one place or more for `completion`.
  func didFindPlaces(_ mapItems: [MKMapItem], for completion: MKLocalSearchCompletion)
}

/// The location search module's use cases: paging through the recommendations, completing
/// text, finding the places a completion stands for. It reaches the services through stage 4's
/// roles, keeps the paging state, and hands entities to its output.
@MainActor
final class LocationSearchInteractor: LocationSearchInteractorInput {
  /// Weak: the presenter owns this interactor.
  weak var output: LocationSearchInteractorOutput?

  private let recommendationProvider: any RecommendationProvider
  private let locationProvider: any LocationProvider
  private let completer: any PlaceCompleter
  private let searcher: any PlaceSearcher

  // MARK: Paging state

  private var places: [Place] = []
  private var nextPage: Int? = 1
  private var isLoading = false
  private var lastPageFailed = false

  init(
    recommendationProvider: any RecommendationProvider, locationProvider: any LocationProvider,
    completer: any PlaceCompleter, searcher: any PlaceSearcher
  ) {
    self.recommendationProvider = recommendationProvider
    self.locationProvider = locationProvider
    self.completer = completer
    self.searcher = searcher
  }

  // MARK: Recommendations

  func loadNextPage() {
    guard let page = nextPage, !isLoading, !lastPageFailed else { return }
    isLoading = true
    recommendationProvider.fetchRecommendations(
      near: locationProvider.currentCoordinate, page: page
    ) { [weak self] result in
      guard let self else { return }
      isLoading = false
      switch result {
      case .success(let response):
        places += response.places
        nextPage = response.nextPage
      case .failure:
        lastPageFailed = true
      }
      output?.didLoadRecommendations(places, lastPageFailed: lastPageFailed)
    }
  }

  func retryFailedPage() {
    lastPageFailed = false
    output?.didLoadRecommendations(places, lastPageFailed: false)
    loadNextPage()
  }

  // MARK: Completions

  func complete(_ query: String) {
    // Only the latest query counts: the completer drops the answer to the one before.
    completer.complete(query) { [weak self] result in
      switch result {
      case .success(let completions): self?.output?.didComplete(completions, for: query)
      case .failure: self?.output?.didFailToComplete(query)
      }
    }
  }

  func cancelCompletion() {
    completer.cancel()
  }

  // MARK: Places

  func searchPlaces(for completion: MKLocalSearchCompletion) {
    // Only the latest selection counts: the searcher drops the search it overtakes.
    searcher.search(for: completion) { [weak self] result in
      // A failed or empty search changes nothing.
      guard case .success(let mapItems) = result, !mapItems.isEmpty else { return }
      self?.output?.didFindPlaces(mapItems, for: completion)
    }
  }

  func cancelSearch() {
    searcher.cancel()
  }
}
