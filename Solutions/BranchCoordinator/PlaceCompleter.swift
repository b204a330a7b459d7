import Foundation
import HeadlessMapKit

/// Completes place names as the person types: the completions for the latest query.
///
/// The role speaks MapKit's value type, `MKLocalSearchCompletion`: it hides who answers, not
/// what an answer looks like.
@MainActor
protocol PlaceCompleter: AnyObject {
  /// Asks for the completions of `query`, superseding the query in flight; calls
  /// `didComplete` on the main queue with the completions, best first, or with a failure.
  func complete(
    _ query: String,
    then didComplete: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void)

  /// Drops the query in flight: nothing is reported until the next `complete(_:then:)`.
  func cancel()
}

/// The place completer of the running app: MapKit's search completer.
///
/// An adapter rather than a conformance of `MKLocalSearchCompleter` itself: the completer
/// speaks through `queryFragment` and a delegate, the role through a handler, and turning one
/// into the other is this type's whole job.
final class MapKitPlaceCompleter: NSObject, PlaceCompleter,
  @preconcurrency MKLocalSearchCompleterDelegate
{
  private let completer = MKLocalSearchCompleter()
  private var didComplete: (@MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void)?

  override init() {
    super.init()
    completer.delegate = self
  }

  func complete(
    _ query: String,
    then didComplete: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void
  ) {
    self.didComplete = didComplete
    completer.queryFragment = query
  }

  func cancel() {
    didComplete = nil
    completer.queryFragment = ""
  }

  // MARK: MKLocalSearchCompleterDelegate

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    // The query may have been dropped since it started.
    guard !completer.queryFragment.isEmpty else { return }
    didComplete?(.success(completer.results))
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    guard !completer.queryFragment.isEmpty else { return }
    didComplete?(.failure(error))
  }
}
