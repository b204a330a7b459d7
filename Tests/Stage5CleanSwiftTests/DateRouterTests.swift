import Expectations
import Foundation
import Testing

@testable import Stage5CleanSwift

/// The date router: the dates go back from its data store into the one it was handed.
@Suite("DateRouter")
@MainActor
struct DateRouterTests {
  let sut = DateRouter()
  let dataStore = DateInteractor()

  init() {
    sut.dataStore = dataStore
  }

  @Test("leaving the date screen hands the dates back to the location search data store")
  func routeBackPassesTheDates() {
    // Given
    let locationSearch = LocationSearchDataStoreSpy()
    sut.locationSearchDataStore = locationSearch
    dataStore.place = Destination(place: Seeds.seoul)
    dataStore.checkIn = Seeds.day(23)
    dataStore.checkOut = Seeds.day(28)
    // When
    sut.routeToLocationSearch()
    // Then
    expectEqual(locationSearch.checkIn, Seeds.day(23))
    expectEqual(locationSearch.checkOut, Seeds.day(28))
    expectNil(locationSearch.selectedPlace)
  }

  @Test("does not keep the location search scene alive")
  func holdsTheWayBackWeakly() {
    // Given
    var locationSearch: LocationSearchDataStoreSpy? = LocationSearchDataStoreSpy()
    sut.locationSearchDataStore = locationSearch
    // When
    locationSearch = nil
    // Then
    expectNil(sut.locationSearchDataStore)
  }

  // MARK: Test doubles

  final class LocationSearchDataStoreSpy: LocationSearchDataStore {
    var selectedPlace: Destination?
    var checkIn: Date?
    var checkOut: Date?
  }
}
