import Expectations
import Foundation
import HeadlessMapKit
import Places
import Testing

@Suite("MapKit regions, placemarks and filters") @MainActor
struct MapKitRegionTests {
  let world = World(gazetteer: Fixtures.cities)

  private func completions(
    for fragment: String, configure: (MKLocalSearchCompleter) -> Void = { _ in }
  ) async -> [MKLocalSearchCompletion] {
    let completer = world.run { MKLocalSearchCompleter() }
    configure(completer)
    completer.queryFragment = fragment
    await world.settle()
    return completer.results
  }

  /// The response to a request, or nil if the search failed.
  private func search(_ request: MKLocalSearch.Request) async -> MKLocalSearch.Response? {
    let box = ResponseBox()
    world.run { MKLocalSearch(request: request) }.start { response, _ in box.response = response }
    await world.settle()
    return box.response
  }

  @MainActor
  final class ResponseBox {
    var response: MKLocalSearch.Response?
  }

  @Test("a region from meters spans the degrees those meters make")
  func regionFromMeters() {
    let equator = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 10), latitudinalMeters: 111_195,
      longitudinalMeters: 222_390)
    #expect(abs(equator.span.latitudeDelta - 1) < 0.001)
    #expect(abs(equator.span.longitudeDelta - 2) < 0.001)
    let north = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 1_000,
      longitudinalMeters: 1_000)
    #expect(abs(north.span.longitudeDelta - 2 * north.span.latitudeDelta) < 1e-6)
  }

  @Test("map points project coordinates and back, and a map rect holds its points")
  func mapPoints() {
    let seoul = CLLocationCoordinate2D(latitude: 37.5665, longitude: 126.978)
    let point = MKMapPoint(seoul)
    #expect(abs(point.coordinate.latitude - seoul.latitude) < 1e-9)
    #expect(abs(point.coordinate.longitude - seoul.longitude) < 1e-9)
    expectEqual(MKMapPoint(CLLocationCoordinate2D()).x, MKMapSize.world.width / 2)
    #expect(MKMapRect.world.contains(point))
    #expect(!MKMapRect.world.contains(MKMapPoint(x: MKMapSize.world.width, y: 0)))
    let busan = MKMapPoint(CLLocationCoordinate2D(latitude: 35.1, longitude: 129.04))
    let kilometers = point.distance(to: busan) / 1_000
    #expect((320...335).contains(kilometers))
    let box = MKMapRect(origin: point, size: MKMapSize()).union(
      MKMapRect(origin: busan, size: MKMapSize()))
    #expect(box.contains(MKMapRect(x: box.midX, y: box.midY, width: 1, height: 1)))
    #expect(box.intersection(MKMapRect(x: 0, y: 0, width: 1, height: 1)).isNull)
    let region = MKCoordinateRegion(box)
    #expect(abs(region.span.latitudeDelta - (37.5665 - 35.1)) < 1e-6)
    #expect(abs(region.span.longitudeDelta - (129.04 - 126.978)) < 1e-6)
  }

  @Test("locations measure the great-circle distance between them")
  func locations() {
    let seoul = CLLocation(latitude: 37.5665, longitude: 126.978)
    let tokyo = CLLocation(latitude: 35.6762, longitude: 139.6503)
    #expect((1_140_000...1_170_000).contains(seoul.distance(from: tokyo)))
    expectEqual(seoul.distance(from: seoul), 0)
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
  }

  @Test("a found place's placemark is a CLPlacemark with the gazetteer's address fields")
  func placemarkFields() async throws {
    let request = MKLocalSearch.Request(naturalLanguageQuery: "busan")
    let item = try #require(await search(request)?.mapItems.first)
    let placemark: CLPlacemark = item.placemark
    expectEqual(placemark.name, "Busan")
    expectEqual(placemark.locality, "Busan")
    expectEqual(placemark.country, "South Korea")
    expectEqual(placemark.isoCountryCode, "KR")
    expectEqual(item.placemark.countryCode, "KR")
    expectEqual(placemark.location?.coordinate.latitude, 35.10)
    expectNil(placemark.thoroughfare)
    expectNil(placemark.postalCode)
    expectNil(placemark.timeZone)
    let annotation: any MKAnnotation = item.placemark
    expectEqual(annotation.title, "Busan, South Korea")
    expectNil(annotation.subtitle)
    expectNil(item.phoneNumber)
    expectNil(item.pointOfInterestCategory)
    expectFalse(item.isCurrentLocation)
    expectEqual(CLPlacemark(placemark: placemark).locality, "Busan")
  }

  @Test("the current-location item holds no coordinate")
  func currentLocation() {
    let item = MKMapItem.forCurrentLocation()
    expectTrue(item.isCurrentLocation)
    expectEqual(item.name, "Current Location")
    #expect(!CLLocationCoordinate2DIsValid(item.placemark.coordinate))
  }

  @Test("completions highlight what the fragment matched in the title")
  func highlightRanges() async {
    let results = await completions(for: "spring")
    let ranges = results.map { $0.titleHighlightRanges.map(\.rangeValue) }
    expectEqual(results.map(\.title), ["Spring Valley", "Springfield", "Springfield"])
    expectEqual(ranges, Array(repeating: [NSRange(location: 0, length: 6)], count: 3))
    #expect(results.allSatisfy { $0.subtitleHighlightRanges.isEmpty })

    let paulo = await completions(for: "PAULO")
    expectEqual(
      paulo.first?.titleHighlightRanges.map(\.rangeValue), [NSRange(location: 4, length: 5)])
    let sao = await completions(for: "sao p")
    expectEqual(
      sao.first?.titleHighlightRanges.map(\.rangeValue), [NSRange(location: 0, length: 5)])
    let hangul = await completions(for: "서울")
    expectEqual(hangul.first?.title, "Seoul")
    expectEqual(hangul.first?.titleHighlightRanges.isEmpty, true)
  }

  @Test("a completer's region puts the cities inside it first")
  func completerRegion() async {
    let australia = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: -27, longitude: 153),
      span: MKCoordinateSpan(latitudeDelta: 5, longitudeDelta: 5))
    let everywhere = await completions(for: "springfield")
    let biased = await completions(for: "springfield") { $0.region = australia }
    expectEqual(everywhere.map(\.subtitle), ["United States", "Australia"])
    expectEqual(biased.map(\.subtitle), ["Australia", "United States"])
    // Answers are remembered by fragment and region: asked again, each region keeps its order.
    let again = await completions(for: "springfield")
    expectEqual(again.map(\.subtitle), everywhere.map(\.subtitle))
  }

  @Test("without addresses among the result types, nothing is completed or found")
  func resultTypes() async throws {
    let queries = await completions(for: "seoul") { $0.resultTypes = [.query, .pointOfInterest] }
    #expect(queries.isEmpty)
    let filtered = await completions(for: "seoul") {
      $0.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe])
    }
    expectEqual(filtered.map(\.title), ["Seoul"])

    let request = MKLocalSearch.Request(naturalLanguageQuery: "seoul")
    request.resultTypes = .pointOfInterest
    #expect(await search(request) == nil)
  }

  @Test("a search's region orders its places, and its bounding region covers them")
  func searchRegionAndBounds() async throws {
    let illinois = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 40, longitude: -89.5), latitudinalMeters: 100_000,
      longitudinalMeters: 100_000)
    let springfield = MKLocalSearchCompletion(
      title: "Springfield", subtitle: "United States", isoCountryCode: "US")
    let request = MKLocalSearch.Request(completion: springfield)
    request.region = illinois
    let response = try #require(await search(request))

    expectEqual(
      response.mapItems.map(\.placemark.administrativeArea),
      [
        "Illinois", "Missouri", "Massachusetts",
      ])
    let bounds = response.boundingRegion
    #expect(abs(bounds.center.latitude - (37.22 + 42.10) / 2) < 1e-9)
    #expect(abs(bounds.span.latitudeDelta - (42.10 - 37.22)) < 1e-9)
    #expect(abs(bounds.span.longitudeDelta - (93.30 - 72.59)) < 1e-9)
  }

  @Test("a copied request keeps its values and changes alone")
  func requestCopy() throws {
    let request = MKLocalSearch.Request(
      naturalLanguageQuery: "busan",
      region: MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 35, longitude: 129),
        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))
    let copy = try #require(request.copy() as? MKLocalSearch.Request)
    copy.naturalLanguageQuery = "seoul"
    expectEqual(request.naturalLanguageQuery, "busan")
    expectEqual(copy.region.center.latitude, 35)
  }

  @Test("a point-of-interest filter includes and excludes categories")
  func pointOfInterestFilter() {
    let food = MKPointOfInterestFilter(including: [.cafe, .restaurant])
    #expect(food.includes(.cafe))
    #expect(food.excludes(.hotel))
    #expect(MKPointOfInterestFilter(excluding: [.nightlife]).includes(.park))
    #expect(MKPointOfInterestFilter.includingAll.includes(.zoo))
    #expect(MKPointOfInterestFilter.excludingAll.excludes(.zoo))
    expectEqual(MKPointOfInterestCategory.cafe.rawValue, "MKPOICategoryCafe")
  }
}

