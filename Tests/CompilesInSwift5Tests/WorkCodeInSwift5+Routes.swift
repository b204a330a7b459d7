// Swift 5 work code that shows a driving route on a map: directions between two map items, the
// route's line drawn by a polyline renderer, a circle around the destination, and the map
// zoomed to the route with some padding. Only the imports differ from iOS.

import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class RouteViewController: UIViewController, MKMapViewDelegate {
  let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
  let source: MKMapItem
  let destination: MKMapItem
  private(set) var route: MKRoute?
  private(set) var errorMessage: String?

  init(from source: MKMapItem, to destination: MKMapItem) {
    self.source = source
    self.destination = destination
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.delegate = self
    view.addSubview(mapView)
    mapView.addAnnotations([source.placemark, destination.placemark])
    mapView.addOverlay(MKCircle(center: destination.placemark.coordinate, radius: 2_000))
    showDirections()
  }

  private func showDirections() {
    let request = MKDirections.Request()
    request.source = source
    request.destination = destination
    request.transportType = .automobile
    request.requestsAlternateRoutes = false

    let directions = MKDirections(request: request)
    directions.calculate { [weak self] response, error in
      guard let self = self else { return }
      guard let route = response?.routes.first else {
        self.errorMessage = error?.localizedDescription
        return
      }
      self.route = route
      self.mapView.addOverlay(route.polyline, level: .aboveRoads)
      self.mapView.setVisibleMapRect(
        route.polyline.boundingMapRect,
        edgePadding: UIEdgeInsets(top: 40, left: 20, bottom: 40, right: 20), animated: true)
    }
  }

  func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
    if let polyline = overlay as? MKPolyline {
      let renderer = MKPolylineRenderer(polyline: polyline)
      renderer.strokeColor = .systemBlue
      renderer.lineWidth = 5
      return renderer
    }
    if let circle = overlay as? MKCircle {
      let renderer = MKCircleRenderer(circle: circle)
      renderer.fillColor = UIColor.systemBlue.withAlphaComponent(0.1)
      renderer.strokeColor = .systemBlue
      renderer.lineWidth = 1
      renderer.lineDashPattern = [4, 2]
      return renderer
    }
    return MKOverlayRenderer(overlay: overlay)
  }
}

// MARK: - The code above, run

@Suite("Route work code in the Swift 5 mode") @MainActor
struct RouteWorkCodeInSwift5Tests {
  let world = World(gazetteer: Gazetteer(places: []))

  func item(_ name: String, latitude: Double, longitude: Double) -> MKMapItem {
    let item = MKMapItem(
      placemark: MKPlacemark(
        coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
    item.name = name
    return item
  }

  @Test("the route comes as a blue line, with the map zoomed to it and a circle at the end")
  func showsTheRoute() async throws {
    let screen = RouteViewController(
      from: item("Seoul", latitude: 37.57, longitude: 126.98),
      to: item("Daejeon", latitude: 36.35, longitude: 127.38))
    world.run { screen.loadViewIfNeeded() }
    await world.settle()
    screen.mapView.layoutIfNeeded()

    let route = try #require(screen.route)
    #expect(route.name == "Daejeon")
    #expect(route.distance > 130_000 && route.distance < 145_000)
    #expect(screen.mapView.overlays.count == 2)
    let line = try #require(screen.mapView.renderer(for: route.polyline) as? MKPolylineRenderer)
    #expect(line.lineWidth == 5)
    #expect(screen.mapView.visibleMapRect.contains(route.polyline.boundingMapRect))
    let circle = try #require(screen.mapView.overlays.first { $0 is MKCircle })
    #expect(screen.mapView.renderer(for: circle) is MKCircleRenderer)
  }

  @Test("with nowhere to go, the screen shows the error instead of a route")
  func showsTheError() async {
    let screen = RouteViewController(
      from: item("Seoul", latitude: 37.57, longitude: 126.98),
      to: MKMapItem(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)))
    world.run { screen.loadViewIfNeeded() }
    await world.settle()

    #expect(screen.route == nil)
    #expect(screen.errorMessage == "The operation couldn’t be completed. (MKErrorDomain error 5.)")
  }
}
