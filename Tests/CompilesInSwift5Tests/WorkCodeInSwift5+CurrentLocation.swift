// Swift 5 work code in the style of a location tutorial app: a screen that asks for the user's
// location, keeps the most accurate fix until it is good enough, shows the coordinates and how
// accurate they are, retries when the person taps the screen after an error, drops its cache on a
// memory warning, and draws its progress ring with Core Graphics. Only the imports differ from
// iOS.

import Foundation
import HeadlessMapKit  // iOS: import MapKit (which brings CoreLocation)
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class CurrentLocationViewController: UIViewController, CLLocationManagerDelegate {
  let messageLabel = UILabel()
  let latitudeLabel = UILabel()
  let longitudeLabel = UILabel()
  let accuracyLabel = UILabel()
  let progressRing = SearchRingView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))

  let locationManager = CLLocationManager()
  var location: CLLocation?
  var updatingLocation = false
  var lastLocationError: Error?
  var addressCache: [String: String] = [:]

  override func viewDidLoad() {
    super.viewDidLoad()
    for label in [messageLabel, latitudeLabel, longitudeLabel, accuracyLabel] {
      view.addSubview(label)
    }
    view.addSubview(progressRing)
    locationManager.delegate = self
    updateLabels()
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    addressCache.removeAll()
  }

  // Tapping anywhere after an error tries again.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    if lastLocationError != nil {
      getLocation()
    }
  }

  func getLocation() {
    let authStatus = locationManager.authorizationStatus
    if authStatus == .notDetermined {
      locationManager.requestWhenInUseAuthorization()
      return
    }
    if authStatus == .denied || authStatus == .restricted {
      messageLabel.text = "Location Services Disabled"
      return
    }
    location = nil
    lastLocationError = nil
    startLocationManager()
    updateLabels()
  }

  func startLocationManager() {
    guard CLLocationManager.locationServicesEnabled() else { return }
    locationManager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
    locationManager.startUpdatingLocation()
    updatingLocation = true
  }

  func stopLocationManager() {
    if updatingLocation {
      locationManager.stopUpdatingLocation()
      updatingLocation = false
    }
  }

  func updateLabels() {
    if let location = location {
      latitudeLabel.text = String(format: "%.8f", location.coordinate.latitude)
      longitudeLabel.text = String(format: "%.8f", location.coordinate.longitude)
      accuracyLabel.text = String(format: "± %.0f m", location.horizontalAccuracy)
      messageLabel.text = ""
    } else {
      latitudeLabel.text = ""
      longitudeLabel.text = ""
      accuracyLabel.text = ""
      if lastLocationError != nil {
        messageLabel.text = "Error Getting Location. Tap to try again"
      } else if updatingLocation {
        messageLabel.text = "Searching..."
      } else {
        messageLabel.text = "Tap 'Get My Location' to Start"
      }
    }
    progressRing.progress = updatingLocation ? 0.5 : 1
  }

  // MARK: CLLocationManagerDelegate

  func locationManager(
    _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
  ) {
    if status == .authorizedWhenInUse || status == .authorizedAlways {
      getLocation()
    }
  }

  func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
    if (error as NSError).code == CLError.locationUnknown.rawValue {
      return
    }
    lastLocationError = error
    stopLocationManager()
    updateLabels()
  }

  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    let newLocation = locations.last!
    if newLocation.timestamp.timeIntervalSinceNow < -5 {
      return
    }
    if newLocation.horizontalAccuracy < 0 {
      return
    }
    if location == nil || location!.horizontalAccuracy > newLocation.horizontalAccuracy {
      lastLocationError = nil
      location = newLocation
      if newLocation.horizontalAccuracy <= locationManager.desiredAccuracy {
        stopLocationManager()
      }
      updateLabels()
    }
  }
}

