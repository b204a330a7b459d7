import Foundation
import HeadlessUIKit

/// What the date presenter tells its view to show.
@MainActor
protocol DateViewInput: AnyObject {
  /// Shows the place the dates are for: `title` on the bar, `text` on the screen.
  func showPlace(title: String, text: String)

  /// Shows the stay: the two dates, the earliest check-out allowed, and the nights in words.
  func showDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nightsText: String)
}

/// The date module's view: it shows the place and the dates its presenter gives it, and tells
/// the presenter every date picked and when it goes back.
final class DateViewController: UIViewController, DateViewInput {
  /// Hears every event; decides what this screen shows.
  let presenter: DateViewOutput

  private let placeLabel = UILabel()
  private let checkInPicker = UIDatePicker()
  private let checkOutPicker = UIDatePicker()
  private let nightsLabel = UILabel()

  // MARK: Initialization

  init(presenter: DateViewOutput) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    checkInPicker.datePickerMode = .date
    checkInPicker.accessibilityLabel = "Check-in"
    checkOutPicker.datePickerMode = .date
    checkOutPicker.accessibilityLabel = "Check-out"
    // [weak self]: the picker keeps its actions, and this controller keeps the picker.
    checkInPicker.addAction(
      UIAction { [weak self] _ in self?.datesPicked() }, for: .valueChanged)
    checkOutPicker.addAction(
      UIAction { [weak self] _ in self?.datesPicked() }, for: .valueChanged)
    for subview in [placeLabel, checkInPicker, checkOutPicker, nightsLabel] {
      view.addSubview(subview)
    }
    layoutViews()
    // A new picker shows today: the one clock the screen reads, so the presenter reads none.
    presenter.viewDidLoad(today: checkInPicker.date)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard isMovingFromParent else { return }
    presenter.viewWillGoBack()
  }

  // MARK: Events

  private func datesPicked() {
    presenter.datesPicked(checkIn: checkInPicker.date, checkOut: checkOutPicker.date)
  }

  // MARK: DateViewInput

  func showPlace(title: String, text: String) {
    self.title = title
    placeLabel.text = text
  }

  func showDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nightsText: String) {
    checkInPicker.date = checkIn
    checkOutPicker.minimumDate = earliestCheckOut
    checkOutPicker.date = checkOut
    nightsLabel.text = nightsText
  }

  // MARK: Layout

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
