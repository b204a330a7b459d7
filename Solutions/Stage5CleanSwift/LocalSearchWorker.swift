import HeadlessMapKit

/// Finds the places a completion stands for, through a MapKit-style local search.
///
/// Moved: stage 4's `PlaceSearcher` role and its `MapKitPlaceSearcher` are this worker now. It
/// keeps the search in flight only so that `cancel()` can drop it; the rule that only the latest
/// selection counts, which `MapKitPlaceSearcher` kept, is the interactor's now.
/// Not final: a test subclasses it to spy on the interactor's searches.
@MainActor
class LocalSearchWorker {
  private var searchInFlight: MKLocalSearch?

  /// Searches for every place `completion` stands for; the answer comes later, on the main
  /// queue.
  func searchPlaces(
    for completion: MKLocalSearchCompletion,
    completionHandler: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void
  ) {
    let search = MKLocalSearch(request: MKLocalSearch.Request(completion: completion))
    searchInFlight = search
    search.start { response, error in
      if let response {
        completionHandler(.success(response.mapItems))
      } else if let error {
        completionHandler(.failure(error))
      }
    }
  }

  /// Cancels the search in flight, if any: its answer never comes. Cancelling a search that
  /// has answered does nothing.
  func cancel() {
    searchInFlight?.cancel()
    searchInFlight = nil
  }
}
