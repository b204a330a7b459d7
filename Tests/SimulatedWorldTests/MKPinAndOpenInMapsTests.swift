import Expectations
import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Testing

@Suite("MKPinAnnotationView and opening Maps") @MainActor
struct MKPinAndOpenInMapsTests {
  @Test("a delegate's pins are shown, red until tinted, and reused under their identifier")
  func pins() throws {
    let map = MKMapView()
    let spy = AnnotationViewSpy()
    spy.makeView = { mapView, annotation in
      let pin =
        mapView.dequeueReusableAnnotationView(withIdentifier: "pin") as? MKPinAnnotationView
        ?? MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
      pin.annotation = annotation
      pin.animatesDrop = true
      return pin
    }
    map.delegate = spy
    let seoul = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98), title: "Seoul",
      subtitle: nil)
    map.addAnnotation(seoul)
    map.layoutIfNeeded()

    let pin = try #require(map.view(for: seoul) as? MKPinAnnotationView)
    expectEqual(pin.pinTintColor, MKPinAnnotationView.redPinColor())
    expectTrue(pin.animatesDrop)
    pin.pinTintColor = MKPinAnnotationView.purplePinColor()
    expectEqual(pin.pinTintColor, .systemPurple)
    expectEqual(MKPinAnnotationView.greenPinColor(), .systemGreen)

    map.removeAnnotation(seoul)
    let busan = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 35.1, longitude: 129.04), title: "Busan",
      subtitle: nil)
    map.addAnnotation(busan)
    map.layoutIfNeeded()
    expectIdentical(map.view(for: busan), pin)
  }

  @Test("opening an item in Maps opens nothing headless, and records what would have opened")
  func openInMaps() throws {
    let item = MKMapItem(
      placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 35.1, longitude: 129)))
    item.name = "Busan"
    let options = [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving]

    expectTrue(item.openInMaps(launchOptions: options))

    let opened = try #require(MKMapItem.lastOpenedInMaps)
    expectEqual(opened.mapItems.map(\.name), ["Busan"])
    expectEqual(
      opened.launchOptions[MKLaunchOptionsDirectionsModeKey] as? String,
      MKLaunchOptionsDirectionsModeDriving)

    MKMapItem.openMaps(with: [MKMapItem.forCurrentLocation(), item])
    let directions = try #require(MKMapItem.lastOpenedInMaps)
    expectEqual(directions.mapItems.map(\.isCurrentLocation), [true, false])
    expectTrue(directions.launchOptions.isEmpty)
  }
}
