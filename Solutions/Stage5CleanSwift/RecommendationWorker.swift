import Places

/// Fetches the places recommended near the user, a page at a time.
///
/// It asks where the user is, so the interactor asks only for a page. Not final: a test
/// subclasses it to spy on the interactor's requests, as CleanStore's tests do with their
/// workers.
@MainActor
class RecommendationWorker {
  private let recommendationProvider: any RecommendationProvider
  private let locationProvider: any LocationProvider

  init(
    recommendationProvider: any RecommendationProvider, locationProvider: any LocationProvider
  ) {
    self.recommendationProvider = recommendationProvider
    self.locationProvider = locationProvider
  }

  /// Fetches page `page` (from 1) of the places nearest to the user; the answer comes later,
  /// on the main queue.
  func fetchRecommendations(
    page: Int, completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    recommendationProvider.fetchRecommendations(
      near: locationProvider.currentCoordinate, page: page, completion: completion)
  }
}
