import HeadlessUIKit

/// Where the location search screen can go.
@MainActor
protocol LocationSearchRoutingLogic {
  func routeToDates()
}

/// The data the router passes on: the scene's data store.
@MainActor
protocol LocationSearchDataPassing {
  var dataStore: LocationSearchDataStore? { get }
}

/// Opens the date screen from the location search screen, and hands it its data: from data
/// store to data store, never into another view controller's properties.
@MainActor
final class LocationSearchRouter: LocationSearchRoutingLogic, LocationSearchDataPassing {
  /// Weak: the view controller owns this router.
  weak var viewController: LocationSearchViewController?
  var dataStore: LocationSearchDataStore?
  private let dateScreenFactory: any DateScreenFactory

  init(dateScreenFactory: any DateScreenFactory) {
    self.dateScreenFactory = dateScreenFactory
  }

  // MARK: Routing

  func routeToDates() {
    let destinationVC = dateScreenFactory.makeDateScreen()
    passDataToDates(source: dataStore!, destination: destinationVC.router!.dataStore!)
    // The way back: the date router hands the dates to this data store when its screen
    // leaves. Given here, so the date scene never looks for the screen below it.
    destinationVC.router!.locationSearchDataStore = dataStore
    navigateToDates(source: viewController!, destination: destinationVC)
  }

  // MARK: Navigation

  func navigateToDates(source: LocationSearchViewController, destination: DateViewController) {
    source.navigationController?.pushViewController(destination, animated: true)
  }

  // MARK: Passing data

  func passDataToDates(source: LocationSearchDataStore, destination: DateDataStore) {
    destination.place = source.selectedPlace
    destination.checkIn = source.checkIn
    destination.checkOut = source.checkOut
  }
}
