import Foundation
import Places

/// The methods a search completer calls on its delegate when an answer arrives.
///
/// As in MapKit, the protocol carries no actor isolation, and the completer calls it on the main
/// queue. A `@MainActor` type (a view controller) conforms in Swift 6 with a `@preconcurrency`
/// conformance, an isolated conformance (`@MainActor MKLocalSearchCompleterDelegate`, Swift
/// 6.2), or `nonisolated` methods: see `Docs/Concepts/LegacyDelegatesInSwift6.md`.
///
/// Both methods are optional in MapKit; here, as Objective-C `optional` does not exist on Linux,
/// they have empty default implementations.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  /// Tells the delegate that `completer.results` holds the answer to the latest fragment.
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  /// Tells the delegate that the latest fragment could not be answered; results are unchanged.
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests places while the user types: set `queryFragment`, get `results` via the delegate.
///
/// Each completion is a place name in one country, from the world's gazetteer: matching
/// ignores case and diacritics, matches the start of any word of a name or of a Hangul name,
/// and ranks by population. Answers go through the world captured at init (service
/// `.completer`), which decides when they arrive and whether they fail; the delegate hears of
/// them on the main queue.
///
/// As in MapKit, only the latest fragment counts: setting a new one supersedes the query in
/// flight, whose answer is then never delivered, however late it would have arrived. An empty
/// (or whitespace-only) fragment is not a query: as MapKit does, the completer tells the
/// delegate `completer(_:didFailWithError:)`, on the next main-queue turn, unless a newer
/// fragment comes first; `results` is emptied at once.
///
/// `region` is a hint, as in MapKit: cities inside it come first, in the same ranking, then the
/// rest (among the 1,000 most populous matches). The kit's completions are cities, which are
/// addresses: `resultTypes` without `.address` completes nothing, and `pointOfInterestFilter`
/// changes nothing. Changes to them count from the next fragment.
///
/// Headless differences: no debounce. Every assignment starts a new query, even of the same
/// text (MapKit documents nothing for a repeated fragment; a screen that retries by setting the
/// text again works).
/// The completer is driven from the main queue; an assignment from elsewhere takes effect on
/// the main queue's next turn.
open class MKLocalSearchCompleter: NSObject {
  /// The most completions one answer holds.
  static let maximumResults = 10

  /// The text to complete. Setting it starts a query and supersedes the one in flight.
  open var queryFragment = "" {
    didSet {
      let fragment = queryFragment
      MainQueue.run { self.startQuery(for: fragment) }
    }
  }
  /// The completions for the latest answered fragment, best first.
  open private(set) var results: [MKLocalSearchCompletion] = []
  /// The object told when results arrive or a query fails.
  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  /// Whether a query is in flight.
  open var isSearching: Bool { queryInFlight != nil }
  /// Where to look first; the whole Earth until set.
  open var region = MKCoordinateRegion.world
  /// The kinds of completion to offer; all of them until set.
  open var resultTypes: MKLocalSearchCompleter.ResultType = [
    .address, .pointOfInterest, .query, .physicalFeature,
  ]
  /// Which points of interest to offer; `nil` (the default) lets every category through.
  open var pointOfInterestFilter: MKPointOfInterestFilter?

  // The world bound when this was made (which can be off the main actor), or else the one in
  // effect when it is first used on the main actor; then kept for life.
  private var boundWorld: World?
  @MainActor private var world: World {
    if let boundWorld { return boundWorld }
    let active = World.active
    boundWorld = active
    return active
  }
  private var queryInFlight: ScheduledRequest?
  // Counts fragments, so that the failure for an empty one is told only if no newer came.
  private var generation = 0

  /// Creates a completer answering from the world bound now (`World.current`), or else from the
  /// one in effect when it is first used, kept for the completer's life.
  public override init() {
    boundWorld = World.current
    super.init()
  }

  /// Cancels the query in flight, if any: its answer is never delivered.
  open func cancel() {
    MainQueue.run { self.cancelQueryInFlight() }
  }

