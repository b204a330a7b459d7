/// Assembles the location search module: makes its view, interactor, presenter and router, and
/// connects them, the references back weak. The one place that knows every concrete type of the
/// module; a test hands it fakes of the services.
@MainActor
enum LocationSearchModuleBuilder {
  /// The module's view controller, over the services given (the app's by default).
  static func build(
    recommendationProvider: any RecommendationProvider = ServerRecommendationProvider(),
    locationProvider: any LocationProvider = DeviceLocationProvider(),
    completer: any PlaceCompleter = MapKitPlaceCompleter(),
    searcher: any PlaceSearcher = MapKitPlaceSearcher()
  ) -> LocationSearchViewController {
    let interactor = LocationSearchInteractor(
      recommendationProvider: recommendationProvider, locationProvider: locationProvider,
      completer: completer, searcher: searcher)
    let router = LocationSearchRouter()
    let presenter = LocationSearchPresenter(interactor: interactor, router: router)
    let viewController = LocationSearchViewController(presenter: presenter)
    presenter.view = viewController
    interactor.output = presenter
    router.viewController = viewController
    return viewController
  }
}
