import HeadlessMapKit

/// Work the reducer asks the store to do outside it: a request to a service, or the
/// cancellation of one. A value, so a test reads what the reducer asked for without running it.
enum LocationSearchEffect: Equatable {
  /// What names an effect in flight, so that a later effect can cancel it.
  enum ID: Hashable {
    case completions
    case localSearch
  }

  /// Fetch page `page` of the places near the user; answers `pageLoaded` or `pageFailed`.
  case fetchRecommendations(page: Int)
  /// Complete `query`, in flight as `.completions`, replacing the query in flight there;
  /// answers `completionsLoaded` or `completionsFailed`.
  case complete(query: String)
  /// Search for the places a completion stands for, in flight as `.localSearch`, replacing the
  /// search in flight there; answers `searchFinished` or `searchFailed`.
  case search(MKLocalSearchCompletion)
  /// Cancel the effect in flight as `id`: its answer, if it comes, is never sent.
  case cancel(ID)
}
