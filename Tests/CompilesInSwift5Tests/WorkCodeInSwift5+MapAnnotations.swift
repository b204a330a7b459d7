// Swift 5 work code that shows search results on a map: a view controller with an MKMapView,
// a delegate that dequeues registered marker views with a callout button, a tap on the button
// that opens the place, and the map zoomed to the results. Only the imports differ from iOS.

import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

/// A search result on the map.
final class ResultAnnotation: NSObject, MKAnnotation {
  let coordinate: CLLocationCoordinate2D
  let title: String?
  let subtitle: String?

  init(name: String, country: String, latitude: Double, longitude: Double) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    title = name
    subtitle = country
  }
}

final class ResultMarkerView: MKMarkerAnnotationView {
  static let reuseIdentifier = "ResultMarkerView"

  override init(annotation: MKAnnotation?, reuseIdentifier: String?) {
    super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    canShowCallout = true
    markerTintColor = .systemRed
    glyphImage = UIImage(systemName: "building.2")
    titleVisibility = .visible
    subtitleVisibility = .hidden
    displayPriority = .defaultHigh
    clusteringIdentifier = "results"
    rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    glyphText = nil
  }
}

final class ResultsMapViewController: UIViewController, MKMapViewDelegate {
  let mapView = MKMapView()
  var results: [ResultAnnotation] = []
  private(set) var openedPlace: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.delegate = self
    mapView.register(
      ResultMarkerView.self, forAnnotationViewWithReuseIdentifier: ResultMarkerView.reuseIdentifier)
    view.addSubview(mapView)
  }

  func show(_ newResults: [ResultAnnotation]) {
    mapView.removeAnnotations(mapView.annotations)
    results = newResults
    mapView.showAnnotations(newResults, animated: true)
  }

  func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
    guard let result = annotation as? ResultAnnotation else { return nil }
    let view =
      mapView.dequeueReusableAnnotationView(
        withIdentifier: ResultMarkerView.reuseIdentifier, for: result) as! ResultMarkerView
    view.glyphText = String(result.title?.prefix(1) ?? "")
    return view
  }

  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
    view.detailCalloutAccessoryView = UILabel()
  }

  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {
    openedPlace = view.annotation?.title ?? nil
  }
}

// MARK: - The code above, run

@Suite("Map annotation work code in the Swift 5 mode") @MainActor
struct MapAnnotationsWorkCodeInSwift5Tests {
  @Test("results show as markers in a region holding them, and the callout button opens one")
  func resultsOnTheMap() throws {
    let screen = ResultsMapViewController()
    screen.loadViewIfNeeded()
    screen.show([
      ResultAnnotation(name: "Seoul", country: "South Korea", latitude: 37.57, longitude: 126.98),
      ResultAnnotation(name: "Busan", country: "South Korea", latitude: 35.1, longitude: 129.04),
    ])
    screen.mapView.layoutIfNeeded()

    let busan = screen.results[1]
    let marker = try #require(screen.mapView.view(for: busan) as? ResultMarkerView)
    #expect(marker.glyphText == "B")
    #expect(screen.mapView.region.span.latitudeDelta > 2)
    screen.mapView.selectAnnotation(busan, animated: true)
    (marker.rightCalloutAccessoryView as? UIControl)?.sendActions(for: .touchUpInside)
    #expect(screen.openedPlace == "Busan")
    #expect(screen.mapView.selectedAnnotations.first === busan)
  }
}
