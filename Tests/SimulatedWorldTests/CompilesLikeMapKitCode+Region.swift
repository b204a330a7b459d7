// MapKit search code as Swift 6 work code writes it around regions: a completer biased to the
// visible map, bold highlight ranges for the matched text, a search whose bounding region the
// map would zoom to, and annotations made from the results. Only the imports differ from iOS.

import Expectations
import Foundation
import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 6 codebase writes it

/// A completion's title with the matched parts marked, as a list cell would bold them.
func markedTitle(of completion: MKLocalSearchCompletion) -> String {
  var title = completion.title as NSString
  for value in completion.titleHighlightRanges.reversed() {
    let range = value.rangeValue
    let matched = title.substring(with: range)
    title = title.replacingCharacters(in: range, with: "**\(matched)**") as NSString
  }
  return title as String
}

/// A pin for a found place.
final class PlacePin: NSObject, MKAnnotation {
  let coordinate: CLLocationCoordinate2D
  let title: String?

  init(mapItem: MKMapItem) {
    coordinate = mapItem.placemark.coordinate
    title = mapItem.name
  }
}

/// Searches near the region the map shows, and says where the map should go.
struct NearbySearcher {
  var visibleRegion = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 37.5665, longitude: 126.9780),
    latitudinalMeters: 50_000, longitudinalMeters: 50_000)

  func search(_ text: String) async throws -> (
    titles: [String], coordinates: [CLLocationCoordinate2D], region: MKCoordinateRegion
  ) {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = text
    request.region = visibleRegion
    request.resultTypes = [.address, .pointOfInterest]
    request.pointOfInterestFilter = MKPointOfInterestFilter(excluding: [.nightlife])
    let response = try await MKLocalSearch(request: request).start()
    let pins = response.mapItems.map(PlacePin.init(mapItem:))
    return (pins.compactMap(\.title), pins.map(\.coordinate), response.boundingRegion)
  }
}

@MainActor
final class RegionCompleterModel: NSObject, @preconcurrency MKLocalSearchCompleterDelegate {
  private let completer = MKLocalSearchCompleter()
  private(set) var rows: [String] = []

  init(region: MKCoordinateRegion) {
    super.init()
    completer.delegate = self
    completer.region = region
    completer.resultTypes = .address
  }

  func type(_ text: String) {
    completer.queryFragment = text
  }

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    rows = completer.results.map { "\(markedTitle(of: $0)) — \($0.subtitle)" }
  }
}

// MARK: - The code above, run

@Suite("MapKit region code compiles and runs") @MainActor
struct CompilesLikeMapKitRegionCodeTests {
  let world = World(gazetteer: Fixtures.cities)

  @Test("a completer biased to Australia marks the matched text")
  func completer() async {
    let model = world.run {
      RegionCompleterModel(
        region: MKCoordinateRegion(
          center: CLLocationCoordinate2D(latitude: -27.6, longitude: 152.9),
          latitudinalMeters: 20_000, longitudinalMeters: 20_000))
    }
    model.type("springf")
    await world.settle()
    expectEqual(
      model.rows, ["**Springf**ield — Australia", "**Springf**ield — United States"])
  }

  @Test("a nearby search pins its places and bounds them")
  func nearbySearch() async throws {
    let (titles, coordinates, region) = try await world.run {
      try await NearbySearcher().search("s")
    }
    expectEqual(titles.first, "Seoul")
    expectEqual(titles.count, 7)
    for coordinate in coordinates {
      #expect(abs(coordinate.latitude - region.center.latitude) <= region.span.latitudeDelta / 2)
    }
  }
}

// MARK: - A map screen, as a Swift 6 codebase writes it

final class PlacesMapViewController: UIViewController, MKMapViewDelegate {
  let mapView = MKMapView()
  private(set) var regionChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.frame = view.bounds
    mapView.delegate = self
    mapView.mapType = .mutedStandard
    mapView.showsUserLocation = true
    view.addSubview(mapView)
  }

  func show(_ mapItems: [MKMapItem]) {
    mapView.removeAnnotations(mapView.annotations)
    let pins = mapItems.map { item -> MKPointAnnotation in
      let pin = MKPointAnnotation()
      pin.coordinate = item.placemark.coordinate
      pin.title = item.name
      pin.subtitle = item.placemark.country
      return pin
    }
    mapView.showAnnotations(pins, animated: true)
  }

  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    regionChanges += 1
  }
}

@Suite("A map screen compiles and runs") @MainActor
struct CompilesLikeMapScreenTests {
  @Test("found places become pins, and the map moves to them once")
  func mapScreen() {
    let screen = PlacesMapViewController()
    screen.loadViewIfNeeded()
    let items = Fixtures.cities.search("spring", limit: 10).map {
      MKMapItem(placemark: MKPlacemark(place: $0))
    }
    screen.show(items)
    expectEqual(screen.mapView.annotations.count, 5)
    expectEqual(screen.regionChanges, 1)
    expectEqual(screen.mapView.annotations.first?.subtitle, "United States")
  }
}
