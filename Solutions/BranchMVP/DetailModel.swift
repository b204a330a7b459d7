import HeadlessMapKit

/// The places one completion stands for, from a local search: the detail list.
@MainActor
struct DetailModel {
  /// What the latest search found, and the search still in flight, if any.
  struct State {
    var mapItems: [MKMapItem] = []
    var searchInFlight: MKLocalSearch?
  }

  /// The latest search and its results, shared by every copy of the model (see `Box`).
  let state = Box(State())

  /// The places found by the latest search, best first.
  var mapItems: [MKMapItem] { state.value.mapItems }

  /// Searches for the places `completion` stands for; calls `didFind` with them once they are
  /// in the state. A search that finds nothing, fails, or is overtaken calls nothing.
  func search(
    for completion: MKLocalSearchCompletion,
    then didFind: @escaping @MainActor ([MKMapItem]) -> Void
  ) {
    // Only the latest selection counts: cancel the one in flight, and check on arrival.
    state.value.searchInFlight?.cancel()
    let search = MKLocalSearch(request: MKLocalSearch.Request(completion: completion))
    state.value.searchInFlight = search
    search.start { [state] response, error in
      guard search === state.value.searchInFlight, let mapItems = response?.mapItems,
        !mapItems.isEmpty
      else {
        return
      }
      state.value = State(mapItems: mapItems, searchInFlight: nil)
      didFind(mapItems)
    }
  }

  /// Cancels the search in flight and forgets the places found.
  func clear() {
    state.value.searchInFlight?.cancel()
    state.value = State()
  }
}
