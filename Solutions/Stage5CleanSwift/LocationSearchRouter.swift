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

/// Opens the date screen from the location search screen, and hands it its data.
///
/// Moved: stage 4's `DateScreenFactory` (`ContainerDateScreenFactory`, which filled in the date
/// screen's properties) and the view controller's push are here now. The router passes data
/// from data store to data store, never into another view controller's properties.
@MainActor
final class LocationSearchRouter: LocationSearchRoutingLogic, LocationSearchDataPassing {
  /// Weak: the view controller owns this router.
  weak var viewController: LocationSearchViewController?
  var dataStore: LocationSearchDataStore?

  // MARK: Routing

  func routeToDates() {
    let destinationVC = DateViewController()
    passDataToDates(source: dataStore!, destination: destinationVC.router!.dataStore!)
    // The way back: the date router hands the dates to this data store when its screen
    // leaves. Given here, so the date scene never looks for the screen below it (CleanStore's
    // routers find it in the navigation stack, stage 1's smell).
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
