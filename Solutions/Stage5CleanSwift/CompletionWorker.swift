import HeadlessMapKit

/// Completes search text into place suggestions, through a place completer. A newer query
/// supersedes the one in flight, whose answer never comes.
///
/// Not final: a test subclasses it to spy on the interactor's queries.
@MainActor
class CompletionWorker {
  private let completer: any PlaceCompleter

  init(completer: any PlaceCompleter) {
    self.completer = completer
  }

  /// Asks for the completions of `fragment`; the answer comes later, on the main queue.
  func complete(
    _ fragment: String,
    then didComplete: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void
  ) {
    completer.complete(fragment, then: didComplete)
  }

  /// Drops the query in flight, if any: its answer never comes.
  func cancel() {
    completer.cancel()
  }
}
