import HeadlessMapKit

/// The places one completion stands for, from a place searcher: the detail list.
@MainActor
struct DetailModel {
  /// What the latest search found.
  struct State {
    var mapItems: [MKMapItem] = []
  }

  /// The latest search's results, shared by every copy of the model (see `Box`).
  let state = Box(State())

  private let searcher: any PlaceSearcher

  init(searcher: any PlaceSearcher) {
    self.searcher = searcher
  }

  /// The places found by the latest search, best first.
  var mapItems: [MKMapItem] { state.value.mapItems }

  /// Searches for the places `completion` stands for; calls `didFind` with them once they are
  /// in the state. A search that finds nothing, fails, or is overtaken calls nothing.
  func search(
    for completion: MKLocalSearchCompletion,
    then didFind: @escaping @MainActor ([MKMapItem]) -> Void
  ) {
    // Only the latest selection counts: the searcher drops the search it overtakes.
    searcher.search(for: completion) { [state] result in
      guard case .success(let mapItems) = result, !mapItems.isEmpty else {
        return
      }
      state.value = State(mapItems: mapItems)
      didFind(mapItems)
    }
  }

  /// Cancels the search in flight and forgets the places found.
  func clear() {
    searcher.cancel()
    state.value = State()
  }
}
