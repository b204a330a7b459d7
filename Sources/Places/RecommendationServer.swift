/// One page of recommended places, as the recommendation server sends it.
public struct RecommendationPage: Sendable, Equatable {
  /// The places on this page, nearest first.
  public let places: [Place]
  /// This page's number, from 1.
  public let page: Int
  /// The page to ask for next, or nil when this is the last page.
  public let nextPage: Int?

  /// Creates a page; test doubles of the server use it.
  public init(places: [Place], page: Int, nextPage: Int?) {
    self.places = places
    self.page = page
    self.nextPage = nextPage
  }
}

/// The app's client to its recommendation backend: places near a coordinate, a page at a time.
///
/// It stands in for the hand-written HTTP client an iOS app would have, so its shape is an
/// app's, not Apple's: a completion handler with a `Result`, called on the main queue.
/// Every answer goes through the world (service `.recommendations`), which decides when it
/// arrives and whether it fails.
@MainActor
public final class RecommendationServer {
  private let world: World

  /// Creates a client talking to `World.active`, captured now for the client's whole life.
  public init() {
    world = World.active
  }

  /// Fetches page `page` (from 1) of the places nearest to `coordinate`.
  ///
  /// The server has the world's `recommendationCount` places nearest to `coordinate`, split
  /// into pages of `recommendationPageSize`; `nextPage` is nil on the last page. A page past
  /// the last one (or below 1) comes back empty, with no next page. An injected failure
  /// completes with a `WorldError`.
  public func fetchRecommendations(
    near coordinate: Coordinate, page: Int,
    completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    let world = self.world
    world.schedule(
      .recommendations,
      "recommendations page \(page) near \(coordinate.latitude), \(coordinate.longitude)",
      answer: { world.recommendationPage(page, near: coordinate) },
      deliver: { result in completion(result.mapError { $0 }) })
  }
}

extension World {
  /// The page the recommendation server answers, computed from the world's current settings.
  fileprivate func recommendationPage(_ page: Int, near coordinate: Coordinate)
    -> RecommendationPage
  {
    let pageSize = max(recommendationPageSize, 1)
    let all = gazetteer.nearest(to: coordinate, limit: max(recommendationCount, 0))
    let start = (page - 1) * pageSize
    guard page >= 1, start < all.count else {
      return RecommendationPage(places: [], page: page, nextPage: nil)
    }
    let end = min(start + pageSize, all.count)
    return RecommendationPage(
      places: Array(all[start..<end]), page: page, nextPage: end < all.count ? page + 1 : nil)
  }
}
