// Swift 5 work code that shows the user on a map: the map follows them, a search result
// replaces the pins (keeping the user's dot), and the delegate leaves the user's view to
// MapKit. Only the imports differ from iOS.

import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class NearbyMapViewController: UIViewController, MKMapViewDelegate {
  let mapView = MKMapView()
  private(set) var userWasLocated = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(mapView)
    mapView.delegate = self
    mapView.showsUserLocation = true
    mapView.userTrackingMode = .follow
  }

  func show(_ placemark: MKPlacemark) {
    mapView.removeAnnotations(mapView.annotations)
    let annotation = MKPointAnnotation()
    annotation.coordinate = placemark.coordinate
    annotation.title = placemark.name
    mapView.addAnnotation(annotation)
  }

  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
    userWasLocated = userLocation.location != nil
  }

  func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
    if annotation is MKUserLocation { return nil }
    let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "place")
    marker.markerTintColor = .systemBlue
    return marker
  }
}

// MARK: - The code above, run

@Suite("User location work code in the Swift 5 mode") @MainActor
struct UserLocationWorkCodeInSwift5Tests {
  let world = World(
    gazetteer: Gazetteer(places: []), userLocation: Coordinate(latitude: 33.45, longitude: 126.5))

  @Test("the map follows the located user, and a new result keeps the user's dot")
  func follows() async {
    world.locationAccess = .allowedWhileUsingApp
    let screen = world.run { NearbyMapViewController() }
    screen.loadViewIfNeeded()
    await world.drain()
    #expect(screen.userWasLocated)
    #expect(screen.mapView.region.center.latitude == 33.45)

    screen.show(
      MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 33.46, longitude: 126.51)))
    screen.show(
      MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 33.44, longitude: 126.49)))
    screen.mapView.layoutIfNeeded()
    #expect(screen.mapView.annotations.count == 2)
    #expect(screen.mapView.annotations.contains { $0 is MKUserLocation })
    #expect(screen.mapView.isUserLocationVisible)
  }
}
