import Expectations
import Foundation
import HeadlessMapKit
import Places
import Testing

/// Records what a location manager tells its delegate, in order.
final class LocationDelegateSpy: NSObject, CLLocationManagerDelegate {
  var events: [String] = []
  var locations: [CLLocation] = []
  var errors: [any Error] = []
  var onAuthorizationChange: ((CLLocationManager) -> Void)?

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    events.append("locations")
    self.locations += locations
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    events.append("error")
    errors.append(error)
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    events.append("authorization \(manager.authorizationStatus.rawValue)")
    onAuthorizationChange?(manager)
  }

  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {
    events.append("status \(status.rawValue)")
  }
}

@Suite("CLLocationManager") @MainActor
struct CLLocationManagerTests {
  let world = World(gazetteer: Fixtures.cities)
  let spy = LocationDelegateSpy()

  private func makeManager() -> CLLocationManager {
    let manager = world.run { CLLocationManager() }
    manager.delegate = spy
    return manager
  }

  @Test("a new manager tells its delegate, on a later turn, that nothing is determined yet")
  func toldAtCreation() async {
    let manager = makeManager()
    expectEqual(spy.events, [])
    await world.drain()

    expectEqual(spy.events, ["authorization 0", "status 0"])
    expectEqual(manager.authorizationStatus, .notDetermined)
    expectTrue(CLLocationManager.locationServicesEnabled())
  }

  @Test("asking for when-in-use access: the user allows it later, and a location follows")
  func allowedThenLocated() async throws {
    world.userLocation = Coordinate(latitude: 35.1, longitude: 129.0)
    let manager = makeManager()
    manager.requestWhenInUseAuthorization()
    manager.requestLocation()
    expectEqual(manager.authorizationStatus, .notDetermined)
    expectNil(manager.location)
    await world.drain()

    expectEqual(manager.authorizationStatus, .authorizedWhenInUse)
    expectEqual(world.locationAccess, .allowedWhileUsingApp)
    expectEqual(
      spy.events, ["authorization 0", "status 0", "authorization 4", "status 4", "locations"])
    let location = try #require(manager.location)
    expectEqual(location.coordinate.latitude, 35.1)
    expectEqual(spy.locations.map(\.coordinate.longitude), [129.0])
  }

  @Test("a user who refuses denies access, and a location request fails with CLError.denied")
  func denied() async throws {
    world.allowsLocationAccessWhenAsked = false
    let manager = makeManager()
    manager.requestWhenInUseAuthorization()
    await world.drain()
    manager.requestLocation()
    expectEqual(spy.events.last, "status 2")
    await world.drain()

    expectEqual(manager.authorizationStatus, .denied)
    expectEqual(spy.events.last, "error")
    let error = try #require(spy.errors.first as? CLError)
    expectEqual(error.code, .denied)
    expectNil(manager.location)
    manager.requestWhenInUseAuthorization()  // asked once: no second prompt
    await world.drain()
    expectEqual(spy.events.filter { $0.hasPrefix("status") }.count, 2)
  }

  @Test("a delegate that asks for a location when allowed gets one, and updates stop on request")
  func requestFromTheDelegate() async {
    world.locationAccess = .allowedAlways
    spy.onAuthorizationChange = { $0.startUpdatingLocation() }
    let manager = makeManager()
    await world.drain()
    expectEqual(spy.events, ["authorization 3", "status 3", "locations"])
    expectEqual(world.run { CLLocationManager.authorizationStatus() }, .authorizedAlways)

    manager.stopUpdatingLocation()
    manager.requestAlwaysAuthorization()  // already allowed: nothing to ask
    await world.drain()
    expectEqual(spy.events.count, 3)
  }

  @Test("the manager holds its delegate weakly, and its settings are kept")
  func weakDelegateAndSettings() {
    let manager = CLLocationManager()
    do {
      let delegate = LocationDelegateSpy()
      manager.delegate = delegate
    }
    expectNil(manager.delegate)
    manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    manager.distanceFilter = 50
    expectEqual(manager.desiredAccuracy, 100)
    expectEqual(manager.distanceFilter, 50)
    expectEqual(kCLDistanceFilterNone, -1)
    expectEqual(CLAuthorizationStatus.authorizedWhenInUse.rawValue, 4)
  }
}

/// A worker geocoding with `async`: no main actor needed.
struct Geocoding {
  func localities(named text: String) async throws -> [String] {
    try await CLGeocoder().geocodeAddressString(text).map {
      "\($0.locality ?? ""), \($0.administrativeArea ?? "")"
    }
  }

  func locality(atLatitude latitude: Double) async throws -> String? {
    let location = CLLocation(latitude: latitude, longitude: -46.6)
    return try await CLGeocoder().reverseGeocodeLocation(location).first?.locality
  }
}

@Suite("CLGeocoder") @MainActor
struct CLGeocoderTests {
  let world = World(gazetteer: Fixtures.cities)

  @Test("reverse geocoding answers the nearest city, on the main queue, on a later turn")
  func reverse() async throws {
    let geocoder = world.run { CLGeocoder() }
    let answers = Recorded<[CLPlacemark]?>()
    geocoder.reverseGeocodeLocation(CLLocation(latitude: 37.4, longitude: 127.1)) {
      placemarks, _ in
      MainActor.assumeIsolated { answers.values.append(placemarks) }
    }
    expectTrue(geocoder.isGeocoding)
    expectEqual(answers.values.count, 0)
    await world.drain()

    expectFalse(geocoder.isGeocoding)
    let placemark = try #require(answers.values.first??.first)
    expectEqual(placemark.locality, "Seoul")
    expectEqual(placemark.country, "South Korea")
    expectEqual(placemark.isoCountryCode, "KR")
    expectFalse(placemark is MKPlacemark)
  }

  @Test("forward geocoding answers the most populous matching city, or geocodeFoundNoResult")
  func forward() async throws {
    let found = try await world.run { try await Geocoding().localities(named: "springfield") }
    expectEqual(found, ["Springfield, Missouri"])
    await #expect(throws: CLError(.geocodeFoundNoResult)) {
      try await world.run { try await Geocoding().localities(named: "atlantis") }
    }
    let reversed = try await world.run { try await Geocoding().locality(atLatitude: -23.5) }
    expectEqual(reversed, "São Paulo")
  }

  @Test("cancelling, or starting another request, ends the pending one with geocodeCanceled")
  func cancel() async {
    let geocoder = world.run { CLGeocoder() }
    let outcomes = Recorded<String>()
    let record: CLGeocodeCompletionHandler = { placemarks, error in
      let outcome = placemarks?.first?.name ?? "\((error as? CLError)?.code ?? .locationUnknown)"
      MainActor.assumeIsolated { outcomes.values.append(outcome) }
    }
    geocoder.geocodeAddressString("seoul", completionHandler: record)
    geocoder.geocodeAddressString("busan", completionHandler: record)
    await world.drain()
    expectEqual(outcomes.values, ["geocodeCanceled", "Busan"])

    geocoder.geocodeAddressString("seoul", completionHandler: record)
    geocoder.cancelGeocode()
    geocoder.cancelGeocode()  // nothing pending: nothing happens
    await world.drain()
    expectEqual(outcomes.values, ["geocodeCanceled", "Busan", "geocodeCanceled"])
    expectFalse(geocoder.isGeocoding)
  }
}

/// What a `Sendable` completion handler heard, kept on the main actor.
@MainActor
final class Recorded<Value> {
  var values: [Value] = []
}
