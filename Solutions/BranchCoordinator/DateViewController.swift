import HeadlessUIKit

/// The date screen: draws its view model's place, dates and nights, and tells it the dates the
/// person picks and when the person goes back.
final class DateViewController: UIViewController {
  /// The screen's state and the inputs it takes.
  let viewModel: DateViewModel

  private let placeLabel = UILabel()
  private let checkInPicker = UIDatePicker()
  private let checkOutPicker = UIDatePicker()
  private let nightsLabel = UILabel()

  init(viewModel: DateViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    view.backgroundColor = .systemBackground
    placeLabel.text = viewModel.placeText
    checkInPicker.datePickerMode = .date
    checkInPicker.accessibilityLabel = "Check-in"
    checkOutPicker.datePickerMode = .date
    checkOutPicker.accessibilityLabel = "Check-out"
    // [weak self]: the pickers and the view model keep these closures, and this controller
    // keeps them.
    checkInPicker.addAction(
      UIAction { [weak self] _ in self?.checkInChanged() }, for: .valueChanged)
    checkOutPicker.addAction(
      UIAction { [weak self] _ in self?.checkOutChanged() }, for: .valueChanged)
    for subview in [placeLabel, checkInPicker, checkOutPicker, nightsLabel] {
      view.addSubview(subview)
    }
    layoutViews()
    viewModel.onChange = { [weak self] in self?.updateDates() }
    viewModel.viewDidLoad(today: checkInPicker.date)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard isMovingFromParent else { return }
    viewModel.willGoBack()
  }

  private func checkInChanged() {
    viewModel.checkInDidChange(checkInPicker.date)
  }

  private func checkOutChanged() {
    viewModel.checkOutDidChange(checkOutPicker.date)
  }

  private func updateDates() {
    if let checkIn = viewModel.checkIn { checkInPicker.date = checkIn }
    // The minimum first: the picker keeps its date within it.
    checkOutPicker.minimumDate = viewModel.earliestCheckOut
    if let checkOut = viewModel.checkOut { checkOutPicker.date = checkOut }
    nightsLabel.text = viewModel.nightsText
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
