import Expectations
import Foundation
import HeadlessMapKit
import Places
import Testing

/// What a directions handler was given, read on the main queue where MapKit calls it.
@MainActor
final class DirectionsOutcomes {
  struct Route: Equatable, Sendable {
    var name: String
    var distance: Double
    var expectedTravelTime: Double
    var pointCount: Int
    var transportType: UInt
    var steps: [String]
  }

  var routes: [[Route]] = []
  var endpoints: [[String]] = []
  var errors: [String] = []
  var errorCodes: [MKError.Code?] = []

  var handler: @Sendable (MKDirections.Response?, (any Error)?) -> Void {
    { response, error in
      let routes = response?.routes.map {
        Route(
          name: $0.name, distance: $0.distance, expectedTravelTime: $0.expectedTravelTime,
          pointCount: $0.polyline.pointCount, transportType: $0.transportType.rawValue,
          steps: $0.steps.map(\.instructions))
      }
      let endpoints = response.map { [$0.source.name ?? "?", $0.destination.name ?? "?"] }
      let message = error?.localizedDescription
      let code = error.map { ($0 as? MKError)?.code }
      MainActor.assumeIsolated {
        if let routes { self.routes.append(routes) }
        if let endpoints { self.endpoints.append(endpoints) }
        if let message { self.errors.append(message) }
        if let code { self.errorCodes.append(code) }
      }
    }
  }
}

/// A worker that awaits directions without the main actor, as Swift 6 code does.
struct AsyncRoutePlanner {
  func walkingTime(from source: CLLocation, to destination: CLLocation?) async throws
    -> TimeInterval
  {
    let request = MKDirections.Request()
    request.source = MKMapItem(placemark: MKPlacemark(coordinate: source.coordinate))
    request.destination = destination.map {
      MKMapItem(placemark: MKPlacemark(coordinate: $0.coordinate))
    }
    request.transportType = .walking
    let response = try await MKDirections(request: request).calculate()
    return response.routes.first?.expectedTravelTime ?? 0
  }
}

@Suite("MKDirections") @MainActor
struct MKDirectionsTests {
  let world = World(gazetteer: Fixtures.cities)
  let outcomes = DirectionsOutcomes()
  let seoul = CLLocation(latitude: 37.57, longitude: 126.98)
  let busan = CLLocation(latitude: 35.1, longitude: 129.04)

  func item(_ name: String, _ location: CLLocation) -> MKMapItem {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: location.coordinate))
    item.name = name
    return item
  }

  func directions(
    from source: MKMapItem?, to destination: MKMapItem?,
    by transportType: MKDirectionsTransportType = .any
  ) -> MKDirections {
    let request = MKDirections.Request()
    request.source = source
    request.destination = destination
    request.transportType = transportType
    return world.run { MKDirections(request: request) }
  }

  @Test("directions answer on a later turn with the straight route, its length and driving time")
  func drivingRoute() async {
    let directions = directions(from: item("Seoul", seoul), to: item("Busan", busan))

    directions.calculate(completionHandler: outcomes.handler)
    expectTrue(directions.isCalculating)
    expectTrue(outcomes.routes.isEmpty)
    await world.settle()

    expectFalse(directions.isCalculating)
    let distance = seoul.distance(from: busan)
    expectEqual(
      outcomes.routes,
      [
        [
          DirectionsOutcomes.Route(
            name: "Busan", distance: distance, expectedTravelTime: distance / 13.9, pointCount: 2,
            transportType: MKDirectionsTransportType.automobile.rawValue,
            steps: ["", "Arrive at the destination"])
        ]
      ])
    expectEqual(outcomes.endpoints, [["Seoul", "Busan"]])
    expectEqual(world.requestCount(.directions), 1)
    // About 331 km as the crow flies: six and a half hours at 50 km/h.
    expectTrue(abs(distance - 331_000) < 1_000)
  }

  @Test("awaited directions return the route, and directions not found throw MKError")
  func awaited() async throws {
    let (seoul, busan) = (self.seoul, self.busan)
    let time = try await world.run {
      try await AsyncRoutePlanner().walkingTime(from: seoul, to: busan)
    }
    expectEqual(time, seoul.distance(from: busan) / 1.4)
    await #expect(throws: MKError.self) {
      try await world.run { try await AsyncRoutePlanner().walkingTime(from: seoul, to: nil) }
    }
  }

  @Test("walking takes the walking speed, 1.4 meters a second")
  func walkingRoute() async {
    let directions = directions(
      from: item("Seoul", seoul), to: item("Busan", busan), by: .walking)
    directions.calculate(completionHandler: outcomes.handler)
    await world.settle()

    expectEqual(outcomes.routes.first?.first?.expectedTravelTime, seoul.distance(from: busan) / 1.4)
    expectEqual(
      outcomes.routes.first?.first?.transportType, MKDirectionsTransportType.walking.rawValue)
    expectEqual(MKDirections.metersPerSecond([.walking, .transit]), 1.4)
  }

  @Test("directions without a destination, or from an unknown current location, are not found")
  func notFound() async {
    directions(from: item("Seoul", seoul), to: nil).calculate(completionHandler: outcomes.handler)
    world.locationAccess = .denied
    directions(from: .forCurrentLocation(), to: item("Busan", busan))
      .calculate(completionHandler: outcomes.handler)
    await world.settle()

    expectEqual(outcomes.errorCodes, [.directionsNotFound, .directionsNotFound])
    expectTrue(outcomes.routes.isEmpty)
  }

  @Test("the current location is where the world says the user is, once the app may know it")
  func fromCurrentLocation() async {
    world.locationAccess = .allowedWhileUsingApp
    directions(from: .forCurrentLocation(), to: item("Busan", busan))
      .calculate(completionHandler: outcomes.handler)
    await world.settle()

    let user = CLLocation(
      latitude: world.userLocation.latitude, longitude: world.userLocation.longitude)
    expectEqual(outcomes.routes.first?.first?.distance, user.distance(from: busan))
    expectEqual(outcomes.endpoints, [["Current Location", "Busan"]])
  }

  @Test("a failure the world injects reaches the handler with its message")
  func injectedFailure() async {
    world.failNext(.directions)
    directions(from: item("Seoul", seoul), to: item("Busan", busan))
      .calculate(completionHandler: outcomes.handler)
    await world.settle()

    expectEqual(outcomes.errors, ["The directions service did not answer (simulated failure)."])
  }

  @Test("a cancelled calculation never answers, and the directions can calculate again")
  func cancel() async {
    world.setLatency(3, for: .directions)
    let directions = directions(from: item("Seoul", seoul), to: item("Busan", busan))
    directions.calculate(completionHandler: outcomes.handler)
    directions.cancel()

    expectFalse(directions.isCalculating)
    expectEqual(world.pendingCount, 0)
    await world.settle()
    expectTrue(outcomes.routes.isEmpty && outcomes.errors.isEmpty)

    directions.calculate(completionHandler: outcomes.handler)
    await world.settle()
    expectEqual(outcomes.routes.count, 1)
  }

  @Test("calculating again while in flight gives the new handler an error; the first answers")
  func busy() async {
    let directions = directions(from: item("Seoul", seoul), to: item("Busan", busan))
    directions.calculate(completionHandler: outcomes.handler)
    directions.calculate(completionHandler: outcomes.handler)
    await world.settle()

    expectEqual(outcomes.routes.count, 1)
    expectEqual(
      outcomes.errors,
      [
        "These directions are already being calculated. Wait for the answer, or cancel() them "
          + "before calculating again."
      ])
  }
}
