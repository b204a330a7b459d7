import Expectations
import Foundation
import Testing

@testable import BranchMVVM

/// The date screen's view model alone: the one-night rule, the nights' wording and the dates
/// going back, with no picker and no screen.
@Suite("DateViewModel")
@MainActor
struct DateViewModelTests {
  @Test("a first visit starts on the picker's day and the night after")
  func firstVisitStartsToday() {
    // Given
    let sut = DateViewModel(
      placeName: "Springfield", placeDetail: "Illinois, United States", checkIn: nil,
      checkOut: nil)
    var changes = 0
    sut.onChange = { changes += 1 }
    // When
    sut.viewDidLoad(today: Seeds.today)
    // Then
    expectEqual(sut.title, "Springfield")
    expectEqual(sut.placeText, "Springfield, Illinois, United States")
    expectEqual(sut.checkIn, Seeds.today)
    expectEqual(sut.checkOut, Seeds.day(1))
    expectEqual(sut.nightsText, "1 night")
    expectEqual(changes, 1)
  }

  @Test("dates chosen before are kept, whatever day the picker starts on")
  func chosenDatesAreKept() {
    // Given
    let sut = DateViewModel(
      placeName: "Busan", placeDetail: "South Korea", checkIn: Seeds.day(2),
      checkOut: Seeds.day(5))
    // When
    sut.viewDidLoad(today: Seeds.today)
    // Then
    expectEqual(sut.checkIn, Seeds.day(2))
    expectEqual(sut.checkOut, Seeds.day(5))
    expectEqual(sut.earliestCheckOut, Seeds.day(3))
    expectEqual(sut.nightsText, "3 nights")
  }

  @Test("a check-in on or after the check-out moves the check-out to the night after")
  func checkOutFollowsALaterCheckIn() {
    // Given
    let sut = DateViewModel(
      placeName: "Busan", placeDetail: "South Korea", checkIn: nil, checkOut: nil)
    sut.viewDidLoad(today: Seeds.today)
    // When
    sut.checkInDidChange(Seeds.day(4))
    // Then
    expectEqual(sut.checkOut, Seeds.day(5))
    expectEqual(sut.earliestCheckOut, Seeds.day(5))
    // When: an earlier check-in leaves the check-out where it is
    sut.checkInDidChange(Seeds.day(1))
    // Then
    expectEqual(sut.checkOut, Seeds.day(5))
    expectEqual(sut.nightsText, "4 nights")
  }

  @Test("going back hands the dates on; a screen never loaded hands nothing")
  func goingBackHandsTheDatesOn() {
    // Given
    let sut = DateViewModel(
      placeName: "Busan", placeDetail: "South Korea", checkIn: nil, checkOut: nil)
    var chosen: [[Date]] = []
    sut.onDatesChosen = { chosen.append([$0, $1]) }
    sut.willGoBack()
    #expect(chosen.isEmpty)
    sut.viewDidLoad(today: Seeds.today)
    sut.checkOutDidChange(Seeds.day(2))
    // When
    sut.willGoBack()
    // Then
    expectEqual(chosen, [[Seeds.today, Seeds.day(2)]])
  }
}
