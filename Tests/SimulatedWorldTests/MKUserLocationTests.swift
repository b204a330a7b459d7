import Expectations
import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

/// A map delegate that writes down the user-location calls and gives pins to other annotations.
@MainActor
final class UserLocationSpy: NSObject, MKMapViewDelegate {
  var calls: [String] = []

  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    if annotation is MKUserLocation { return nil }
    return MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
  }

  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
    calls.append("located \(userLocation.coordinate.latitude)")
  }

  func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {
    calls.append("tracking \(mode.rawValue)")
  }
}

@Suite("MKMapView's user location") @MainActor
struct MKUserLocationTests {
  let world = World(
    gazetteer: Fixtures.cities, userLocation: Coordinate(latitude: 37.5, longitude: 127.0))
  let spy = UserLocationSpy()

  private func makeMap() -> MKMapView {
    let map = world.run { MKMapView() }
    map.delegate = spy
    return map
  }

  @Test("showing the user's location locates them on a later turn, when the app may know it")
  func locates() async throws {
    world.locationAccess = .allowedWhileUsingApp
    let map = makeMap()
    map.showsUserLocation = true
    expectNil(map.userLocation.location)
    expectTrue(map.annotations.isEmpty)
    await world.drain()

    expectTrue(map.annotations.first === map.userLocation)

    expectEqual(spy.calls, ["located 37.5"])
    expectTrue(map.userLocation.isUpdating)
    expectEqual(map.userLocation.title, "My Location")
    expectTrue(map.isUserLocationVisible)
    map.layoutIfNeeded()
    let view = try #require(map.view(for: map.userLocation))
    expectFalse(view is MKMarkerAnnotationView)

    map.showsUserLocation = false
    expectTrue(map.annotations.isEmpty)
    expectNil(map.view(for: map.userLocation))
    expectFalse(map.isUserLocationVisible)
  }

  @Test("without location access the user location stays unknown")
  func unknownWithoutAccess() async {
    let map = makeMap()
    map.showsUserLocation = true
    await world.drain()
    expectEqual(spy.calls, [])
    expectNil(map.userLocation.location)
    expectFalse(map.userLocation.isUpdating)
    expectFalse(map.isUserLocationVisible)
    expectTrue(map.annotations.isEmpty)
  }

  @Test("following the user centres the region on them, zooming in from a wide region")
  func follows() async {
    world.locationAccess = .allowedAlways
    let map = makeMap()
    map.showsUserLocation = true
    map.userTrackingMode = .follow
    map.setUserTrackingMode(.follow, animated: true)  // no change: not told again
    await world.drain()

    expectEqual(spy.calls, ["tracking 1", "located 37.5"])
    expectEqual(map.region.center.latitude, 37.5)
    expectEqual(map.region.span.latitudeDelta, 0.05)
  }

  @Test("removing every annotation keeps the user location, as in MapKit")
  func removeAllKeepsUserLocation() async {
    world.locationAccess = .allowedWhileUsingApp
    let map = makeMap()
    map.showsUserLocation = true
    let pin = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 37.6, longitude: 127))
    map.addAnnotation(pin)
    await world.drain()
    map.layoutIfNeeded()
    expectEqual(map.annotations.count, 2)

    map.removeAnnotations(map.annotations)

    expectEqual(map.annotations.count, 1)
    expectTrue(map.annotations.first is MKUserLocation)
    expectNil(map.view(for: pin))
    expectTrue(map.view(for: map.userLocation) != nil)
  }
}
