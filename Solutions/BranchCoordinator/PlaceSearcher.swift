import HeadlessMapKit

/// Finds the places a completion stands for: every Springfield in the United States.
///
/// As `PlaceCompleter` does, the role speaks MapKit's value types, completions and map items.
@MainActor
protocol PlaceSearcher: AnyObject {
  /// Searches for the places `completion` stands for, cancelling the search in flight; calls
  /// `didFinish` with the places found, best first, or with a failure.
  func search(
    for completion: MKLocalSearchCompletion,
    then didFinish: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void)

  /// Cancels the search in flight: it reports nothing.
  func cancel()
}

/// The place searcher of the running app: one MapKit local search per request.
///
/// An `MKLocalSearch` runs once, so this adapter makes one per search and keeps the one in
/// flight to cancel it.
final class MapKitPlaceSearcher: PlaceSearcher {
  private var searchInFlight: MKLocalSearch?

  func search(
    for completion: MKLocalSearchCompletion,
    then didFinish: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void
  ) {
    // Only the latest selection counts: cancel the one in flight, and check on arrival.
    searchInFlight?.cancel()
    let search = MKLocalSearch(request: MKLocalSearch.Request(completion: completion))
    searchInFlight = search
    // [weak self]: a search in flight keeps itself, and so this handler, alive.
    search.start { [weak self] response, error in
      guard let self, search === searchInFlight else { return }
      searchInFlight = nil
      if let response {
        didFinish(.success(response.mapItems))
      } else if let error {
        didFinish(.failure(error))
      }
    }
  }

  func cancel() {
    searchInFlight?.cancel()
    searchInFlight = nil
  }
}
