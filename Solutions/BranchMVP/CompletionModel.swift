import Foundation
import HeadlessMapKit

/// The completions for the text in the search bar, from the search completer.
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

  private let completer = MKLocalSearchCompleter()
  private let completerDelegate: CompleterDelegate

  init() {
    completerDelegate = CompleterDelegate(state: state)
    completer.delegate = completerDelegate
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
    completerDelegate.didUpdate = didUpdate
    completer.queryFragment = query
  }

  /// Drops the query in flight and forgets the answer: the search bar is empty again.
  func clear() {
    state.value = State()
    completer.queryFragment = ""
  }

  /// The completer's delegate: the completer wants an object to tell, and the model is a value,
  /// so this small object receives the answers and writes them into the model's box.
  ///
  /// A delegate, not a closure, because the completer answers again and again: after each
  /// keystroke, and again when a slow answer is overtaken.
  @MainActor
  final class CompleterDelegate: NSObject, @preconcurrency MKLocalSearchCompleterDelegate {
    let state: Box<State>
    var didUpdate: (@MainActor () -> Void)?

    init(state: Box<State>) {
      self.state = state
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
      // The text may have been cleared since this query started.
      guard !completer.queryFragment.isEmpty else { return }
      state.value = State(
        completions: completer.results, failed: false,
        noResultsQuery: completer.results.isEmpty ? completer.queryFragment : nil)
      didUpdate?()
    }

    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
      guard !completer.queryFragment.isEmpty else { return }
      state.value = State(completions: [], failed: true, noResultsQuery: nil)
      didUpdate?()
    }
  }
}
