import Expectations
import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Testing

/// A marker view that counts its reuses.
final class CountingMarkerView: MKMarkerAnnotationView {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A map delegate that gives the views `makeView` makes and writes down what it is told.
@MainActor
final class AnnotationViewSpy: NSObject, MKMapViewDelegate {
  var makeView: (MKMapView, any MKAnnotation) -> MKAnnotationView? = { _, _ in nil }
  var calls: [String] = []

  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    makeView(mapView, annotation)
  }

  func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {
    calls.append("added \(views.map { $0.annotation?.title.flatMap { $0 } ?? "?" })")
  }

  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
    calls.append("selected view of \(view.annotation?.title.flatMap { $0 } ?? "?")")
  }

  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {
    calls.append("deselected view of \(view.annotation?.title.flatMap { $0 } ?? "?")")
  }

  func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
    calls.append("selected \(annotation.title.flatMap { $0 } ?? "?")")
  }

  func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {
    calls.append("deselected \(annotation.title.flatMap { $0 } ?? "?")")
  }

  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {
    calls.append("tapped accessory of \(view.annotation?.title.flatMap { $0 } ?? "?")")
  }
}

@Suite("MKMapView annotation views") @MainActor
struct MapKitAnnotationViewTests {
  let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
  let spy = AnnotationViewSpy()
  let seoul = MKPointAnnotation(
    coordinate: CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98), title: "Seoul",
    subtitle: nil)
  let busan = MKPointAnnotation(
    coordinate: CLLocationCoordinate2D(latitude: 35.1, longitude: 129.04), title: "Busan",
    subtitle: nil)

  init() {
    map.delegate = spy
  }

  @Test("views are made on the layout pass: the delegate's, or a marker when it gives nil")
  func delegateViewOrMarker() throws {
    let custom = MKAnnotationView(annotation: seoul, reuseIdentifier: "city")
    spy.makeView = { _, annotation in annotation === self.seoul ? custom : nil }
    map.addAnnotations([seoul, busan])
    expectNil(map.view(for: seoul))

    map.layoutIfNeeded()

    expectIdentical(map.view(for: seoul), custom)
    let marker = try #require(map.view(for: busan) as? MKMarkerAnnotationView)
    expectEqual(marker.reuseIdentifier, MKMapViewDefaultAnnotationViewReuseIdentifier)
    expectIdentical(marker.annotation, busan)
    expectEqual(marker.displayPriority, .defaultLow)
    expectEqual(custom.displayPriority, .required)
    expectEqual(spy.calls, ["added [\"Seoul\", \"Busan\"]"])
  }

  @Test("a removed annotation's view is reused for the next one, after prepareForReuse")
  func reuse() throws {
    map.register(CountingMarkerView.self, forAnnotationViewWithReuseIdentifier: "city")
    spy.makeView = { map, annotation in
      map.dequeueReusableAnnotationView(withIdentifier: "city", for: annotation)
    }
    map.addAnnotation(seoul)
    map.layoutIfNeeded()
    let first = try #require(map.view(for: seoul) as? CountingMarkerView)
    expectEqual(first.reuses, 0)

    map.removeAnnotation(seoul)
    expectNil(map.view(for: seoul))
    map.addAnnotation(busan)
    map.layoutIfNeeded()

    expectIdentical(map.view(for: busan), first)
    expectEqual(first.reuses, 1)
    expectIdentical(first.annotation, busan)
    expectNil(map.dequeueReusableAnnotationView(withIdentifier: "city"))
  }

  @Test("an annotation that leaves the region gives its view back to the reuse queue")
  func leavingTheRegion() {
    map.addAnnotations([seoul, busan])
    map.layoutIfNeeded()
    let busanView = map.view(for: busan)

    map.setRegion(
      MKCoordinateRegion(
        center: seoul.coordinate, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)),
      animated: false)
    map.layoutIfNeeded()

    expectNil(map.view(for: busan))
    expectNotNil(map.view(for: seoul))
    expectIdentical(
      map.dequeueReusableAnnotationView(
        withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier), busanView)
  }

  @Test("selecting updates selectedAnnotations, one at a time, and tells the delegate")
  func selection() {
    map.addAnnotations([seoul, busan])
    map.selectAnnotation(seoul, animated: false)
    map.selectAnnotation(busan, animated: true)

    expectEqual(map.selectedAnnotations.count, 1)
    expectIdentical(map.selectedAnnotations.first, busan)
    expectEqual(map.view(for: busan)?.isSelected, true)
    expectEqual(map.view(for: seoul)?.isSelected, false)
    map.deselectAnnotation(busan, animated: false)
    #expect(map.selectedAnnotations.isEmpty)
    expectEqual(
      spy.calls,
      [
        "added [\"Seoul\", \"Busan\"]", "selected view of Seoul", "selected Seoul",
        "deselected view of Seoul", "deselected Seoul", "selected view of Busan",
        "selected Busan", "deselected view of Busan", "deselected Busan",
      ])
  }

  @Test("an annotation off screen or with a disabled view is not selected")
  func selectionNeedsAView() {
    map.region = MKCoordinateRegion(
      center: seoul.coordinate, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
    let disabled = MKAnnotationView(annotation: seoul, reuseIdentifier: nil)
    disabled.isEnabled = false
    spy.makeView = { _, annotation in annotation === self.seoul ? disabled : nil }
    map.addAnnotations([seoul, busan])

    map.selectAnnotation(busan, animated: false)
    map.selectedAnnotations = [seoul]

    #expect(map.selectedAnnotations.isEmpty)
    expectFalse(disabled.isSelected)
  }

  @Test("a tap on a callout's accessory control tells the delegate while the callout shows")
  func calloutAccessoryTap() throws {
    spy.makeView = { map, annotation in
      let view = map.dequeueReusableAnnotationView(
        withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
      view.canShowCallout = true
      view.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
      return view
    }
    map.addAnnotation(seoul)
    map.layoutIfNeeded()
    let button = try #require(map.view(for: seoul)?.rightCalloutAccessoryView as? UIButton)

    button.sendActions(for: .touchUpInside)
    map.selectAnnotation(seoul, animated: false)
    button.sendActions(for: .touchUpInside)

    expectEqual(spy.calls.last, "tapped accessory of Seoul")
    expectEqual(spy.calls.filter { $0.hasPrefix("tapped") }.count, 1)
  }

  @Test("showing annotations makes a region that holds every coordinate, each with a view")
  func showAnnotations() {
    let jeju = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 33.5, longitude: 126.53))
    map.showAnnotations([seoul, busan, jeju], animated: false)
    map.layoutIfNeeded()

    // The region has no margin: the outermost coordinates lie on its edges, up to rounding.
    let region = map.region
    for annotation in [seoul, busan, jeju] {
      let coordinate = annotation.coordinate
      #expect(
        abs(coordinate.latitude - region.center.latitude) <= region.span.latitudeDelta / 2 + 1e-9)
      #expect(
        abs(coordinate.longitude - region.center.longitude)
          <= region.span.longitudeDelta / 2 + 1e-9)
      expectNotNil(map.view(for: annotation))
    }
    expectEqual(map.annotations.count, 3)
  }
}
