@testable import Workspace

/// Stands in for the view controller: records every view model the presenter gives it.
@MainActor
final class DisplayLogicSpy: LocationSearchDisplayLogic {
  private(set) var recommendations: [LocationSearch.LoadRecommendations.ViewModel] = []
  private(set) var selectedPlaces: [LocationSearch.SelectPlace.ViewModel] = []

  func displayRecommendations(viewModel: LocationSearch.LoadRecommendations.ViewModel) {
    recommendations.append(viewModel)
  }

  func displaySelectedPlace(viewModel: LocationSearch.SelectPlace.ViewModel) {
    selectedPlaces.append(viewModel)
  }
}
