// Swift 5 work code that finds the user: a screen that asks for location access, asks for one
// location once allowed, names the city it is in with a geocoder, and explains a refusal. Only
// the imports differ from iOS.

import Dispatch
import HeadlessMapKit  // iOS: import MapKit (which brings CoreLocation)
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class WhereAmIViewController: UIViewController, CLLocationManagerDelegate {
  let locationManager = CLLocationManager()
  let geocoder = CLGeocoder()
  let cityLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(cityLabel)
    locationManager.delegate = self
    locationManager.desiredAccuracy = kCLLocationAccuracyKilometer
    locationManager.distanceFilter = kCLDistanceFilterNone
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    switch manager.authorizationStatus {
    case .notDetermined:
      manager.requestWhenInUseAuthorization()
    case .authorizedWhenInUse, .authorizedAlways:
      manager.requestLocation()
    case .denied, .restricted:
      cityLabel.text = "Allow location access in Settings"
    @unknown default:
      break
    }
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    guard let location = locations.last else { return }
    geocoder.reverseGeocodeLocation(location) { placemarks, error in
      // The handler is `@Sendable`: hop to the main queue to touch the label.
      let text: String?
      if let error = error as? CLError, error.code == .geocodeFoundNoResult {
        text = "Somewhere"
      } else {
        text = placemarks?.first.map { placemark in
          [placemark.locality, placemark.country].compactMap { $0 }.joined(separator: ", ")
        }
      }
      DispatchQueue.main.async { [weak self] in
        self?.cityLabel.text = text
      }
    }
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
    if let error = error as? CLError, error.code == .denied {
      manager.stopUpdatingLocation()
    }
  }
}

// MARK: - The code above, run

@Suite("Core Location work code in the Swift 5 mode") @MainActor
struct CoreLocationWorkCodeInSwift5Tests {
  let world = World(
    gazetteer: Gazetteer(places: [
      Place(
        id: 7, name: "Jeju City", hangulNames: [], countryCode: "KR", countryName: "South Korea",
        region: nil, coordinate: Coordinate(latitude: 33.5, longitude: 126.53), population: 400_000)
    ]),
    userLocation: Coordinate(latitude: 33.45, longitude: 126.5))

  @Test("a user who allows access sees the city they are in")
  func allowed() async {
    let screen = world.run { WhereAmIViewController() }
    screen.loadViewIfNeeded()
    await world.settle()
    #expect(screen.cityLabel.text == "Jeju City, South Korea")
    #expect(screen.locationManager.location?.coordinate.latitude == 33.45)
  }

  @Test("a user who refuses is told where to allow it")
  func refused() async {
    world.allowsLocationAccessWhenAsked = false
    let screen = world.run { WhereAmIViewController() }
    screen.loadViewIfNeeded()
    await world.settle()
    #expect(screen.cityLabel.text == "Allow location access in Settings")
    #expect(screen.locationManager.authorizationStatus == .denied)
  }
}
