import Foundation

/// A control for choosing a date; sends `.valueChanged` when a person picks one.
///
/// Headless difference: with no wall clock in the kit, a new picker shows
/// `UIDatePicker.defaultDate` rather than the current moment.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What a picker lets a person choose.
  public enum Mode: Int, Sendable {
    case time = 0
    case date = 1
    case dateAndTime = 2
    case countDownTimer = 3
    case yearAndMonth = 4
  }

  /// The date a new picker shows: 1 December 2026, 00:00 UTC, standing in for "now".
  public nonisolated static let defaultDate = Date(timeIntervalSince1970: 1_796_083_200)

  /// What the picker lets a person choose.
  open var datePickerMode = Mode.dateAndTime

  /// The style the picker should take (kept, not drawn).
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic

  /// The chosen date, kept within the minimum and maximum dates.
  open var date: Date {
    get { storedDate }
    set { storedDate = clamped(newValue) }
  }

  /// The earliest date a person may choose.
  open var minimumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }

  /// The latest date a person may choose.
  open var maximumDate: Date? {
    didSet { storedDate = clamped(storedDate) }
  }

  private var storedDate = UIDatePicker.defaultDate

  /// Sets the date; headless, an animated change completes at once.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  private func clamped(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }
}

/// The styles a date picker can take.
public enum UIDatePickerStyle: Int, Sendable {
  case automatic
  case wheels
  case compact
  case inline
}
