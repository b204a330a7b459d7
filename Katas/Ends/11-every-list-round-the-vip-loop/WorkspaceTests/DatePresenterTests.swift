import Foundation
import Testing

@testable import Workspace

/// The date presenter alone: a response in, a view model out to a spy of the display logic.
@Suite("The date presenter")
@MainActor
struct DatePresenterTests {
  let presenter = DatePresenter()
  let display = DateDisplayLogicSpy()

  init() {
    presenter.viewController = display
  }

  @Test("the place is shown with its region and country, and titles the screen")
  func placeText() {
    // Given a place in a US state
    let place = Destination(name: "Springfield", region: "Illinois", country: "United States")

    // When the presenter presents the stay
    presenter.presentStay(response: Dates.LoadStay.Response(place: place))

    // Then the view is given the title and the full place text
    #expect(display.stays.map(\.title) == ["Springfield"])
    #expect(display.stays.map(\.placeText) == ["Springfield, Illinois, United States"])
  }

  @Test("one night is singular, more are plural")
  func nights() {
    let day = Date(timeIntervalSince1970: 0)
    for nights in [1, 3] {
      presenter.presentDates(
        response: Dates.PickDates.Response(
          checkIn: day, checkOut: day, earliestCheckOut: day, nights: nights))
    }
    #expect(display.dates.map(\.nightsText) == ["1 night", "3 nights"])
  }
}

/// Stands in for the date screen: records every view model the presenter gives it.
@MainActor
final class DateDisplayLogicSpy: DateDisplayLogic {
  private(set) var stays: [Dates.LoadStay.ViewModel] = []
  private(set) var dates: [Dates.PickDates.ViewModel] = []

  func displayStay(viewModel: Dates.LoadStay.ViewModel) {
    stays.append(viewModel)
  }

  func displayDates(viewModel: Dates.PickDates.ViewModel) {
    dates.append(viewModel)
  }
}
