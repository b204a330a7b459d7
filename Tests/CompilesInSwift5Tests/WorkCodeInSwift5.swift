// Why this target exists: most apps at work are still compiled in the Swift 5 language mode,
// where Apple's SDK, imported from Objective-C as predating concurrency, accepts code that
// touches UIKit outside the main actor's checks and MapKit from anywhere. Everything above the
// tests is such code, written as a Swift 5 codebase writes it, with only the imports changed.
// If the kit were stricter than Apple's SDK (a plain `@MainActor` where UIKit predates
// concurrency, a main-actor MapKit type), this target would stop compiling. It is built in the
// Swift 5 mode by Package.swift, with no warnings expected.

import HeadlessMapKit  // iOS: import MapKit
import HeadlessUIKit  // iOS: import UIKit
import Places
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

/// A row of a search result list, made by a plain function that reads map items.
struct PlaceRow: Equatable {
  let title: String
  let subtitle: String
}

func makeRows(from mapItems: [MKMapItem]) -> [PlaceRow] {
  mapItems.map { item in
    PlaceRow(title: item.name ?? "Unknown", subtitle: item.placemark.country ?? "")
  }
}

/// A worker that searches and hands the places back through a completion closure.
final class PlaceSearchWorker {
  private(set) var searchesStarted = 0

  func searchPlaces(matching text: String, completion: @escaping ([PlaceRow]) -> Void) {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = text
    let search = MKLocalSearch(request: request)
    searchesStarted += 1
    search.start { response, error in
      guard let response = response, error == nil else {
        completion([])
        return
      }
      completion(makeRows(from: response.mapItems))
    }
  }
}

/// A router: a plain class that pushes on its view controller's navigation controller.
final class PlaceRouter {
  weak var viewController: UIViewController?

  func routeToDetail(of row: PlaceRow) {
    let detail = PlaceDetailViewController(row: row)
    viewController?.navigationController?.pushViewController(detail, animated: false)
  }
}

/// A protocol extension for view controllers, as apps write for shared navigation.
protocol DetailShowing {}

extension DetailShowing where Self: UIViewController {
  func showDetail(of row: PlaceRow) {
    navigationController?.pushViewController(PlaceDetailViewController(row: row), animated: false)
  }
}

/// Views made in default arguments and in a static factory.
struct PlaceHeader {
  let titleLabel: UILabel
  let subtitleLabel: UILabel

  init(titleLabel: UILabel = UILabel(), subtitleLabel: UILabel = UILabel()) {
    self.titleLabel = titleLabel
    self.subtitleLabel = subtitleLabel
  }

  static func make(for row: PlaceRow) -> PlaceHeader {
    let header = PlaceHeader()
    header.titleLabel.text = row.title
    header.subtitleLabel.text = row.subtitle
    return header
  }
}

final class PlaceDetailViewController: UIViewController, DetailShowing {
  let row: PlaceRow

  init(row: PlaceRow) {
    self.row = row
    super.init(nibName: nil, bundle: nil)
    title = row.title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The completer's delegate, as Swift 5 code writes it: the callbacks hop to the main queue
/// before they touch the screen's state.
final class CompletionListViewController: UIViewController, MKLocalSearchCompleterDelegate {
  let completer = MKLocalSearchCompleter()
  private(set) var titles: [String] = []
  private(set) var failed = false

  override func viewDidLoad() {
    super.viewDidLoad()
    completer.delegate = self
  }

  func search(_ text: String) {
    completer.queryFragment = text
  }

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    DispatchQueue.main.async {
      self.titles = completer.results.map { $0.title }
      self.failed = false
    }
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    DispatchQueue.main.async {
      self.failed = true
    }
  }
}

// MARK: - The code above, run

@Suite("Work code in the Swift 5 mode") @MainActor
struct WorkCodeInSwift5Tests {
  let world = World(
    gazetteer: Gazetteer(places: [
      Place(
        id: 1, name: "Busan", hangulNames: ["부산"], countryCode: "KR", countryName: "South Korea",
        region: nil, coordinate: Coordinate(latitude: 35.1, longitude: 129.04),
        population: 3_400_000)
    ]))

  @Test("a worker's search hands back rows made by a plain function")
  func worker() async {
    let worker = PlaceSearchWorker()
    var rows: [PlaceRow] = []
    world.run { worker.searchPlaces(matching: "busan") { rows = $0 } }
    await world.settle()
    #expect(rows == [PlaceRow(title: "Busan", subtitle: "South Korea")])
    #expect(worker.searchesStarted == 1)
  }

  @Test("a router and a protocol extension push the detail screen")
  func routing() {
    let list = PlaceDetailViewController(row: PlaceRow(title: "List", subtitle: ""))
    let navigation = UINavigationController(rootViewController: list)
    let router = PlaceRouter()
    router.viewController = list
    router.routeToDetail(of: PlaceRow(title: "Busan", subtitle: "South Korea"))
    list.showDetail(of: PlaceRow(title: "Seoul", subtitle: "South Korea"))
    #expect(navigation.viewControllers.map { $0.title } == ["List", "Busan", "Seoul"])
  }

  @Test("views made in default arguments and a static factory")
  func defaults() {
    let header = PlaceHeader.make(for: PlaceRow(title: "Busan", subtitle: "South Korea"))
    #expect(header.titleLabel.text == "Busan")
    #expect(header.subtitleLabel.text == "South Korea")
  }

  @Test("the completer's delegate gets the completions on the main queue")
  func completerDelegate() async {
    let screen = world.run { CompletionListViewController() }
    screen.loadViewIfNeeded()
    screen.search("bus")
    await world.settle()
    #expect(screen.titles == ["Busan"])
    #expect(!screen.failed)
  }
}
