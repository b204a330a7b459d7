import Foundation
import HeadlessMapKit

/// A completer delegate that writes down what it was told, to assert on after awaiting.
final class CompleterDelegateSpy: NSObject, MKLocalSearchCompleterDelegate {
  /// What the delegate heard, in order: the result titles and subtitles, or the error.
  enum Event: Equatable {
    case results([String])
    case failure(String)
  }

  var events: [Event] = []

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    events.append(.results(completer.results.map { "\($0.title) — \($0.subtitle)" }))
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    events.append(.failure(error.localizedDescription))
  }
}

/// What a local search's completion handler was called with.
@MainActor
final class SearchOutcomes {
  var mapItems: [[MKMapItem]] = []
  var errors: [String] = []

  var handler: @MainActor @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void {
    { response, error in
      if let response { self.mapItems.append(response.mapItems) }
      if let error { self.errors.append(error.localizedDescription) }
    }
  }

  /// The titles of the places of each response, e.g. "Springfield, Illinois, United States".
  var titles: [[String]] { mapItems.map { $0.map { $0.placemark.title ?? "?" } } }
}
