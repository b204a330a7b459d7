import Foundation
import Places

/// The places near the user, loaded from a recommendation provider a page at a time.
@MainActor
struct RecommendationModel {
  /// What has been loaded so far, and what to ask for next.
  struct State {
    var places: [Place] = []
    var nextPage: Int? = 1
    var isLoading = false
    var failed = false
  }

  /// The loaded state, shared by every copy of the model (see `Box`).
  let state = Box(State())

  /// How many places from the end of the list a place comes into view to ask for the next
  /// page: 1 asks when the last place shows. A value of each copy's own, unlike the places.
  var prefetchDistance = 1

  private let recommendationProvider: any RecommendationProvider
  private let locationProvider: any LocationProvider

  init(
    recommendationProvider: any RecommendationProvider, locationProvider: any LocationProvider
  ) {
    self.recommendationProvider = recommendationProvider
    self.locationProvider = locationProvider
  }

  /// The places loaded so far, nearest first.
  var places: [Place] { state.value.places }

  /// Whether the last page asked for failed; no page is asked for until `clearFailure()`.
  var failed: Bool { state.value.failed }

  /// Asks for the next page, unless one is loading, the last one failed or there is none;
  /// calls `didLoad` once the answer, a page or a failure, is in the state.
  ///
  /// A closure, not a delegate: one request has one answer, and the caller says what to do
  /// with it where it asks.
  func loadNextPage(then didLoad: @escaping @MainActor () -> Void) {
    guard let page = state.value.nextPage, !state.value.isLoading, !state.value.failed else {
      return
    }
    state.value.isLoading = true
    // The handler writes into the box, not into `self`: an escaping closure cannot mutate a
    // struct's `self`, and a captured copy of it would be written where nobody reads.
    recommendationProvider.fetchRecommendations(
      near: locationProvider.currentCoordinate, page: page
    ) { [state] result in
      DispatchQueue.main.async {
        state.value.isLoading = false
        switch result {
        case .success(let response):
          state.value.places += response.places
          state.value.nextPage = response.nextPage
        case .failure:
          state.value.failed = true
        }
        didLoad()
      }
    }
  }

  /// Forgets the failure, so that the failed page can be asked for again.
  func clearFailure() {
    state.value.failed = false
  }
}
