import Expectations
import Foundation
import Testing

@testable import BranchMVP

/// The date presenter owns the date screen's logic: the place's words, the dates to start from,
/// the one-night rule and the dates handed back. A spy stands in for the screen.
@Suite("The date presenter tells its view the place and the stay")
@MainActor
struct DatePresenterTests {
  @Test("on load the view shows the place and a one-night stay from today")
  func firstVisit() throws {
    // Given a presenter for Seoul with no dates yet
    let (presenter, view) = makePresenter()

    // When the screen loads
    presenter.viewDidLoad(today: Fixtures.today)

    // Then it shows the place and tonight's stay
    expectEqual(view.place?.title, "Seoul")
    expectEqual(view.place?.text, "Seoul, South Korea")
    let stay = try #require(view.stays.last)
    #expect(stay.checkIn == Fixtures.today && stay.checkOut == Fixtures.day(1))
    expectEqual(stay.earliestCheckOut, Fixtures.day(1))
    expectEqual(stay.nightsText, "1 night")
  }

  @Test("dates from an earlier visit come back, and the nights are counted")
  func laterVisit() throws {
    // Given a presenter with dates chosen before
    let (presenter, view) = makePresenter(checkIn: Fixtures.day(2), checkOut: Fixtures.day(5))

    // When the screen loads
    presenter.viewDidLoad(today: Fixtures.today)

    // Then those dates show, three nights
    let stay = try #require(view.stays.last)
    #expect(stay.checkIn == Fixtures.day(2) && stay.checkOut == Fixtures.day(5))
    expectEqual(stay.nightsText, "3 nights")
  }

  @Test("a check-in picked on or after the check-out moves the check-out to the night after")
  func oneNightAtLeast() throws {
    // Given a one-night stay on screen
    let (presenter, view) = makePresenter()
    presenter.viewDidLoad(today: Fixtures.today)

    // When the person moves the check-in past the check-out
    presenter.datesPicked(checkIn: Fixtures.day(4), checkOut: Fixtures.day(1))

    // Then the check-out follows, a night later
    let stay = try #require(view.stays.last)
    #expect(stay.checkIn == Fixtures.day(4) && stay.checkOut == Fixtures.day(5))
    expectEqual(stay.earliestCheckOut, Fixtures.day(5))
    expectEqual(presenter.checkOut, Fixtures.day(5))
  }

  @Test("going back hands the dates on screen to the delegate, once; before loading, nothing")
  func handBack() {
    // Given a presenter with a spy for its delegate
    let (presenter, _) = makePresenter()
    let delegate = DatePresenterDelegateSpy()
    presenter.delegate = delegate

    // When it goes back before any date was shown, then after the person picked some
    presenter.viewWillGoBack()
    #expect(delegate.chosenDates.isEmpty)
    presenter.viewDidLoad(today: Fixtures.today)
    presenter.datesPicked(checkIn: Fixtures.day(1), checkOut: Fixtures.day(3))
    presenter.viewWillGoBack()

    // Then the delegate got the picked dates
    expectEqual(delegate.chosenDates.count, 1)
    expectEqual(delegate.chosenDates.first?.checkIn, Fixtures.day(1))
    expectEqual(delegate.chosenDates.first?.checkOut, Fixtures.day(3))
  }

  private func makePresenter(checkIn: Date? = nil, checkOut: Date? = nil) -> (
    DatePresenter, DateViewSpy
  ) {
    let presenter = DatePresenter(
      placeName: "Seoul", placeDetail: "South Korea", checkIn: checkIn, checkOut: checkOut)
    let view = DateViewSpy()
    presenter.view = view
    return (presenter, view)
  }
}
