import HeadlessUIKit

/// What the interactor hands over to be shown: one method per response.
@MainActor
protocol LocationSearchPresentationLogic {
  func presentRecommendations(response: LocationSearch.LoadRecommendations.Response)
  func presentSelectedPlace(response: LocationSearch.SelectPlace.Response)
}

/// Words the location search scene's data for the screen: every text the recommendations
/// list shows is written here, and nowhere else.
@MainActor
final class LocationSearchPresenter: LocationSearchPresentationLogic {
  /// Weak: the view controller owns the interactor, which owns this presenter.
  weak var viewController: LocationSearchDisplayLogic?

  func presentRecommendations(response: LocationSearch.LoadRecommendations.Response) {
    var rows = response.places.map { place in
      LocationSearch.DisplayedRow(title: place.name, subtitle: place.subtitle)
    }
    if response.hasFailed {
      rows.append(
        LocationSearch.DisplayedRow(
          title: "Couldn't load places near you.", subtitle: "Tap to try again.",
          titleColor: .systemRed))
    }
    viewController?.displayRecommendations(
      viewModel: LocationSearch.LoadRecommendations.ViewModel(rows: rows))
  }

  func presentSelectedPlace(response: LocationSearch.SelectPlace.Response) {
    viewController?.displaySelectedPlace(
      viewModel: LocationSearch.SelectPlace.ViewModel(place: response.place))
  }
}
