import HeadlessMapKit

/// The completions for the text in the search bar, from a place completer.
@MainActor
final class CompletionModel {
  /// The completions of the latest answer, best first.
  private(set) var completions: [MKLocalSearchCompletion] = []

  /// Whether the completer failed to answer the latest query.
  private(set) var failed = false

  /// The query that matched nothing, if the latest answer was empty.
  private(set) var noResultsQuery: String?

  // The query asked last, or nil once the text is cleared: an answer to another is stale.
  private var query: String?

  private let completer: any PlaceCompleter

  init(completer: any PlaceCompleter) {
    self.completer = completer
  }

  /// The completer's answers, for one listener to take to `apply(_:)`.
  var answers: AsyncStream<PlaceCompletions> { completer.answers }

  /// Asks the completer for `query`, superseding the query in flight.
  func update(query: String) {
    self.query = query
    completer.complete(query)
  }

  /// Takes an answer in, if it answers the latest query; returns whether it did.
  func apply(_ answer: PlaceCompletions) -> Bool {
    guard answer.query == query else { return false }
    switch answer.result {
    case .success(let completions):
      self.completions = completions
      failed = false
      noResultsQuery = completions.isEmpty ? answer.query : nil
    case .failure:
      completions = []
      failed = true
      noResultsQuery = nil
    }
    return true
  }

  /// Drops the query in flight and forgets the answer: the search bar is empty again.
  func clear() {
    query = nil
    completions = []
    failed = false
    noResultsQuery = nil
    completer.cancel()
  }
}
