// Swift 5 work code from a map tutorial: pins for the places found, a callout with a button,
// and the button opening driving directions in Maps. Only the imports differ from iOS.

import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class PinsMapViewController: UIViewController, MKMapViewDelegate {
  let mapView = MKMapView()
  var selectedPlacemark: MKPlacemark?

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.delegate = self
    view.addSubview(mapView)
  }

  func dropPin(for placemark: MKPlacemark) {
    selectedPlacemark = placemark
    let annotation = MKPointAnnotation()
    annotation.coordinate = placemark.coordinate
    annotation.title = placemark.name
    mapView.addAnnotation(annotation)
  }

  func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
    let reuseId = "pin"
    var pinView =
      mapView.dequeueReusableAnnotationView(withIdentifier: reuseId) as? MKPinAnnotationView
    if pinView == nil {
      pinView = MKPinAnnotationView(annotation: annotation, reuseIdentifier: reuseId)
    }
    pinView?.pinTintColor = .orange
    pinView?.animatesDrop = true
    pinView?.canShowCallout = true
    let button = UIButton(type: .detailDisclosure)
    button.addAction(UIAction { [weak self] _ in self?.getDirections() }, for: .touchUpInside)
    pinView?.rightCalloutAccessoryView = button
    return pinView
  }

  func getDirections() {
    guard let selectedPlacemark = selectedPlacemark else { return }
    let mapItem = MKMapItem(placemark: selectedPlacemark)
    let launchOptions = [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking]
    mapItem.openInMaps(launchOptions: launchOptions)
  }
}

// MARK: - The code above, run

@Suite("Pin work code in the Swift 5 mode") @MainActor
struct PinsWorkCodeInSwift5Tests {
  @Test("a dropped pin is orange, and its callout button opens walking directions in Maps")
  func directions() throws {
    let screen = PinsMapViewController()
    screen.loadViewIfNeeded()
    screen.dropPin(
      for: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 33.5, longitude: 126.5)))
    screen.mapView.layoutIfNeeded()

    let annotation = try #require(screen.mapView.annotations.first)
    let pin = try #require(screen.mapView.view(for: annotation) as? MKPinAnnotationView)
    #expect(pin.pinTintColor == .orange)
    (pin.rightCalloutAccessoryView as? UIControl)?.sendActions(for: .touchUpInside)
    let opened = try #require(MKMapItem.lastOpenedInMaps)
    #expect(opened.mapItems.first?.placemark.coordinate.latitude == 33.5)
    #expect(
      opened.launchOptions[MKLaunchOptionsDirectionsModeKey] as? String
        == MKLaunchOptionsDirectionsModeWalking)
  }
}
