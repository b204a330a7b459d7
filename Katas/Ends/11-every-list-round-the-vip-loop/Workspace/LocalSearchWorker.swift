import HeadlessMapKit

/// The places one completion stands for, from a place searcher: the detail list.
@MainActor
final class LocalSearchWorker {
  /// What the latest search found.
  struct State {
    var mapItems: [MKMapItem] = []
  }

  /// The latest search's results.
  private(set) var state = State()

  private let searcher: any PlaceSearcher

  init(searcher: any PlaceSearcher) {
    self.searcher = searcher
  }

  /// The places found by the latest search, best first.
  var mapItems: [MKMapItem] { state.mapItems }

  /// Searches for the places `completion` stands for; calls `didFind` with them once they are
  /// in the state. A search that finds nothing, fails, or is overtaken calls nothing.
  func search(
    for completion: MKLocalSearchCompletion,
    then didFind: @escaping @MainActor ([MKMapItem]) -> Void
  ) {
    // Only the latest selection counts: the searcher drops the search it overtakes.
    searcher.search(for: completion) { [weak self] result in
      guard let self, case .success(let mapItems) = result, !mapItems.isEmpty else {
        return
      }
      state = State(mapItems: mapItems)
      didFind(mapItems)
    }
  }

  /// Cancels the search in flight and forgets the places found.
  func clear() {
    searcher.cancel()
    state = State()
  }
}