#if !canImport(CoreGraphics)  // the kit's CGContext is Linux only; on iOS this is UIKit's
  /// A ring that fills clockwise from the top as progress goes from 0 to 1.
  final class SearchRingView: UIView {
    var progress: CGFloat = 0 {
      didSet { setNeedsDisplay() }
    }
    var trackColor = UIColor.lightGray
    var ringColor = UIColor.systemBlue

    override func draw(_ rect: CGRect) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      let center = CGPoint(x: bounds.midX, y: bounds.midY)
      let radius = min(bounds.width, bounds.height) / 2 - 3

      context.saveGState()
      context.setLineWidth(6)
      context.setStrokeColor(trackColor.cgColor)
      context.addArc(
        center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
      context.strokePath()

      context.setStrokeColor(ringColor.cgColor)
      let start = -CGFloat.pi / 2
      context.addArc(
        center: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress,
        clockwise: false)
      context.strokePath()
      context.restoreGState()
    }
  }
#else
  final class SearchRingView: UIView {
    var progress: CGFloat = 0
  }
#endif

// MARK: - The code above, run

@Suite("Current location work code in the Swift 5 mode") @MainActor
struct CurrentLocationWorkCodeInSwift5Tests {
  let world = World(
    gazetteer: Gazetteer(places: []),
    userLocation: Coordinate(latitude: 37.5665, longitude: 126.978))

  private func showScreen() -> (CurrentLocationViewController, UIWindow) {
    let screen = world.run { CurrentLocationViewController() }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return (screen, window)
  }

  @Test("asking for the location shows the exact fix and stops updating")
  func locates() async {
    let (screen, window) = showScreen()
    world.run { screen.getLocation() }
    await world.settle()

    #expect(screen.latitudeLabel.text == "37.56650000")
    #expect(screen.accuracyLabel.text == "± 0 m")
    #expect(screen.updatingLocation == false, "an exact fix is good enough")
    #expect(window.isKeyWindow)
  }

  @Test("a fix stamped long ago is dropped as stale, as the screen's own check means")
  func dropsStaleFixes() async {
    let (screen, window) = showScreen()
    world.date = { Date(timeIntervalSince1970: 0) }
    world.run { screen.getLocation() }
    await world.settle()

    #expect(screen.location == nil)
    #expect(screen.latitudeLabel.text != "37.56650000")
    #expect(screen.updatingLocation, "still waiting for a fresh fix")
    withExtendedLifetime(window) {}
  }

  @Test("after a refusal and a later permission, a tap on the screen tries again")
  func tapRetries() async {
    world.allowsLocationAccessWhenAsked = false
    let (screen, window) = showScreen()
    world.run { screen.getLocation() }
    await world.settle()
    world.run { screen.getLocation() }  // asked again: refused before
    #expect(screen.messageLabel.text == "Location Services Disabled")

    screen.lastLocationError = CLError(.denied)
    world.locationAccess = .allowedWhileUsingApp
    world.run { _ = window.simulateTap(at: CGPoint(x: 300, y: 400)) }
    await world.settle()
    #expect(screen.latitudeLabel.text == "37.56650000")
  }

  @Test("a memory warning empties the cache")
  func memoryWarning() {
    let (screen, window) = showScreen()
    screen.addressCache["37.5,126.9"] = "Jung-gu, Seoul"
    UIApplication.shared.simulateMemoryWarning()
    #expect(screen.addressCache.isEmpty)
    #expect(window.rootViewController === screen)
  }

  #if !canImport(CoreGraphics)
    @Test("the progress ring strokes its track and its progress with Core Graphics")
    func ringDraws() async {
      let (screen, window) = showScreen()
      screen.progressRing.progress = 0.25
      await world.drain()
      let strokes = screen.progressRing.headlessDrawing.compactMap { operation -> UIColor? in
        guard case .stroke(_, let color, let width) = operation, width == 6 else { return nil }
        return color
      }
      #expect(strokes == [UIColor.lightGray, UIColor.systemBlue])
      #expect(window.isKeyWindow)
    }
  #endif
}
