import HeadlessUIKit

/// MVVM + Coordinator: a view model per screen, and a coordinator that starts the search
/// screen, shows the date screen and receives the dates back; the screens never navigate.
public enum LocationSearchStage: Stage {
  public static let identifier = "coordinator"
  public static let title = "MVVM + Coordinator"

  public static func makeRootViewController() -> UINavigationController {
    let viewModel = LocationSearchViewModel(
      recommendationModel: RecommendationModel(
        recommendationProvider: ServerRecommendationProvider(),
        locationProvider: DeviceLocationProvider()),
      completionModel: CompletionModel(completer: MapKitPlaceCompleter()),
      detailModel: DetailModel(searcher: MapKitPlaceSearcher()))
    let navigationController = CoordinatedNavigationController()
    let coordinator = LocationSearchCoordinator(
      navigationController: navigationController, searchViewModel: viewModel)
    navigationController.coordinator = coordinator
    coordinator.start()
    return navigationController
  }
}