/// Records a map view's region changes.
@MainActor
final class MapViewSpy: NSObject, MKMapViewDelegate {
  var calls: [String] = []

  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
    calls.append("will \(animated)")
  }

  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    calls.append("did \(animated) \(mapView.region.center.latitude)")
  }
}

@Suite("MKMapView") @MainActor
struct MapViewTests {
  @Test("setting the region tells the delegate before and after, and the center keeps the span")
  func region() {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let spy = MapViewSpy()
    map.delegate = spy
    map.setRegion(
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 35, longitude: 129),
        span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)), animated: true)
    map.centerCoordinate = CLLocationCoordinate2D(latitude: 36, longitude: 128)

    expectEqual(spy.calls, ["will true", "did true 35.0", "will false", "did false 36.0"])
    expectEqual(map.region.span.latitudeDelta, 1)
  }

  @Test("annotations are added, removed by identity, and shown in a region that holds them")
  func annotations() {
    let map = MKMapView()
    let seoul = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 37.57, longitude: 126.98), title: "Seoul",
      subtitle: nil)
    let busan = MKPointAnnotation(
      coordinate: CLLocationCoordinate2D(latitude: 35.1, longitude: 129.04))
    busan.title = "Busan"
    map.addAnnotation(seoul)
    map.showAnnotations([seoul, busan], animated: false)

    expectEqual(map.annotations.compactMap { $0.title ?? nil }, ["Seoul", "Busan"])
    #expect(abs(map.region.span.latitudeDelta - (37.57 - 35.1)) < 1e-9)
    map.removeAnnotation(seoul)
    expectEqual(map.annotations.count, 1)
    map.removeAnnotations(map.annotations)
    #expect(map.annotations.isEmpty)
    #expect(!CLLocationCoordinate2DIsValid(MKShape().coordinate))
  }
}
