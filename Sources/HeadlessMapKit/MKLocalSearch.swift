import Dispatch
import Foundation
import Places

/// Finds places for a request, once: the places a completion stands for, or a typed query.
///
/// Answers go through the world captured at init (service `.localSearch`), which decides when
/// they arrive and whether they fail; the handler runs on the main queue, as MapKit documents.
/// A search that finds nothing fails with `MKError.placemarkNotFound`, as MapKit's does. As in
/// MapKit, a search in flight keeps itself alive, so
/// `MKLocalSearch(request: request).start { ... }` works without keeping the search.
open class MKLocalSearch: NSObject {
  /// What `start(completionHandler:)` calls: a response, or an error.
  public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

  private enum Query {
    case completion(title: String, isoCountryCode: String)
    case naturalLanguage(String)
    case nothing
  }

  private let query: Query
  // Where to look first, or nil when the request asks for no addresses (the kit's only kind).
  private let region: MKCoordinateRegion?
  // The world bound when this was made (which can be off the main actor), or else the one in
  // effect when it is first used on the main actor; then kept for life.
  private var boundWorld: World?
  @MainActor private var world: World {
    if let boundWorld { return boundWorld }
    let active = World.active
    boundWorld = active
    return active
  }
  private var hasStarted = false
  private var searchInFlight: ScheduledRequest?

  /// Whether the search has started and its answer has not arrived yet.
  open var isSearching: Bool { searchInFlight != nil }

  /// Creates a search for `request`. As in MapKit it keeps a copy: later changes to the
  /// request do not change the search. It answers from the world bound now (`World.current`),
  /// or else from the one in effect when it starts.
  public init(request: MKLocalSearch.Request) {
    if let completion = request.completion {
      query = .completion(title: completion.title, isoCountryCode: completion.isoCountryCode)
    } else if let text = request.naturalLanguageQuery {
      query = .naturalLanguage(text)
    } else {
      query = .nothing
    }
    region = request.resultTypes.contains(.address) ? request.region : nil
    boundWorld = World.current
    super.init()
  }

  /// Starts the search; `completionHandler` gets the response, or an error, on the main queue.
  ///
  /// A search runs once. As MapKit documents, calling `start` again does not disturb the
  /// search already running: each later call's handler gets an error instead.
  @preconcurrency
  open func start(
    completionHandler:
      @escaping @MainActor @Sendable (MKLocalSearch.Response?, (any Error)?) ->
      Void
  ) {
    MainQueue.run { self.startOnMain(completionHandler) }
  }

  /// Searches, and returns the response or throws the error the handler would have been given.
  open func start() async throws -> MKLocalSearch.Response {
    try await awaitingHandler { handler in self.start(completionHandler: handler) }
  }

  @MainActor private func startOnMain(
    _ completionHandler: @escaping @MainActor (MKLocalSearch.Response?, (any Error)?) -> Void
  ) {
    guard !hasStarted else {
      let error = WorldError(
        service: .localSearch,
        message: "This search has already started: an MKLocalSearch runs once. "
          + "Create a new MKLocalSearch to search again.")
      MainQueue.later(in: world) { completionHandler(nil, error) }
      return
    }
    hasStarted = true
    let gazetteer = world.gazetteer
    let query = self.query
    let region = self.region
    searchInFlight = world.schedule(
      .localSearch, Self.describe(query),
      answer: { Self.mapItems(for: query, in: gazetteer, near: region) },
      deliver: { result in
        self.searchInFlight = nil
        switch result {
        case .success(let mapItems) where mapItems.isEmpty:
          completionHandler(nil, MKError(.placemarkNotFound))
        case .success(let mapItems):
          completionHandler(Response(mapItems: mapItems), nil)
        case .failure(let error):
          completionHandler(nil, error)
        }
      })
  }

  /// Cancels the search in flight: its handler is never called. Does nothing otherwise.
  open func cancel() {
    MainQueue.run {
      if let searchInFlight = self.searchInFlight {
        self.world.cancel(searchInFlight)
        self.searchInFlight = nil
      }
    }
  }

  private static func mapItems(
    for query: Query, in gazetteer: Gazetteer, near region: MKCoordinateRegion?
  ) -> [MKMapItem] {
    guard let region else { return [] }
    let places: [Place]
    switch query {
    case .completion(let title, let isoCountryCode):
      places = region.favouring(gazetteer.places(named: title, countryCode: isoCountryCode))
    case .naturalLanguage(let text):
      let limit = region.coversWorld ? 10 : MKCoordinateRegion.biasedSearchLimit
      places = Array(region.favouring(gazetteer.search(text, limit: limit)).prefix(10))
    case .nothing:
      places = []
    }
    return places.map { MKMapItem(placemark: MKPlacemark(place: $0)) }
  }

  private static func describe(_ query: Query) -> String {
    switch query {
    case .completion(let title, let isoCountryCode):
      "places named \"\(title)\" in \(isoCountryCode)"
    case .naturalLanguage(let text):
      "places matching \"\(text)\""
    case .nothing:
      "an empty search"
    }
  }
}
