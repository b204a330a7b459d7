import Expectations
import Foundation
import Testing

@testable import Stage5CleanSwift

/// The date interactor: which dates the screen starts from, and the one-night rule.
@Suite("DateInteractor")
@MainActor
struct DateInteractorTests {
  let sut = DateInteractor()
  let presenter = PresentationLogicSpy()

  init() {
    sut.presenter = presenter
  }

  @Test("opening presents the place it was given")
  func loadPresentsThePlace() {
    // Given
    sut.place = Destination(place: Seeds.springfieldIllinois)
    // When
    sut.loadStay(request: Dates.LoadStay.Request(today: Seeds.today))
    // Then
    expectEqual(presenter.stays.last?.place, Destination(place: Seeds.springfieldIllinois))
  }

  @Test("opening with no dates starts today, for one night, and keeps those dates")
  func loadWithoutDatesStartsToday() {
    // When
    sut.loadStay(request: Dates.LoadStay.Request(today: Seeds.today))
    // Then
    let dates = presenter.dates.last
    expectEqual(dates?.checkIn, Seeds.today)
    expectEqual(dates?.checkOut, Seeds.day(1))
    expectEqual(dates?.earliestCheckOut, Seeds.day(1))
    expectEqual(dates?.nights, 1)
    expectEqual(sut.checkIn, Seeds.today)
    expectEqual(sut.checkOut, Seeds.day(1))
  }

  @Test("opening with dates chosen before shows them")
  func loadWithDatesShowsThem() {
    // Given
    sut.checkIn = Seeds.day(23)
    sut.checkOut = Seeds.day(28)
    // When
    sut.loadStay(request: Dates.LoadStay.Request(today: Seeds.today))
    // Then
    expectEqual(presenter.dates.last?.checkIn, Seeds.day(23))
    expectEqual(presenter.dates.last?.checkOut, Seeds.day(28))
    expectEqual(presenter.dates.last?.nights, 5)
  }

  @Test("a check-in on or after the check-out moves the check-out to the next day")
  func checkOutFollowsCheckIn() {
    // When
    sut.pickDates(request: Dates.PickDates.Request(checkIn: Seeds.day(23), checkOut: Seeds.day(1)))
    // Then
    expectEqual(presenter.dates.last?.checkOut, Seeds.day(24))
    expectEqual(presenter.dates.last?.earliestCheckOut, Seeds.day(24))
    expectEqual(presenter.dates.last?.nights, 1)
  }

  @Test("picked dates are kept for the way back")
  func pickedDatesAreKept() {
    // When
    sut.pickDates(request: Dates.PickDates.Request(checkIn: Seeds.day(23), checkOut: Seeds.day(26)))
    // Then
    expectEqual(sut.checkIn, Seeds.day(23))
    expectEqual(sut.checkOut, Seeds.day(26))
    expectEqual(presenter.dates.last?.nights, 3)
  }

  // MARK: Test doubles

  final class PresentationLogicSpy: DatePresentationLogic {
    private(set) var stays: [Dates.LoadStay.Response] = []
    private(set) var dates: [Dates.PickDates.Response] = []

    func presentStay(response: Dates.LoadStay.Response) {
      stays.append(response)
    }

    func presentDates(response: Dates.PickDates.Response) {
      dates.append(response)
    }
  }
}
