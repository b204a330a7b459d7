import HeadlessUIKit

/// The one place that knows every concrete type of the scene: the live environment, the store
/// over it, and the screen over the store. A test builds the same scene over an environment of
/// fakes.
@MainActor
enum CompositionRoot {
  /// The scene: a navigation controller over the location search screen, its store running
  /// effects against `environment`. The live services are made now, so they bind to the world
  /// in effect.
  static func makeRootViewController(
    environment: LocationSearchEnvironment = .live(),
    dateScreenFactory: any DateScreenFactory = DateViewControllerFactory()
  ) -> UINavigationController {
    let store = LocationSearchStore(environment: environment)
    return UINavigationController(
      rootViewController: LocationSearchViewController(
        store: store, dateScreenFactory: dateScreenFactory))
  }
}
