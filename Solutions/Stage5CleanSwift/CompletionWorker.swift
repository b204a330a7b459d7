import Foundation
import HeadlessMapKit

/// Completes search text into place suggestions, through a MapKit-style completer.
///
/// Moved: stage 4's `PlaceCompleter` role and its `MapKitPlaceCompleter`, the completer's
/// delegate, are this worker now: it turns the delegate calls into one answer per query. As
/// MapKit's completer does, a newer query supersedes the one in flight, whose answer never
/// comes.
/// Not final: a test subclasses it to spy on the interactor's queries.
@MainActor
class CompletionWorker: NSObject, @preconcurrency MKLocalSearchCompleterDelegate {
  private let completer = MKLocalSearchCompleter()
  // The answer to the latest query goes here. The interactor that owns this worker passes a
  // closure that holds it weakly, so keeping the closure makes no cycle.
  private var completionHandler: (@MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void)?

  override init() {
    super.init()
    completer.delegate = self
  }

  /// Asks for the completions of `fragment`; the answer comes later, on the main queue.
  func complete(
    _ fragment: String,
    completionHandler: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void
  ) {
    self.completionHandler = completionHandler
    completer.queryFragment = fragment
  }

  /// Drops the query in flight, if any: its answer never comes.
  func cancel() {
    completionHandler = nil
    completer.cancel()
  }

  // MARK: MKLocalSearchCompleterDelegate

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    completionHandler?(.success(completer.results))
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    completionHandler?(.failure(error))
  }
}
