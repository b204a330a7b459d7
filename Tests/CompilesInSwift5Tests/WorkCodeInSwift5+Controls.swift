// Swift 5 work code with the everyday controls and MapKit regions: a form built by a plain
// factory function, a search view model that reads placemarks off the main actor, and a
// refresh control wired in a default argument. Only the imports differ from iOS.

import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

/// A text field as a form factory makes it, outside any view controller.
func makeField(placeholder: String, secure: Bool = false) -> UITextField {
  let field = UITextField()
  field.placeholder = placeholder
  field.isSecureTextEntry = secure
  field.borderStyle = .roundedRect
  field.clearButtonMode = .whileEditing
  field.returnKeyType = secure ? .go : .next
  return field
}

/// An address line read from a placemark, as a plain helper does.
func addressLine(for placemark: CLPlacemark) -> String {
  [
    placemark.subThoroughfare, placemark.thoroughfare, placemark.locality,
    placemark.administrativeArea, placemark.country,
  ]
  .compactMap { $0 }
  .joined(separator: ", ")
}

final class SearchFormViewController: UIViewController, UITextFieldDelegate {
  let queryField = makeField(placeholder: "City")
  let spinner = UIActivityIndicatorView(style: .medium)
  private(set) var addresses: [String] = []
  var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 35.1, longitude: 129.0),
    span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))

  init(refreshControl: UIRefreshControl = UIRefreshControl()) {
    super.init(nibName: nil, bundle: nil)
    refreshControl.tintColor = .systemBlue
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    queryField.delegate = self
    view.addSubview(queryField)
    view.addSubview(spinner)
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    let request = MKLocalSearch.Request(naturalLanguageQuery: textField.text ?? "", region: region)
    spinner.startAnimating()
    MKLocalSearch(request: request).start { response, _ in
      self.spinner.stopAnimating()
      self.addresses = (response?.mapItems ?? []).map { addressLine(for: $0.placemark) }
    }
    return textField.resignFirstResponder()
  }
}

// MARK: - The code above, run

@Suite("Controls work code in the Swift 5 mode") @MainActor
struct ControlsWorkCodeInSwift5Tests {
  // Two cities that match "bus": the smaller one in the form's region, the larger far from it.
  let world = World(
    gazetteer: Gazetteer(
      places: [(1, "Busan", 35.1, 129.04), (2, "Busanjin", 37.5, 127.0)].map {
        id, name, latitude, longitude in
        Place(
          id: id, name: name, hangulNames: [], countryCode: "KR", countryName: "South Korea",
          region: nil, coordinate: Coordinate(latitude: latitude, longitude: longitude),
          population: 1_000 * id)
      }))

  @Test("the return key searches near the region and lists addresses")
  func searchForm() async {
    let screen = SearchFormViewController()
    screen.loadViewIfNeeded()
    screen.queryField.text = "bus"
    world.run { _ = screen.textFieldShouldReturn(screen.queryField) }
    #expect(screen.spinner.isAnimating)
    await world.settle()
    #expect(!screen.spinner.isAnimating)
    #expect(screen.spinner.isHidden)
    #expect(screen.addresses == ["Busan, South Korea", "Busanjin, South Korea"])
  }
}
