import Foundation
import Places

/// The methods a search completer calls on its delegate when an answer arrives.
///
/// Both are optional in MapKit; here, as Objective-C `optional` does not exist on Linux, they
/// have empty default implementations.
@MainActor
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  /// Tells the delegate that `completer.results` holds the answer to the latest fragment.
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  /// Tells the delegate that the latest fragment could not be answered; results are unchanged.
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

/// Suggests places while the user types: set `queryFragment`, get `results` via the delegate.
///
/// Each completion is a place name in one country, from the world's gazetteer: matching
/// ignores case and diacritics, matches the start of any word of a name or of a Hangul name,
/// and ranks by population. Answers go through the world captured at init (service
/// `.completer`), which decides when they arrive and whether they fail.
///
/// As in MapKit, only the latest fragment counts: setting a new one supersedes the query in
/// flight, whose answer is then never delivered, however late it would have arrived.
///
/// Headless differences: there is no `region` or `resultTypes`. Every assignment starts a new
/// query, even of the same text. An empty or whitespace-only fragment supersedes the query in
/// flight and empties `results` at once without calling the delegate (MapKit reports an error
/// or an empty update there, depending on the version), so the screen decides what an empty
/// search bar shows.
@MainActor
public final class MKLocalSearchCompleter: NSObject {
  /// The most completions one answer holds.
  static let maximumResults = 10

  /// The text to complete. Setting it starts a query and supersedes the one in flight.
  public var queryFragment = "" {
    didSet { startQuery() }
  }
  /// The completions for the latest answered fragment, best first.
  public private(set) var results: [MKLocalSearchCompletion] = []
  /// The object told when results arrive or a query fails.
  public weak var delegate: MKLocalSearchCompleterDelegate?
  /// Whether a query is in flight.
  public var isSearching: Bool { queryInFlight != nil }

  private let world: World
  private var queryInFlight: ScheduledRequest?

  /// Creates a completer answering from `World.active`, captured now for the completer's life.
  public override init() {
    world = World.active
    super.init()
  }

  /// Cancels the query in flight, if any: its answer is never delivered.
  public func cancel() {
    if let queryInFlight {
      world.cancel(queryInFlight)
      self.queryInFlight = nil
    }
  }

  private func startQuery() {
    cancel()
    let fragment = queryFragment
    guard !fragment.allSatisfy(\.isWhitespace) else {
      results = []
      return
    }
    let gazetteer = world.gazetteer
    // The delivery holds the completer weakly: a completer nobody keeps has nobody to tell.
    queryInFlight = world.schedule(
      .completer, "completions for \"\(fragment)\"",
      answer: { Self.completions(for: fragment, in: gazetteer) },
      deliver: { [weak self] result in self?.finishQuery(with: result) })
  }

  private func finishQuery(with result: Result<[MKLocalSearchCompletion], WorldError>) {
    queryInFlight = nil
    switch result {
    case .success(let completions):
      results = completions
      delegate?.completerDidUpdateResults(self)
    case .failure(let error):
      delegate?.completer(self, didFailWithError: error)
    }
  }

  /// The matches for `fragment`, one completion per name and country, in ranking order.
  private static func completions(for fragment: String, in gazetteer: Gazetteer)
    -> [MKLocalSearchCompletion]
  {
    // Several matches can share a name and country (eight Springfields in the United States),
    // so ask for more places than completions, and for more again if they collapsed too far.
    var limit = maximumResults * 4
    while true {
      let places = gazetteer.search(fragment, limit: limit)
      var seen: Set<NameInCountry> = []
      let distinct = places.filter {
        seen.insert(NameInCountry(name: $0.name, countryCode: $0.countryCode)).inserted
      }
      if distinct.count >= maximumResults || places.count < limit {
        return distinct.prefix(maximumResults).map {
          MKLocalSearchCompletion(
            title: $0.name, subtitle: $0.countryName, isoCountryCode: $0.countryCode)
        }
      }
      limit *= 4
    }
  }

  private struct NameInCountry: Hashable {
    let name: String
    let countryCode: String
  }
}
