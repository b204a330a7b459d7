/// The services the store runs effects against, each behind its role: the running app's
/// adapters, or a test's fakes.
@MainActor
struct LocationSearchEnvironment {
  var recommendationProvider: any RecommendationProvider
  var locationProvider: any LocationProvider
  var completer: any PlaceCompleter
  var searcher: any PlaceSearcher

  /// The environment of the running app: MapKit, the recommendation server and the device's
  /// location. Made when called, so the services bind to the world in effect then.
  static func live() -> LocationSearchEnvironment {
    LocationSearchEnvironment(
      recommendationProvider: ServerRecommendationProvider(),
      locationProvider: DeviceLocationProvider(), completer: MapKitPlaceCompleter(),
      searcher: MapKitPlaceSearcher())
  }
}
