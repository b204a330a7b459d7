import Expectations
import Foundation
import Testing

@testable import BranchVIPER

/// The date module's interactor keeps the one-night rule, its presenter words the stay and
/// leaves through its router, and its router hands the dates to the module below.
@Suite("The date module chooses a stay and hands it back")
@MainActor
struct DateModuleTests {
  let destination = Destination(name: "Seoul", region: nil, country: "South Korea")

  @Test("the interactor starts from today, and keeps the check-out a night after the check-in")
  func oneNightAtLeast() throws {
    // Given an interactor with no dates yet, and an output spy
    let interactor = DateInteractor(destination: destination, checkIn: nil, checkOut: nil)
    let output = DateInteractorOutputSpy()
    interactor.output = output

    // When the stay starts, then the check-in moves past the check-out, then the person is done
    interactor.startStay(today: Seeds.today)
    interactor.chooseDates(checkIn: Seeds.day(4), checkOut: Seeds.day(1))
    interactor.finish()

    // Then the stay began tonight, the check-out followed the check-in, and those dates are final
    expectEqual(output.destinations, [destination])
    expectEqual(output.stays.map(\.nights), [1, 1])
    expectEqual(output.stays.last?.checkOut, Seeds.day(5))
    expectEqual(output.finished.first?.checkIn, Seeds.day(4))
    expectEqual(output.finished.first?.checkOut, Seeds.day(5))
  }

  @Test("the presenter words the place and the nights, and leaves through its router")
  func presenter() {
    // Given a date presenter over a real interactor, with spies for its view and router
    let interactor = DateInteractor(
      destination: destination, checkIn: Seeds.day(1), checkOut: Seeds.day(4))
    let router = DateRouterSpy()
    let presenter = DatePresenter(interactor: interactor, router: router)
    let view = DateViewSpy()
    presenter.view = view
    interactor.output = presenter

    // When the view loads and then goes back
    presenter.viewDidLoad(today: Seeds.today)
    presenter.viewWillGoBack()

    // Then the view showed the place and three nights, and the router left with the dates
    expectEqual(view.place?.title, "Seoul")
    expectEqual(view.place?.text, "Seoul, South Korea")
    expectEqual(view.nightsTexts, ["3 nights"])
    expectEqual(router.closedWith.count, 1)
    expectEqual(router.closedWith.first?.checkOut, Seeds.day(4))
  }

  @Test("the router hands the dates to the module below, which it does not keep alive")
  func router() {
    // Given a router whose output is a spy
    let router = DateRouter()
    let output = DateModuleOutputSpy()
    router.output = output

    // When it closes with dates
    router.close(checkIn: Seeds.day(1), checkOut: Seeds.day(2))

    // Then the output got them; the reference is weak
    expectEqual(output.chosenDates.first?.checkIn, Seeds.day(1))
    weak var released: DateModuleOutputSpy?
    do {
      let other = DateModuleOutputSpy()
      router.output = other
      released = other
    }
    expectNil(released)
  }
}
