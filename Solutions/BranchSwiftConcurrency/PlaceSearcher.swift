@preconcurrency import HeadlessMapKit

/// Finds the places a completion stands for: every Springfield in the United States.
///
/// As `PlaceCompleter` does, the role speaks MapKit's value types, completions and map items.
@MainActor
protocol PlaceSearcher: AnyObject {
  /// The places `completion` stands for, best first. Throws if the search fails, and
  /// `CancellationError` if the task awaiting it is cancelled first: the search stops then.
  func search(for completion: MKLocalSearchCompletion) async throws -> [MKMapItem]
}

/// The place searcher of the running app: one MapKit local search per call, cancelled with the
/// task that awaits it.
final class MapKitPlaceSearcher: PlaceSearcher {
  func search(for completion: MKLocalSearchCompletion) async throws -> [MKMapItem] {
    let call = LocalSearchCall(
      search: MKLocalSearch(request: MKLocalSearch.Request(completion: completion)))
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        call.start(resuming: continuation)
      }
    } onCancel: {
      call.cancel()
    }
  }
}
