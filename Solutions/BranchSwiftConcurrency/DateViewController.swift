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
    let safeArea = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    var constraints = [
      placeLabel.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
      placeLabel.heightAnchor.constraint(equalToConstant: 24),
      checkInPicker.topAnchor.constraint(equalTo: placeLabel.bottomAnchor, constant: 16),
      checkInPicker.heightAnchor.constraint(equalToConstant: 44),
      checkOutPicker.topAnchor.constraint(equalTo: checkInPicker.bottomAnchor, constant: 8),
      checkOutPicker.heightAnchor.constraint(equalToConstant: 44),
      nightsLabel.topAnchor.constraint(equalTo: checkOutPicker.bottomAnchor, constant: 16),
      nightsLabel.heightAnchor.constraint(equalToConstant: 24),
    ]
    for subview in [placeLabel, checkInPicker, checkOutPicker, nightsLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      constraints += [
        subview.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        subview.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ]
    }
    NSLayoutConstraint.activate(constraints)
  }
}