  @MainActor private func cancelQueryInFlight() {
    if let queryInFlight {
      world.cancel(queryInFlight)
      self.queryInFlight = nil
    }
  }

  @MainActor private func startQuery(for fragment: String) {
    cancelQueryInFlight()
    generation += 1
    guard !fragment.allSatisfy(\.isWhitespace) else {
      results = []
      let generation = self.generation
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self, generation == self.generation else { return }
          self.delegate?.completer(self, didFailWithError: MKError(.unknown))
        }
      }
      return
    }
    let gazetteer = world.gazetteer
    let region = resultTypes.contains(.address) ? self.region : nil
    // The delivery holds the completer weakly: a completer nobody keeps has nobody to tell.
    queryInFlight = world.schedule(
      .completer, "completions for \"\(fragment)\"",
      answer: { Self.completions(for: fragment, in: gazetteer, near: region) },
      deliver: { [weak self] result in self?.finishQuery(with: result) })
  }

  @MainActor private func finishQuery(with result: Result<[MKLocalSearchCompletion], WorldError>) {
    queryInFlight = nil
    switch result {
    case .success(let completions):
      results = completions
      delegate?.completerDidUpdateResults(self)
    case .failure(let error):
      delegate?.completer(self, didFailWithError: error)
    }
  }

  /// The matches for `fragment`, one completion per name and country, in ranking order, those
  /// in `region` first; none without a region (when addresses are not asked for).
  private static func completions(
    for fragment: String, in gazetteer: Gazetteer, near region: MKCoordinateRegion?
  ) -> [MKLocalSearchCompletion] {
    guard let region else { return [] }
    let question = CompletionQuestion(fragment: fragment, gazetteer: gazetteer, region: region)
    return recentAnswers.answer(to: question, places).map {
      MKLocalSearchCompletion(
        title: $0.name, subtitle: $0.countryName, isoCountryCode: $0.countryCode,
        matching: fragment)
    }
  }

  /// The places behind the last completions worked out, by question: every screen that types
  /// "par" asks the gazetteer the same question, and one that favours a region has it look
  /// through the 1,000 most populous matches each time.
  private static let recentAnswers = RecentAnswers<CompletionQuestion, [Place]>(capacity: 512)

  /// One place per name and country, at most `maximumResults`, for the question.
  private static func places(_ question: CompletionQuestion) -> [Place] {
    let region = question.region
    // Several matches can share a name and country (eight Springfields in the United States),
    // so ask for more places than completions, and for more again if they collapsed too far.
    var limit = region.coversWorld ? maximumResults * 4 : MKCoordinateRegion.biasedSearchLimit
    while true {
      let places = region.favouring(question.gazetteer.search(question.fragment, limit: limit))
      var seen: Set<NameInCountry> = []
      let distinct = places.filter {
        seen.insert(NameInCountry(name: $0.name, countryCode: $0.countryCode)).inserted
      }
      if distinct.count >= maximumResults || places.count < limit {
        return Array(distinct.prefix(maximumResults))
      }
      limit *= 4
    }
  }

  /// What the completions depend on: the fragment, the gazetteer (by identity: it is
  /// immutable) and the region they favour.
  private struct CompletionQuestion: Hashable, Sendable {
    let fragment: String
    let gazetteer: Gazetteer
    let region: MKCoordinateRegion

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.fragment == rhs.fragment && lhs.gazetteer === rhs.gazetteer
        && lhs.region.center.latitude == rhs.region.center.latitude
        && lhs.region.center.longitude == rhs.region.center.longitude
        && lhs.region.span.latitudeDelta == rhs.region.span.latitudeDelta
        && lhs.region.span.longitudeDelta == rhs.region.span.longitudeDelta
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(fragment)
      hasher.combine(ObjectIdentifier(gazetteer))
      hasher.combine(region.center.latitude)
      hasher.combine(region.center.longitude)
      hasher.combine(region.span.latitudeDelta)
      hasher.combine(region.span.longitudeDelta)
    }
  }

  private struct NameInCountry: Hashable {
    let name: String
    let countryCode: String
  }
}
