import Dispatch
import Foundation
import Places

/// Finds a route between two map items, and how long it takes.
///
/// Answers go through the world captured at init (service `.directions`), which decides when
/// they arrive and whether they fail; the handler runs on the main queue, as MapKit documents.
/// Headless: the route is the straight line between the two items, its distance the
/// great-circle distance, its travel time that distance at a set speed per way of travelling
/// (`MKDirections.metersPerSecond`). A request without a source or a destination, or whose
/// source is the current location while the app may not know it, fails with
/// `MKError.directionsNotFound`. As in MapKit, a calculation in flight keeps the object alive.
open class MKDirections: NSObject {
  /// What `calculate(completionHandler:)` calls: a response, or an error.
  public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void

  private let source: MKMapItem?
  private let destination: MKMapItem?
  private let transportType: MKDirectionsTransportType
  private var capturedWorld = CapturedWorld()
  private var calculationInFlight: ScheduledRequest?

  /// Whether a calculation has started and its answer has not arrived yet.
  open var isCalculating: Bool { calculationInFlight != nil }

  /// Creates directions for `request`, keeping a copy of it. It answers from the world bound
  /// now (`World.current`), or else from the one in effect when it first calculates.
  public init(request: MKDirections.Request) {
    source = request.source
    destination = request.destination
    transportType = request.transportType
    super.init()
  }

  /// Calculates the route; `completionHandler` gets the response, or an error, on the main
  /// queue. As MapKit documents, calling it while a calculation is in flight gives the new
  /// handler an error and leaves the first calculation be; once it has answered, or been
  /// cancelled, it can calculate again.
  @preconcurrency
  open func calculate(
    completionHandler: @escaping @Sendable (MKDirections.Response?, (any Error)?) -> Void
  ) {
    MainQueue.run { self.calculateOnMain(completionHandler) }
  }

  /// Calculates the route, and returns the response or throws the error the handler would
  /// have been given.
  open func calculate() async throws -> MKDirections.Response {
    try await awaitingHandler { handler in self.calculate(completionHandler: handler) }
  }

  /// Cancels the calculation in flight: its handler is never called. Does nothing otherwise.
  open func cancel() {
    MainQueue.run {
      if let calculationInFlight = self.calculationInFlight {
        self.capturedWorld.resolve().cancel(calculationInFlight)
        self.calculationInFlight = nil
      }
    }
  }

  @MainActor private func calculateOnMain(
    _ completionHandler: @escaping (MKDirections.Response?, (any Error)?) -> Void
  ) {
    let world = capturedWorld.resolve()
    guard calculationInFlight == nil else {
      let error = WorldError(
        service: .directions,
        message: "These directions are already being calculated. Wait for the answer, or "
          + "cancel() them before calculating again.")
      MainQueue.later(in: world) { completionHandler(nil, error) }
      return
    }
    let source = self.source
    let destination = self.destination
    let transportType = self.transportType
    calculationInFlight = world.schedule(
      .directions, Self.describe(from: source, to: destination),
      answer: { Self.response(from: source, to: destination, by: transportType, in: world) },
      deliver: { result in
        self.calculationInFlight = nil
        switch result {
        case .success(.success(let response)): completionHandler(response, nil)
        case .success(.failure(let error)): completionHandler(nil, error)
        case .failure(let error): completionHandler(nil, error)
        }
      })
  }

  // MARK: The simulated world's routes

  /// The speeds the simulated world travels at, in meters per second: walking 1.4 (about
  /// 5 km/h), cycling 4.2 (about 15 km/h), transit 8.3 (about 30 km/h), driving 13.9 (about
  /// 50 km/h, a city's speed limit). Headless only.
  public static func metersPerSecond(_ transportType: MKDirectionsTransportType) -> Double {
    switch chosenWay(for: transportType) {
    case .walking: 1.4
    case .cycling: 4.2
    case .transit: 8.3
    default: 13.9
    }
  }

  // The one way a route is travelled: driving if allowed, then walking, cycling, transit.
  private static func chosenWay(for transportType: MKDirectionsTransportType)
    -> MKDirectionsTransportType?
  {
    [.automobile, .walking, .cycling, .transit].first { transportType.contains($0) }
  }

  @MainActor private static func response(
    from source: MKMapItem?, to destination: MKMapItem?,
    by transportType: MKDirectionsTransportType,
    in world: World
  ) -> Result<MKDirections.Response, MKError> {
    guard let source, let destination,
      let start = coordinate(of: source, in: world),
      let end = coordinate(of: destination, in: world),
      let way = chosenWay(for: transportType)
    else { return .failure(MKError(.directionsNotFound)) }
    let line = MKPolyline(coordinates: [start, end], count: 2)
    let distance = Coordinate(start).distance(to: Coordinate(end))
    let steps = [
      MKRoute.Step(
        polyline: MKPolyline(coordinates: [start], count: 1), instructions: "", distance: 0,
        transportType: way),
      MKRoute.Step(
        polyline: line, instructions: "Arrive at the destination", distance: distance,
        transportType: way),
    ]
    let route = MKRoute(
      polyline: line, distance: distance, expectedTravelTime: distance / metersPerSecond(way),
      name: destination.name ?? "", steps: steps, transportType: way)
    return .success(Response(source: source, destination: destination, routes: [route]))
  }

  // Where a map item is: the user's location for the current location, if the app may know it.
  @MainActor private static func coordinate(of item: MKMapItem, in world: World)
    -> CLLocationCoordinate2D?
  {
    guard item.isCurrentLocation else {
      let coordinate = item.placemark.coordinate
      return CLLocationCoordinate2DIsValid(coordinate) ? coordinate : nil
    }
    guard world.allowsLocation else { return nil }
    return CLLocationCoordinate2D(world.userLocation)
  }

  private static func describe(from source: MKMapItem?, to destination: MKMapItem?) -> String {
    "directions from \(source?.name ?? "nowhere") to \(destination?.name ?? "nowhere")"
  }
}
