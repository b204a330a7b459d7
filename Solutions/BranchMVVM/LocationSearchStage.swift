import HeadlessUIKit

/// MVVM: a view model per screen holds its state and takes its inputs; the view controllers
/// bind to it with closures.
public enum LocationSearchStage: Stage {
  public static let identifier = "mvvm"
  public static let title = "MVVM"

  public static func makeRootViewController() -> UINavigationController {
    let viewModel = LocationSearchViewModel(
      recommendationModel: RecommendationModel(
        recommendationProvider: ServerRecommendationProvider(),
        locationProvider: DeviceLocationProvider()),
      completionModel: CompletionModel(completer: MapKitPlaceCompleter()),
      detailModel: DetailModel(searcher: MapKitPlaceSearcher()))
    return UINavigationController(
      rootViewController: LocationSearchViewController(viewModel: viewModel))
  }
}
