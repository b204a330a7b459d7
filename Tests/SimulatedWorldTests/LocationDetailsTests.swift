import Expectations
import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

/// What a location carries besides its coordinate, where its timestamp comes from, and
/// placemarks made from an address dictionary.
@Suite("Location details and addressed placemarks") @MainActor
struct LocationDetailsTests {
  let world = World(gazetteer: Fixtures.cities)

  @Test("a location made with accuracies keeps them; one made from degrees has Apple's defaults")
  func accuracies() {
    let when = Date(timeIntervalSince1970: 1_700_000_000)
    let fix = CLLocation(
      coordinate: CLLocationCoordinate2DMake(37.5, 127.0), altitude: 38,
      horizontalAccuracy: 65, verticalAccuracy: 10, timestamp: when)
    expectEqual(fix.coordinate.latitude, 37.5)
    expectEqual(fix.altitude, 38)
    expectEqual(fix.horizontalAccuracy, 65)
    expectEqual(fix.verticalAccuracy, 10)
    expectEqual(fix.course, -1)
    expectEqual(fix.speed, -1)
    expectEqual(fix.timestamp, when)

    let moving = CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 0,
      horizontalAccuracy: 5, verticalAccuracy: -1, course: 90, speed: 12.5, timestamp: when)
    expectEqual(moving.course, 90)
    expectEqual(moving.speed, 12.5)

    let plain = CLLocation(latitude: 1, longitude: 2)
    expectEqual(plain.horizontalAccuracy, 0)
    expectEqual(plain.verticalAccuracy, -1)
  }

  @Test("a manager's fix is exact and stamped with the world's date when the kit makes it")
  func fixTimestamps() async throws {
    world.locationAccess = .allowedWhileUsingApp
    let spy = LocationDelegateSpy()
    let manager = world.run { CLLocationManager() }
    manager.delegate = spy
    let morning = Date(timeIntervalSince1970: 1_796_000_000)
    world.date = { morning }
    manager.requestLocation()
    await world.drain()
    await world.advance(by: 30)
    world.date = { morning.addingTimeInterval(30) }
    manager.requestLocation()
    await world.drain()

    expectEqual(spy.locations.count, 2)
    let first = try #require(spy.locations.first)
    let second = try #require(spy.locations.last)
    expectEqual(first.timestamp, morning)
    expectEqual(second.timestamp, morning.addingTimeInterval(30), "a later fix, the later date")
    expectEqual(first.horizontalAccuracy, 0)
    expectTrue(first.horizontalAccuracy <= manager.desiredAccuracy + 1)
  }

  @Test("an address dictionary gives the placemark's address fields and its one-line title")
  func addressDictionary() {
    let coordinate = CLLocationCoordinate2D(latitude: 39.78, longitude: -89.65)
    let placemark = MKPlacemark(
      coordinate: coordinate,
      addressDictionary: [
        "Street": "1 Main St", "City": "Springfield", "State": "IL", "ZIP": "62701",
        "Country": "United States", "CountryCode": "US", "Ignored": 42,
      ])
    expectEqual(placemark.thoroughfare, "1 Main St")
    expectEqual(placemark.locality, "Springfield")
    expectEqual(placemark.administrativeArea, "IL")
    expectEqual(placemark.postalCode, "62701")
    expectEqual(placemark.country, "United States")
    expectEqual(placemark.isoCountryCode, "US")
    expectEqual(placemark.countryCode, "US")
    expectEqual(placemark.title, "1 Main St, Springfield, IL, 62701, United States")
    expectEqual(placemark.name, placemark.title)
    expectEqual(placemark.coordinate.longitude, -89.65)
    expectEqual(placemark.location?.coordinate.latitude, 39.78)

    let contacts = MKPlacemark(
      coordinate: coordinate, addressDictionary: ["street": "Elm St", "subLocality": "Downtown"])
    expectEqual(contacts.thoroughfare, "Elm St")
    expectEqual(contacts.subLocality, "Downtown")

    let bare = MKPlacemark(coordinate: coordinate, addressDictionary: nil)
    expectNil(bare.title)
    expectNil(bare.thoroughfare)
    expectEqual(MKMapItem(placemark: bare).placemark.coordinate.latitude, 39.78)
  }

  @Test("a map view converts points and coordinates consistently over its bounds")
  func mapConversions() {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let center = CLLocationCoordinate2D(latitude: 10, longitude: 20)
    map.setRegion(
      MKCoordinateRegion(
        center: center, span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 4)),
      animated: false)

    let middle = map.convert(CGPoint(x: 100, y: 50), toCoordinateFrom: map)
    expectTrue(abs(middle.latitude - 10) < 1e-6 && abs(middle.longitude - 20) < 1e-6)
    let westEdge = map.convert(CGPoint(x: 0, y: 50), toCoordinateFrom: map)
    expectTrue(abs(westEdge.longitude - 18) < 1e-6)
    let north = map.convert(CGPoint(x: 100, y: 0), toCoordinateFrom: map)
    expectTrue(north.latitude > 10.9 && north.latitude < 11.1)

    let point = map.convert(CLLocationCoordinate2D(latitude: 10.5, longitude: 21), toPointTo: map)
    expectTrue(abs(point.x - 150) < 1e-6)
    expectTrue(point.y < 50 && point.y > 20, "north of the middle is up")
    let back = map.convert(point, toCoordinateFrom: map)
    expectTrue(abs(back.latitude - 10.5) < 1e-6 && abs(back.longitude - 21) < 1e-6)

    let region = map.convert(map.bounds, toRegionFrom: map)
    expectTrue(abs(region.span.longitudeDelta - 4) < 1e-6)
    let rect = map.convertRegion(map.region, toRectTo: map)
    expectTrue(abs(rect.width - 200) < 1e-6 && abs(rect.height - 100) < 1e-6)
  }

  @Test("a map's interaction and display flags start as MapKit documents and are kept")
  func mapFlags() {
    let map = MKMapView(frame: .zero)
    expectEqual(
      [map.isZoomEnabled, map.isScrollEnabled, map.isPitchEnabled, map.isRotateEnabled],
      [true, true, true, true])
    expectEqual([map.showsCompass, map.showsBuildings], [true, true])
    expectEqual([map.showsScale, map.showsTraffic], [false, false])
    map.isZoomEnabled = false
    map.mapType = .hybrid
    expectFalse(map.isZoomEnabled)
    expectEqual(map.mapType, .hybrid)
  }
}
