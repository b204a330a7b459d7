// Work code for navigation, written as iOS projects write it, with only the import changed: a
// master-detail pair that passes data in prepare(for:sender:) and back by unwinding, an alert
// with a text field, a search controller in the navigation item, and a router that presents
// modally. The one headless addition is the storyboard's declaration in the suite below, which an
// iOS project draws in Interface Builder; `@IBAction` is left out (no Objective-C runtime).

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

struct Trip {
  var city: String
  var nights: Int
}

final class TripListViewController: UIViewController, UISearchResultsUpdating {
  var trips = [Trip(city: "Seoul", nights: 2), Trip(city: "Busan", nights: 3)]
  private(set) var visibleTrips: [Trip] = []
  var selectedTrip: Trip?
  let searchController = UISearchController(searchResultsController: nil)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Trips"
    visibleTrips = trips

    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search trips"
    navigationItem.searchController = searchController
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in
        self?.presentNewTripAlert()
      })
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setNavigationBarHidden(false, animated: animated)
  }

  func updateSearchResults(for searchController: UISearchController) {
    let text = searchController.searchBar.text ?? ""
    visibleTrips =
      text.isEmpty ? trips : trips.filter { $0.city.lowercased().hasPrefix(text.lowercased()) }
  }

  func didSelectTrip(at index: Int) {
    selectedTrip = visibleTrips[index]
    performSegue(withIdentifier: "showTrip", sender: self)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "showTrip", let detail = segue.destination as? TripDetailViewController {
      detail.trip = selectedTrip
    }
  }

  // iOS: @IBAction func unwindToTrips(_ segue: UIStoryboardSegue)
  func unwindToTrips(_ segue: UIStoryboardSegue) {
    guard let detail = segue.source as? TripDetailViewController, let trip = detail.trip else {
      return
    }
    if let index = trips.firstIndex(where: { $0.city == trip.city }) {
      trips[index] = trip
    }
  }

  private func presentNewTripAlert() {
    let alert = UIAlertController(
      title: "New trip", message: "Where are you going?", preferredStyle: .alert)
    alert.addTextField { textField in
      textField.placeholder = "City"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    let addAction = UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
      guard let city = alert?.textFields?.first?.text, !city.isEmpty else { return }
      self?.trips.append(Trip(city: city, nights: 1))
    }
    alert.addAction(addAction)
    alert.preferredAction = addAction
    present(alert, animated: true)
  }
}

final class TripDetailViewController: UIViewController {
  var trip: Trip?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = trip?.city
    let saveButton = UIBarButtonItem(title: "Save", primaryAction: nil)
    saveButton.style = .done
    navigationItem.rightBarButtonItem = saveButton
  }

  func saveTapped() {
    trip?.nights += 1
    performSegue(withIdentifier: "unwindToTrips", sender: self)
  }
}

@MainActor
protocol TripRoutingLogic {
  func routeToSettings()
}

@MainActor
final class TripRouter: TripRoutingLogic {
  weak var viewController: UIViewController?

  func routeToSettings() {
    let settings = UIViewController()
    settings.title = "Settings"
    let navigationController = UINavigationController(rootViewController: settings)
    navigationController.modalPresentationStyle = .fullScreen
    settings.navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .close,
      primaryAction: UIAction { [weak settings] _ in
        settings?.dismiss(animated: true, completion: nil)
      })
    viewController?.present(navigationController, animated: true, completion: nil)
  }
}

// MARK: - The suite

@Suite("Navigation work code compiles and runs") @MainActor
struct CompilesLikeiOSNavigationCodeTests {
  // The storyboard an iOS project draws in Interface Builder.
  static func defineStoryboard() {
    UIStoryboard.define(
      name: "Trips",
      scenes: [
        .init("Navigation", isInitial: true) { storyboard in
          UINavigationController(
            rootViewController: storyboard.instantiateViewController(withIdentifier: "TripList"))
        },
        .init("TripList", segues: [.show("showTrip", to: "TripDetail")]) { _ in
          TripListViewController()
        },
        .init(
          "TripDetail",
          segues: [
            .unwind(
              "unwindToTrips", action: "unwindToTrips:", declaredBy: TripListViewController.self
            ) { list, segue in list.unwindToTrips(segue) }
          ]
        ) { _ in TripDetailViewController() },
      ])
  }

  let window = UIWindow()

  // The app's window on screen, with the storyboard's initial navigation controller and its
  // trip list.
  func launch() throws -> (UINavigationController, TripListViewController) {
    Self.defineStoryboard()
    window.rootViewController = UIStoryboard(name: "Trips", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? TripListViewController)
    return (navigation, list)
  }

  @Test("master-detail: prepare hands the trip over, unwinding hands it back")
  func masterDetail() async throws {
    let (navigation, list) = try launch()

    list.didSelectTrip(at: 1)
    await drainMainQueue()
    let detail = try #require(navigation.topViewController as? TripDetailViewController)
    expectEqual(
      ScreenTranscript.render(window), "screen 2 of 2: Busan  ‹ Trips\nbar: right [Save]\n")

    detail.saveTapped()
    await drainMainQueue()

    expectEqual(navigation.viewControllers.count, 1)
    expectEqual(list.trips.map(\.nights), [2, 4])
  }

  @Test("the search controller filters, and the add alert adds a trip")
  func searchAndAlert() async throws {
    let (_, list) = try launch()
    let touches = Touches(window: window)

    try touches.type("bu")
    expectEqual(list.visibleTrips.map(\.city), ["Busan"])
    list.searchController.isActive = false

    try touches.tapBarButton(.add)
    await drainMainQueue()
    try touches.typeInAlert("Jeju")
    try touches.tapAlertAction(titled: "Add")
    await drainMainQueue()

    expectEqual(list.trips.map(\.city), ["Seoul", "Busan", "Jeju"])
  }

  @Test("the router presents settings full screen, and its close button dismisses them")
  func router() async throws {
    let window = UIWindow()
    let home = UIViewController()
    window.rootViewController = UINavigationController(rootViewController: home)
    window.makeKeyAndVisible()
    let router = TripRouter()
    router.viewController = home

    router.routeToSettings()
    await drainMainQueue()
    expectEqual(
      ScreenTranscript.render(window),
      "presented full screen over \"(untitled)\"\nscreen 1 of 1: Settings\nbar: left [Close]\n"
    )

    try Touches(window: window).tapBarButton(.close)
    await drainMainQueue()
    expectNil(home.presentedViewController)
  }
}
