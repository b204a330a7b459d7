import Foundation

/// A control with a minus and a plus button that step a value; a person's tap on either sends
/// `.valueChanged`. Members in the order of Apple's topics.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// Whether value changes are sent during a press or when it ends (kept; a headless tap steps
  /// once, and sends one event).
  open var isContinuous = true

  /// Whether pressing and holding a button steps again and again (kept; a headless tap steps
  /// once).
  open var autorepeat = true

  /// Whether stepping past one end goes round to the other (`false` by default: it holds at
  /// the end).
  open var wraps = false

  /// The lowest value, 0 by default. A minimum above the maximum sets both to it, as Apple
  /// documents ("both values are set to the new value").
  open var minimumValue: Double {
    get { range.minimum }
    set { range.setMinimum(newValue) }
  }

  /// The highest value, 100 by default. A maximum below the minimum sets both to it.
  open var maximumValue: Double {
    get { range.maximum }
    set { range.setMaximum(newValue) }
  }

  /// How much a tap adds or takes away, 1 by default. Must be more than 0: UIKit raises an
  /// exception otherwise, and the kit stops with UIKit's message.
  open var stepValue: Double = 1 {
    didSet {
      if stepValue <= 0 {
        fatalError("NSInvalidArgumentException: stepValue must be greater than 0")
      }
    }
  }

  /// The stepper's value, 0 by default, held between `minimumValue` and `maximumValue`.
  /// Setting it from code sends no event.
  open var value: Double {
    get { range.value }
    set { range.setValue(newValue) }
  }

  private var range = BoundedValue<Double>(value: 0, minimum: 0, maximum: 100)
}
