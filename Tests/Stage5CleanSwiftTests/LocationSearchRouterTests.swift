import Expectations
import Foundation
import HeadlessUIKit
import Testing

@testable import Stage5CleanSwift

/// The location search router: from a data store spy, through a navigation controller spy, to
/// the date scene's data store.
@Suite("LocationSearchRouter")
@MainActor
struct LocationSearchRouterTests {
  let sut = LocationSearchRouter(dateScreenFactory: DateScreenFactoryFake())
  let dataStore = DataStoreSpy()
  let source: LocationSearchViewController
  let navigation: NavigationControllerSpy

  init() {
    source = Seeds.inSmallWorld { Seeds.searchScreen() }
    navigation = NavigationControllerSpy(rootViewController: source)
    sut.viewController = source
    sut.dataStore = dataStore
  }

  @Test("routing to the dates pushes one date screen, with the place and the dates chosen before")
  func routeToDatesPassesTheData() throws {
    // Given
    dataStore.selectedPlace = Destination(place: Seeds.busan)
    dataStore.checkIn = Seeds.day(23)
    dataStore.checkOut = Seeds.day(26)
    // When
    sut.routeToDates()
    // Then
    expectEqual(navigation.pushed.count, 1)
    let destination = try #require(navigation.pushed.first as? DateViewController)
    let destinationDataStore = try #require(destination.router?.dataStore)
    expectEqual(destinationDataStore.place, Destination(place: Seeds.busan))
    expectEqual(destinationDataStore.checkIn, Seeds.day(23))
    expectEqual(destinationDataStore.checkOut, Seeds.day(26))
  }

  @Test("the date screen's router is handed this scene's data store for the way back")
  func routeToDatesHandsTheWayBack() throws {
    // When
    sut.routeToDates()
    // Then
    let destination = try #require(navigation.pushed.first as? DateViewController)
    expectIdentical(destination.router?.locationSearchDataStore, dataStore)
  }

  @Test("holds its view controller weakly")
  func holdsTheViewControllerWeakly() {
    // Given
    var viewController: LocationSearchViewController? = Seeds.inSmallWorld {
      Seeds.searchScreen()
    }
    sut.viewController = viewController
    // When
    viewController = nil
    // Then
    expectNil(sut.viewController)
  }

  // MARK: Test doubles

  final class DataStoreSpy: LocationSearchDataStore {
    var selectedPlace: Destination?
    var checkIn: Date?
    var checkOut: Date?
  }

  /// Records the screens pushed, and pushes them.
  final class NavigationControllerSpy: UINavigationController {
    private(set) var pushed: [UIViewController] = []

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
      pushed.append(viewController)
      super.pushViewController(viewController, animated: animated)
    }
  }
}
