import Places

/// Recommends places near a coordinate, a page at a time.
@MainActor
protocol RecommendationProvider: AnyObject {
  /// Fetches page `page` (from 1) of the places recommended near `coordinate`; calls
  /// `completion` with the page, which says the next one to ask for, or with a failure.
  func fetchRecommendations(
    near coordinate: Coordinate, page: Int,
    completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void)
}

/// The recommendation provider of the running app: the recommendation server's client.
///
/// An adapter rather than `extension RecommendationServer: RecommendationProvider {}`: the
/// signatures happen to match today, but the role is the app's, shaped by what the list needs,
/// and the client stays a detail of this one type, which no controller sees.
final class ServerRecommendationProvider: RecommendationProvider {
  private let server = RecommendationServer()

  func fetchRecommendations(
    near coordinate: Coordinate, page: Int,
    completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    server.fetchRecommendations(near: coordinate, page: page, completion: completion)
  }
}
