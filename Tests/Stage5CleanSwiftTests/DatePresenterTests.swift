import Expectations
import Foundation
import Testing

@testable import Stage5CleanSwift

/// The date presenter: the title, the place line and the nights, as the screen shows them.
@Suite("DatePresenter")
@MainActor
struct DatePresenterTests {
  let sut = DatePresenter()
  let display = DisplayLogicSpy()

  init() {
    sut.viewController = display
  }

  @Test("the title is the place's name; the place line adds its state and country")
  func placeInTheUnitedStates() {
    // When
    sut.presentStay(
      response: Dates.LoadStay.Response(place: Destination(place: Seeds.springfieldIllinois)))
    // Then
    expectEqual(display.stays.last?.title, "Springfield")
    expectEqual(display.stays.last?.placeText, "Springfield, Illinois, United States")
  }

  @Test("a place with no state shows its country after its name")
  func placeElsewhere() {
    // When
    sut.presentStay(response: Dates.LoadStay.Response(place: Destination(place: Seeds.seoul)))
    // Then
    expectEqual(display.stays.last?.placeText, "Seoul, South Korea")
  }

  @Test(
    "the dates pass through as they are; one night is singular, more are plural",
    arguments: [
      (1, "1 night"), (3, "3 nights"),
    ])
  func nights(nights: Int, text: String) {
    // When
    sut.presentDates(
      response: Dates.PickDates.Response(
        checkIn: Seeds.today, checkOut: Seeds.day(nights), earliestCheckOut: Seeds.day(1),
        nights: nights))
    // Then
    expectEqual(display.dates.last?.nightsText, text)
    expectEqual(display.dates.last?.checkIn, Seeds.today)
    expectEqual(display.dates.last?.checkOut, Seeds.day(nights))
    expectEqual(display.dates.last?.earliestCheckOut, Seeds.day(1))
  }

  // MARK: Test doubles

  final class DisplayLogicSpy: DateDisplayLogic {
    private(set) var stays: [Dates.LoadStay.ViewModel] = []
    private(set) var dates: [Dates.PickDates.ViewModel] = []

    func displayStay(viewModel: Dates.LoadStay.ViewModel) {
      stays.append(viewModel)
    }

    func displayDates(viewModel: Dates.PickDates.ViewModel) {
      dates.append(viewModel)
    }
  }
}
