import Expectations
import Foundation
import HeadlessUIKit
import Testing

@testable import Stage3SubControllers

/// The date screen hands its dates back through `DateViewControllerDelegate`: any object can
/// receive them, so a spy can, with no location search screen below it in the stack.
@Suite("The date screen reports to its delegate")
@MainActor
struct DateViewControllerTests {
  @Test("going back hands the chosen dates to the delegate")
  func handBack() async throws {
    // Given a date screen pushed over a plain screen, with a spy for its delegate
    let spy = DelegateSpy()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let dateScreen = DateViewController()
    dateScreen.placeName = "Seoul"
    dateScreen.placeDetail = "South Korea"
    dateScreen.checkIn = Self.day(24)
    dateScreen.checkOut = Self.day(27)
    dateScreen.delegate = spy
    navigation.pushViewController(dateScreen, animated: true)
    await Fixtures.drainMainQueue()

    // When the person moves check-out to the 30th, then goes back
    let checkOutPicker = try #require(
      dateScreen.view.subviews.compactMap { $0 as? UIDatePicker }
        .first { $0.accessibilityLabel == "Check-out" })
    checkOutPicker.date = Self.day(30)
    checkOutPicker.sendActions(for: .valueChanged)
    #expect(spy.chosenDates.isEmpty)
    navigation.popViewController(animated: true)

    // Then the delegate got the dates, once
    expectEqual(spy.chosenDates.count, 1)
    expectEqual(spy.chosenDates.first?.checkIn, Self.day(24))
    expectEqual(spy.chosenDates.first?.checkOut, Self.day(30))
  }

  @Test("pushing another screen over the date screen reports nothing")
  func coveredIsNotBack() {
    // Given a date screen on top, with a spy for its delegate
    let spy = DelegateSpy()
    let dateScreen = DateViewController()
    dateScreen.delegate = spy
    let navigation = UINavigationController(rootViewController: dateScreen)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    // When another screen covers it
    navigation.pushViewController(UIViewController(), animated: true)

    // Then it has not gone back: no dates yet
    #expect(spy.chosenDates.isEmpty)
  }

  private static func day(_ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: 2026, month: 12, day: day))!
  }
}
