import Foundation
@preconcurrency import HeadlessMapKit

/// The completer's answer to one query: its completions, best first, or why there are none.
struct PlaceCompletions {
  /// The query this answers.
  let query: String
  let result: Result<[MKLocalSearchCompletion], Error>
}

/// Completes place names as the person types: the answers come as a stream, one per query
/// answered, the latest query only.
///
/// The role speaks MapKit's value type, `MKLocalSearchCompletion`: it hides who answers, not
/// what an answer looks like.
@MainActor
protocol PlaceCompleter: AnyObject {
  /// Every answer, as it arrives. One listener iterates it, for the completer's whole life.
  var answers: AsyncStream<PlaceCompletions> { get }

  /// Asks for the completions of `query`, superseding the query in flight: its answer, if
  /// it comes, is never in `answers`.
  func complete(_ query: String)

  /// Drops the query in flight: nothing comes into `answers` until the next `complete(_:)`.
  func cancel()
}

/// The place completer of the running app: MapKit's search completer, its delegate calls
/// turned into a stream.
final class MapKitPlaceCompleter: NSObject, PlaceCompleter,
  @preconcurrency MKLocalSearchCompleterDelegate
{
  // Only the newest answer counts: one a listener has not taken yet is replaced, not queued.
  let answers: AsyncStream<PlaceCompletions>
  private let continuation: AsyncStream<PlaceCompletions>.Continuation
  private let completer = MKLocalSearchCompleter()

  override init() {
    (answers, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    super.init()
    completer.delegate = self
  }

  func complete(_ query: String) {
    completer.queryFragment = query
  }

  func cancel() {
    completer.queryFragment = ""
  }

  // MARK: MKLocalSearchCompleterDelegate

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    // The query may have been dropped since it started.
    guard !completer.queryFragment.isEmpty else { return }
    continuation.yield(
      PlaceCompletions(query: completer.queryFragment, result: .success(completer.results)))
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    guard !completer.queryFragment.isEmpty else { return }
    continuation.yield(PlaceCompletions(query: completer.queryFragment, result: .failure(error)))
  }
}
