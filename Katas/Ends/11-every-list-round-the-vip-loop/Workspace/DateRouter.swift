/// Where the date screen can go.
@MainActor
protocol DateRoutingLogic {
  /// Hands the chosen dates back to the location search scene as the date screen leaves.
  func routeToLocationSearch()
}

/// The data the router passes on: the scene's own data store, and the one the dates go back to.
@MainActor
protocol DateDataPassing {
  var dataStore: DateDataStore? { get }
  var locationSearchDataStore: LocationSearchDataStore? { get set }
}

/// Hands the date scene's dates back to the location search scene: the location search
/// router gives this router its data store on the way in, and this router writes the dates
/// into it on the way out. It holds no view controller: it never navigates, the back button
/// does.
@MainActor
final class DateRouter: DateRoutingLogic, DateDataPassing {
  var dataStore: DateDataStore?
  /// Weak: the screen below owns that data store, and outlives this one.
  weak var locationSearchDataStore: LocationSearchDataStore?

  // MARK: Routing

  func routeToLocationSearch() {
    guard let dataStore, let locationSearchDataStore else { return }
    // No navigation: the back button has already popped the date screen.
    passDataToLocationSearch(source: dataStore, destination: locationSearchDataStore)
  }

  // MARK: Passing data

  func passDataToLocationSearch(source: DateDataStore, destination: LocationSearchDataStore) {
    destination.checkIn = source.checkIn
    destination.checkOut = source.checkOut
  }
}
