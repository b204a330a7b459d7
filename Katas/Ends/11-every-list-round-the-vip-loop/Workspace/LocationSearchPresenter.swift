import HeadlessMapKit
import HeadlessUIKit

/// What the interactor hands over to be shown: one method per response.
@MainActor
protocol LocationSearchPresentationLogic {
  func presentRecommendations(response: LocationSearch.LoadRecommendations.Response)
  func presentCompletions(response: LocationSearch.Complete.Response)
  func presentSearchResults(response: LocationSearch.SelectCompletion.Response)
  func presentSelectedPlace(response: LocationSearch.SelectPlace.Response)
}

/// Words the location search scene's data for the screen: every text the list shows is
/// written here, and nowhere else.
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

  func presentCompletions(response: LocationSearch.Complete.Response) {
    let rows: [LocationSearch.DisplayedRow]
    switch response.outcome {
    case .completions(let completions):
      rows = completions.map { completion in
        LocationSearch.DisplayedRow(title: completion.title, subtitle: completion.subtitle)
      }
    case .noMatch(let query):
      rows = [
        LocationSearch.DisplayedRow(
          title: "No places match “\(query)”.",
          subtitle: "Check the spelling or try a nearby city.")
      ]
    case .failure:
      rows = [
        LocationSearch.DisplayedRow(
          title: "Search isn't available right now.",
          subtitle: "Check your connection and type again.", titleColor: .systemRed)
      ]
    }
    viewController?.displayCompletions(viewModel: LocationSearch.Complete.ViewModel(rows: rows))
  }

  func presentSearchResults(response: LocationSearch.SelectCompletion.Response) {
    let rows = response.mapItems.map { item in
      LocationSearch.DisplayedRow(
        title: item.name ?? "",
        subtitle: [item.placemark.administrativeArea, item.placemark.country].compactMap { $0 }
          .joined(separator: ", "))
    }
    viewController?.displaySearchResults(
      viewModel: LocationSearch.SelectCompletion.ViewModel(
        searchText: response.completion.title, rows: rows))
  }

  func presentSelectedPlace(response: LocationSearch.SelectPlace.Response) {
    viewController?.displaySelectedPlace(
      viewModel: LocationSearch.SelectPlace.ViewModel(place: response.place))
  }
}
