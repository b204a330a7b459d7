import Expectations
import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Testing

/// A map delegate that gives polyline and circle renderers and writes down what it is asked.
@MainActor
final class OverlayRendererSpy: NSObject, MKMapViewDelegate {
  var calls: [String] = []

  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    calls.append("renderer for \(overlay.title.flatMap { $0 } ?? "?")")
    if let polyline = overlay as? MKPolyline {
      let renderer = MKPolylineRenderer(polyline: polyline)
      renderer.strokeColor = .systemBlue
      renderer.lineWidth = 4
      return renderer
    }
    if let circle = overlay as? MKCircle { return MKCircleRenderer(circle: circle) }
    return MKOverlayRenderer(overlay: overlay)
  }

  func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {
    calls.append("added \(renderers.map { $0.overlay.title.flatMap { $0 } ?? "?" })")
  }
}

@Suite("MapKit overlays") @MainActor
struct MapKitOverlayTests {
  let seoul = CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98)
  let busan = CLLocationCoordinate2D(latitude: 35.1, longitude: 129.04)
  let incheon = CLLocationCoordinate2D(latitude: 37.46, longitude: 126.71)

  /// A line with a title, to tell overlays apart in the spy's notes.
  func line(_ title: String, _ coordinates: [CLLocationCoordinate2D]) -> MKPolyline {
    let line = MKPolyline(coordinates: coordinates, count: coordinates.count)
    line.title = title
    return line
  }

  @Test("a polyline keeps its points and is bounded by the smallest map rectangle holding them")
  func polylineBounds() {
    let polyline = MKPolyline(coordinates: [seoul, busan, incheon], count: 3)

    expectEqual(polyline.pointCount, 3)
    let points = polyline.points()
    expectEqual(points[1].x, MKMapPoint(busan).x)
    let bounds = polyline.boundingMapRect
    expectEqual(bounds.minX, MKMapPoint(incheon).x)
    expectEqual(bounds.maxX, MKMapPoint(busan).x)
    expectEqual(bounds.minY, MKMapPoint(seoul).y)
    expectEqual(bounds.maxY, MKMapPoint(busan).y)
    var copied = [CLLocationCoordinate2D](repeating: kCLLocationCoordinate2DInvalid, count: 2)
    polyline.getCoordinates(&copied, range: NSRange(location: 1, length: 2))
    expectTrue(abs(copied[0].latitude - busan.latitude) < 1e-9)
    expectTrue(abs(copied[1].longitude - incheon.longitude) < 1e-9)
    expectTrue(polyline.intersects(bounds.insetBy(dx: 10, dy: 10)))
    expectFalse(polyline.intersects(MKMapRect(x: 0, y: 0, width: 10, height: 10)))
  }

  @Test("a polygon is bounded by its outline and keeps its holes")
  func polygonBounds() {
    let hole = MKPolygon(coordinates: [seoul, incheon, seoul], count: 3)
    let polygon = MKPolygon(
      coordinates: [seoul, busan, incheon], count: 3, interiorPolygons: [hole])

    expectEqual(polygon.boundingMapRect.width, MKMapPoint(busan).x - MKMapPoint(incheon).x)
    expectEqual(polygon.boundingMapRect.height, MKMapPoint(busan).y - MKMapPoint(seoul).y)
    expectIdentical(polygon.interiorPolygons?.first, hole)
    expectNil(MKPolygon(coordinates: [seoul], count: 1).interiorPolygons)
  }

  @Test("a circle is bounded by the square of its radius in map points at its latitude")
  func circleBounds() {
    let circle = MKCircle(center: seoul, radius: 1_000)
    let side = 2_000 * MKMapPointsPerMeterAtLatitude(seoul.latitude)

    expectEqual(circle.coordinate.latitude, seoul.latitude)
    expectEqual(circle.radius, 1_000)
    expectTrue(abs(circle.boundingMapRect.width - side) < 1e-6)
    expectTrue(abs(circle.boundingMapRect.midX - MKMapPoint(seoul).x) < 1e-6)
    expectTrue(abs(circle.boundingMapRect.midY - MKMapPoint(seoul).y) < 1e-6)
    // 6.71 map points to the meter at the equator; 6.71 / cos 37.57° at Seoul's latitude.
    expectTrue(abs(side / 2_000 - 8.46) < 0.01)

    let fromRect = MKCircle(mapRect: circle.boundingMapRect)
    expectTrue(abs(fromRect.radius - 1_000) < 0.01)
  }

  @Test("added overlays get renderers from the delegate on the layout pass, in view only")
  func renderersOnLayout() {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let spy = OverlayRendererSpy()
    map.delegate = spy
    map.setRegion(
      MKCoordinateRegion(center: seoul, latitudinalMeters: 50_000, longitudinalMeters: 50_000),
      animated: false)
    let route = line("route", [seoul, incheon])
    let far = line("far", [busan, CLLocationCoordinate2D(latitude: 35.2, longitude: 129.1)])
    let nearMe = MKCircle(center: seoul, radius: 500)
    nearMe.title = "near me"

    map.addOverlay(route)
    map.addOverlays([far, nearMe], level: .aboveRoads)
    expectNil(map.renderer(for: route))
    map.layoutIfNeeded()

    expectEqual(map.overlays.compactMap { $0.title.flatMap { $0 } }, ["far", "near me", "route"])
    expectEqual(
      spy.calls, ["renderer for near me", "renderer for route", "added [\"near me\", \"route\"]"])
    let renderer = map.renderer(for: route) as? MKPolylineRenderer
    expectIdentical(renderer?.polyline, route)
    expectEqual(renderer?.lineWidth, 4)
    expectNil(map.renderer(for: far))

    map.removeOverlay(route)
    expectNil(map.renderer(for: route))
    expectEqual(map.overlays(in: .aboveLabels).count, 0)
    map.setCenter(busan, animated: false)
    map.layoutIfNeeded()
    expectEqual(spy.calls.suffix(2), ["renderer for far", "added [\"far\"]"])
  }

  @Test("overlays insert above and below others on their level, and exchange places and levels")
  func insertion() {
    let map = MKMapView()
    let first = line("first", [seoul, busan])
    let second = line("second", [seoul, busan])
    map.addOverlay(first, level: .aboveRoads)
    map.insertOverlay(second, belowOverlay: first)
    map.insertOverlay(line("top", [seoul]), aboveOverlay: first)
    map.insertOverlay(line("labels", [seoul]), at: 5)

    expectEqual(
      map.overlays.compactMap { $0.title.flatMap { $0 } }, ["second", "first", "top", "labels"])
    map.exchangeOverlay(second, with: map.overlays[3])
    expectEqual(
      map.overlays.compactMap { $0.title.flatMap { $0 } }, ["labels", "first", "top", "second"])
    expectEqual(map.overlays(in: .aboveLabels).first?.title, "second")
    map.removeOverlays(map.overlays)
    expectTrue(map.overlays.isEmpty)
  }

  @Test("the visible map rectangle is the region's, and padding widens it at the view's scale")
  func visibleMapRect() {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let route = MKPolyline(coordinates: [seoul, busan], count: 2).boundingMapRect

    map.setVisibleMapRect(route, animated: false)
    expectTrue(abs(map.visibleMapRect.width - route.width) < 1e-3)
    expectTrue(abs(map.visibleMapRect.minY - route.minY) < 1e-3)

    map.setVisibleMapRect(
      route, edgePadding: UIEdgeInsets(top: 50, left: 100, bottom: 50, right: 100), animated: true)
    // 200 of 400 points hold the route's width, so the shown width is twice it; 200 of 300 its
    // height, so the shown height is 1.5 times it.
    expectTrue(abs(map.visibleMapRect.width - 2 * route.width) < 1e-3)
    expectTrue(abs(map.visibleMapRect.height - 1.5 * route.height) < 1e-3)
    expectTrue(abs(map.visibleMapRect.midX - route.midX) < 1e-3)
    expectTrue(map.visibleMapRect.contains(route))
  }

  @Test("a renderer made with no overlay, as delegates return for overlays they do not draw")
  func rendererOfNoOverlay() {
    let renderer = MKOverlayRenderer()
    expectEqual((renderer.overlay as? MKPolyline)?.pointCount, 0)
    expectEqual(renderer.alpha, 1)
  }
}
