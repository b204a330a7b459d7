import Foundation
import HeadlessUIKit

/// What the date screen tells the screen that pushed it.
///
/// A protocol, though there is one event: it is UIKit's convention for a screen that reports
/// back, and the `weak var delegate` says at a glance that the date screen does not keep the
/// screen below it alive, where a stored closure would need `[weak self]` from every caller.
@MainActor
protocol DateViewControllerDelegate: AnyObject {
  /// The person goes back with these dates chosen.
  func dateViewController(
    _ controller: DateViewController, didChooseCheckIn checkIn: Date, checkOut: Date)
}

/// The date screen: shows the chosen place and lets the user pick check-in and check-out.
final class DateViewController: UIViewController {
  /// Told the dates chosen when the person goes back.
  weak var delegate: DateViewControllerDelegate?

  var placeName = ""
  var placeDetail = ""
  var checkIn: Date?
  var checkOut: Date?

  private let placeLabel = UILabel()
  private let checkInPicker = UIDatePicker()
  private let checkOutPicker = UIDatePicker()
  private let nightsLabel = UILabel()
  private let oneDay: TimeInterval = 24 * 60 * 60

  override func viewDidLoad() {
    super.viewDidLoad()
    title = placeName
    view.backgroundColor = .systemBackground
    placeLabel.text = "\(placeName), \(placeDetail)"
    checkInPicker.datePickerMode = .date
    checkInPicker.accessibilityLabel = "Check-in"
    checkOutPicker.datePickerMode = .date
    checkOutPicker.accessibilityLabel = "Check-out"
    if let checkIn { checkInPicker.date = checkIn }
    checkOutPicker.minimumDate = checkInPicker.date.addingTimeInterval(oneDay)
    checkOutPicker.date = checkOut ?? checkInPicker.date.addingTimeInterval(oneDay)
    // [weak self]: the picker keeps its actions, and this controller keeps the picker.
    checkInPicker.addAction(
      UIAction { [weak self] _ in self?.checkInChanged() }, for: .valueChanged)
    checkOutPicker.addAction(
      UIAction { [weak self] _ in self?.checkOutChanged() }, for: .valueChanged)
    for subview in [placeLabel, checkInPicker, checkOutPicker, nightsLabel] {
      view.addSubview(subview)
    }
    layoutViews()
    updateDates()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard isMovingFromParent, let checkIn, let checkOut else { return }
    delegate?.dateViewController(self, didChooseCheckIn: checkIn, checkOut: checkOut)
  }

  private func checkInChanged() {
    checkOutPicker.minimumDate = checkInPicker.date.addingTimeInterval(oneDay)
    updateDates()
  }

  private func checkOutChanged() {
    updateDates()
  }

  private func updateDates() {
    checkIn = checkInPicker.date
    checkOut = checkOutPicker.date
    let nights = Int((checkOutPicker.date.timeIntervalSince(checkInPicker.date) / oneDay).rounded())
    nightsLabel.text = nights == 1 ? "1 night" : "\(nights) nights"
  }

  private func layoutViews() {
    let width = view.bounds.width - 32
    placeLabel.frame = CGRect(x: 16, y: 16, width: width, height: 24)
    checkInPicker.frame = CGRect(x: 16, y: 56, width: width, height: 44)
    checkOutPicker.frame = CGRect(x: 16, y: 108, width: width, height: 44)
    nightsLabel.frame = CGRect(x: 16, y: 168, width: width, height: 24)
  }
}
