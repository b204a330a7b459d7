import HeadlessMapKit

/// The completions for the text in the search bar, from a place completer.
@MainActor
struct CompletionModel {
  /// What the latest answer says: the completions, or why there are none.
  struct State {
    var completions: [MKLocalSearchCompletion] = []
    var failed = false
    var noResultsQuery: String?
  }

  /// The latest answer, shared by every copy of the model (see `Box`).
  let state = Box(State())

  private let completer: any PlaceCompleter

  init(completer: any PlaceCompleter) {
    self.completer = completer
  }

  /// The completions of the latest answer, best first.
  var completions: [MKLocalSearchCompletion] { state.value.completions }

  /// Whether the completer failed to answer the latest query.
  var failed: Bool { state.value.failed }

  /// The query that matched nothing, if the latest answer was empty.
  var noResultsQuery: String? { state.value.noResultsQuery }

  /// Asks the completer for `query`, superseding the query in flight; calls `didUpdate` once
  /// the answer, completions or a failure, is in the state.
  func update(query: String, then didUpdate: @escaping @MainActor () -> Void) {
    completer.complete(query) { [state] result in
      switch result {
      case .success(let completions):
        state.value = State(
          completions: completions, failed: false,
          noResultsQuery: completions.isEmpty ? query : nil)
      case .failure:
        state.value = State(completions: [], failed: true, noResultsQuery: nil)
      }
      didUpdate()
    }
  }

  /// Drops the query in flight and forgets the answer: the search bar is empty again.
  func clear() {
    state.value = State()
    completer.cancel()
  }
}
