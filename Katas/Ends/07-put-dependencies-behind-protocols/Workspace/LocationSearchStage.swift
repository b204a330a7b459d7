import HeadlessUIKit

/// Exercise 7's end: every dependency behind a protocol, built by hand here, the one place
/// that names the concrete types.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 7's end"

  public static func makeRootViewController() -> UINavigationController {
    // Made now, so the kit services bind to the world in effect.
    let recommendationProvider = ServerRecommendationProvider()
    let locationProvider = DeviceLocationProvider()
    let viewController = LocationSearchViewController(
      recommendationController: RecommendationController(
        model: RecommendationModel(
          recommendationProvider: recommendationProvider, locationProvider: locationProvider)),
      completionController: CompletionController(
        model: CompletionModel(completer: MapKitPlaceCompleter())),
      detailController: DetailController(model: DetailModel(searcher: MapKitPlaceSearcher())),
      dateScreenFactory: DateViewControllerFactory())
    return UINavigationController(rootViewController: viewController)
  }
}
