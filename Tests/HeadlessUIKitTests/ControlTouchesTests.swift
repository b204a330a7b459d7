import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Touches on the back button and controls") @MainActor
struct ControlTouchesTests {
  let log = EventLog()

  /// 2 January 2027, 00:00 UTC.
  let newYear = Date(timeIntervalSince1970: 1_798_848_000)

  func makePicker(_ label: String) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.datePickerMode = .date
    picker.accessibilityLabel = label
    picker.addAction(
      UIAction { [log] action in
        let picker = action.sender as! UIDatePicker
        log.record("valueChanged \(picker.date.timeIntervalSince1970)")
      }, for: .valueChanged)
    picker.addAction(UIAction { [log] _ in log.record("touchUpInside") }, for: .touchUpInside)
    return picker
  }

  @Test("tapBack pops the top screen, as the back button does")
  func tapBack() async throws {
    let root = LifecycleViewController("A", log: log)
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(LifecycleViewController("B", log: log), animated: true)
    await drainMainQueue()
    _ = log.take()

    try Touches(window: window).tapBack()
    await drainMainQueue()

    expectEqual(navigation.viewControllers, [root])
    expectEqual(
      log.take(),
      [
        "B willMove(toParent: nil)",
        "B viewWillDisappear isMovingFromParent",
        "A viewWillAppear",
        "B viewDidDisappear isMovingFromParent",
        "A viewDidAppear",
        "B didMove(toParent: nil)",
      ])
  }

  @Test("there is no back button on the root screen, or when the screen hides it")
  func noBackButton() {
    let window = makeWindow(showing: [])
    let navigation = window.rootViewController as! UINavigationController
    let first = thrownError(TouchError.self) { try Touches(window: window).tapBack() }

    let second = UIViewController()
    second.navigationItem.hidesBackButton = true
    navigation.pushViewController(second, animated: false)
    let hidden = thrownError(TouchError.self) { try Touches(window: window).tapBack() }

    expectEqual(first?.description, "there is no back button on this screen")
    expectEqual(hidden?.description, "there is no back button on this screen")
    expectEqual(navigation.viewControllers.count, 2)
  }

  @Test("pickDate(_:in:) sets the picker's date and sends valueChanged once")
  func pickingADate() throws {
    let checkIn = makePicker("Check-in")
    let checkOut = makePicker("Check-out")
    let window = makeWindow(showing: [checkIn, checkOut])

    try Touches(window: window).pickDate(newYear, in: "Check-out")

    expectEqual(checkOut.date, newYear)
    expectEqual(checkIn.date, UIDatePicker.defaultDate)
    expectEqual(log.take(), ["valueChanged 1798848000.0"])
  }

  @Test("a picked date is kept within the picker's minimum date")
  func pickDateKeepsWithinMinimum() throws {
    let picker = makePicker("Check-out")
    picker.minimumDate = newYear
    let window = makeWindow(showing: [picker])

    try Touches(window: window).pickDate(UIDatePicker.defaultDate, in: "Check-out")

    expectEqual(picker.date, newYear)
    expectEqual(log.take(), ["valueChanged 1798848000.0"])
  }

  @Test("picking in a picker that is not on screen, or is disabled, throws and names the pickers")
  func pickDateErrors() {
    let picker = makePicker("Check-in")
    let hidden = makePicker("Check-out")
    hidden.isHidden = true
    let window = makeWindow(showing: [picker, hidden])
    let touches = Touches(window: window)

    let missing = thrownError(TouchError.self) {
      try touches.pickDate(newYear, in: "Check-out")
    }
    picker.isEnabled = false
    let disabled = thrownError(TouchError.self) {
      try touches.pickDate(newYear, in: "Check-in")
    }

    expectEqual(
      missing?.description, "no date picker \"Check-out\" on this screen; pickers: \"Check-in\"")
    expectEqual(disabled?.description, "the date picker \"Check-in\" is disabled")
    #expect(log.events.isEmpty)
  }

  @Test("tapButton(titled:) runs the button's primary action, or its touch-up-inside action, once")
  func tapButton() throws {
    let done = UIButton(primaryAction: UIAction(title: "Done") { [log] _ in log.record("Done") })
    let retry = UIButton(type: .system)
    retry.setTitle("Retry", for: .normal)
    retry.addAction(
      UIAction { [log] action in
        log.record("Retry sent by \((action.sender as? UIButton)?.currentTitle ?? "?")")
      },
      for: [.touchUpInside, .primaryActionTriggered])
    let window = makeWindow(showing: [done, retry])

    try Touches(window: window).tapButton(titled: "Retry")
    try Touches(window: window).tapButton(titled: "Done")

    expectEqual(log.take(), ["Retry sent by Retry", "Done"])
  }

  @Test("a disabled or absent button cannot be tapped")
  func tapButtonErrors() {
    let done = UIButton(primaryAction: UIAction(title: "Done") { [log] _ in log.record("Done") })
    done.isEnabled = false
    let window = makeWindow(showing: [done])

    let disabled = thrownError(TouchError.self) {
      try Touches(window: window).tapButton(titled: "Done")
    }
    let absent = thrownError(TouchError.self) {
      try Touches(window: window).tapButton(titled: "Cancel")
    }

    expectEqual(disabled?.description, "no enabled button \"Done\" on this screen")
    expectEqual(absent?.description, "no enabled button \"Cancel\" on this screen")
    #expect(log.events.isEmpty)
  }
}
