import Places

/// Recommends places near a coordinate, a page at a time.
@MainActor
protocol RecommendationProvider: AnyObject {
  /// Page `page` (from 1) of the places recommended near `coordinate`, which says the next one
  /// to ask for; throws if it could not be fetched.
  func recommendations(near coordinate: Coordinate, page: Int) async throws -> RecommendationPage
}

/// The recommendation provider of the running app: the recommendation server's client, its
/// completion handler turned into an `async` call.
///
/// The client has no way to cancel a request: a task cancelled while it waits still gets its
/// page, and decides itself whether the page still counts.
final class ServerRecommendationProvider: RecommendationProvider {
  private let server = RecommendationServer()

  func recommendations(near coordinate: Coordinate, page: Int) async throws -> RecommendationPage {
    try await withCheckedThrowingContinuation { continuation in
      server.fetchRecommendations(near: coordinate, page: page) { result in
        continuation.resume(with: result)
      }
    }
  }
}
