import Foundation
import HeadlessUIKit

/// The date screen: shows the chosen place and lets the user pick check-in and check-out.
final class DateViewController: UIViewController {
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
    guard isMovingFromParent else { return }
    let searchScreen =
      navigationController?.viewControllers
      .last(where: { $0 is LocationSearchViewController }) as? LocationSearchViewController
    searchScreen?.checkIn = checkIn
    searchScreen?.checkOut = checkOut
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
