import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Sliders, steppers and page controls") @MainActor
struct ValueControlsTests {
  let log = EventLog()

  func logging<Control: UIControl>(_ control: Control, _ read: @escaping (Control) -> String)
    -> Control
  {
    control.addAction(
      UIAction { [log] action in log.record(read(action.sender as! Control)) }, for: .valueChanged)
    return control
  }

  @Test("a slider holds its value to its range, and a drag sends one value change")
  func slider() throws {
    let slider = logging(UISlider()) { "slider \($0.value)" }
    slider.accessibilityLabel = "Volume"
    slider.value = 2
    expectEqual(slider.value, 1)
    slider.maximumValue = 10
    slider.minimumValue = 4
    #expect((slider.minimumValue, slider.value, slider.maximumValue) == (4, 4, 10))
    slider.minimumValue = 12
    #expect((slider.minimumValue, slider.value, slider.maximumValue) == (12, 12, 12))
    slider.minimumValue = 0
    slider.setValue(-3, animated: true)
    let window = makeWindow(title: "Sound", showing: [slider])

    try Touches(window: window).slide("Volume", to: 6.5)
    try Touches(window: window).slide("Volume", to: 6.5)

    expectEqual(log.take(), ["slider 6.5"])
    #expect(ScreenTranscript.render(window).contains("slider \"Volume\": 6.5\n"))
  }

  @Test("a stepper steps by its step, holds at its ends unless it wraps")
  func stepper() throws {
    let stepper = logging(UIStepper()) { "stepper \($0.value)" }
    stepper.minimumValue = 1
    stepper.maximumValue = 3
    stepper.stepValue = 2
    stepper.value = 0
    expectEqual(stepper.value, 1)
    let window = makeWindow(title: "Guests", showing: [stepper])
    let touches = Touches(window: window)

    try touches.tapStepper(increment: true)
    try touches.tapStepper(increment: true)
    stepper.wraps = true
    try touches.tapStepper(increment: true)
    try touches.tapStepper(increment: false)

    expectEqual(log.take(), ["stepper 3.0", "stepper 1.0", "stepper 3.0"])
    #expect(ScreenTranscript.render(window).contains("stepper: 3\n"))
    stepper.maximumValue = -5
    #expect((stepper.minimumValue, stepper.value, stepper.maximumValue) == (-5, -5, -5))
  }

  @Test("a page control pins its page to its pages, and a tap moves one page")
  func pageControl() throws {
    let pages = logging(UIPageControl()) { "page \($0.currentPage)" }
    pages.currentPage = 2
    expectEqual(pages.currentPage, 0)
    pages.numberOfPages = 3
    pages.currentPage = 7
    expectEqual(pages.currentPage, 2)
    let window = makeWindow(title: "Welcome", showing: [pages])

    for forward in [true, false, false] {
      try Touches(window: window).tapPageControl(forward: forward)
    }
    expectEqual(log.take(), ["page 1", "page 0"])
    #expect(ScreenTranscript.render(window).contains("page 1 of 3\n"))

    pages.numberOfPages = 1
    pages.hidesForSinglePage = true
    #expect(!ScreenTranscript.render(window).contains("page"))
  }
}
