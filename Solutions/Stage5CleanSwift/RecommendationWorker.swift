import Places

/// Fetches the places recommended near the user, a page at a time.
///
/// Moved: stage 4's `RecommendationProvider` and `LocationProvider` roles, and their
/// `ServerRecommendationProvider` and `DeviceLocationProvider`, are this worker now.
/// It asks the location service where the user is, so the interactor asks only for a page.
/// Not final: a test subclasses it to spy on the interactor's requests, as CleanStore's tests do
/// with their workers.
@MainActor
class RecommendationWorker {
  private let server = RecommendationServer()
  private let locationService = LocationService()

  /// Fetches page `page` (from 1) of the places nearest to the user; the answer comes later,
  /// on the main queue.
  func fetchRecommendations(
    page: Int,
    completionHandler: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    server.fetchRecommendations(
      near: locationService.currentCoordinate, page: page, completion: completionHandler)
  }
}
