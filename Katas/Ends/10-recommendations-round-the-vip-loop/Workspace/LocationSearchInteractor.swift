/// What the location search screen can ask of its scene: one method per use case.
@MainActor
protocol LocationSearchBusinessLogic {
  func loadRecommendations(request: LocationSearch.LoadRecommendations.Request)
  func loadNextPage(request: LocationSearch.LoadNextPage.Request)
  func selectItem(request: LocationSearch.SelectItem.Request)
}

/// The location search scene's decisions about the recommendations: when to fetch, when to
/// retry, and what a tap means. Every call to a service goes through a worker, and it writes
/// no text: it hands data to the presenter.
@MainActor
final class LocationSearchInteractor: LocationSearchBusinessLogic {
  var presenter: LocationSearchPresentationLogic?
  private let recommendationWorker: RecommendationWorker

  init(recommendationWorker: RecommendationWorker) {
    self.recommendationWorker = recommendationWorker
  }

  // MARK: Recommendations

  func loadRecommendations(request: LocationSearch.LoadRecommendations.Request) {
    loadNextPage()
  }

  func loadNextPage(request: LocationSearch.LoadNextPage.Request) {
    // Paging: showing the last recommendation asks for the next page.
    let last = recommendationWorker.places.count - recommendationWorker.prefetchDistance
    guard request.shownIndex == last else { return }
    loadNextPage()
  }

  private func loadNextPage() {
    recommendationWorker.loadNextPage { [weak self] in
      self?.presentRecommendations()
    }
  }

  private func presentRecommendations() {
    presenter?.presentRecommendations(
      response: LocationSearch.LoadRecommendations.Response(
        places: recommendationWorker.places, hasFailed: recommendationWorker.failed))
  }

  // MARK: Selection

  func selectItem(request: LocationSearch.SelectItem.Request) {
    let index = request.index
    let places = recommendationWorker.places
    if places.indices.contains(index) {
      select(Destination(place: places[index]))
    } else if recommendationWorker.failed {
      // The error row after the places: ask for the failed page again.
      recommendationWorker.clearFailure()
      presentRecommendations()
      loadNextPage()
    }
  }

  private func select(_ place: Destination) {
    presenter?.presentSelectedPlace(response: LocationSearch.SelectPlace.Response(place: place))
  }
}
