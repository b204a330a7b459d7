import Foundation
import HeadlessUIKit

/// What the date presenter can show: one method per view model.
@MainActor
protocol DateDisplayLogic: AnyObject {
  func displayStay(viewModel: Dates.LoadStay.ViewModel)
  func displayDates(viewModel: Dates.PickDates.ViewModel)
}

/// The date screen: shows the chosen place and lets the user pick check-in and check-out.
final class DateViewController: UIViewController, DateDisplayLogic {
  var interactor: DateBusinessLogic?
  var router: (DateRoutingLogic & DateDataPassing)?

  private let placeLabel = UILabel()
  private let checkInPicker = UIDatePicker()
  private let checkOutPicker = UIDatePicker()
  private let nightsLabel = UILabel()

  // MARK: Initialization

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  // The scene wires itself, as CleanStore's scenes do: it has no services to be handed.
  private func setup() {
    let viewController = self
    let interactor = DateInteractor()
    let presenter = DatePresenter()
    let router = DateRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.dataStore = interactor
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
    // A new picker shows today: the one clock the scene reads, so the interactor reads none.
    interactor?.loadStay(request: Dates.LoadStay.Request(today: checkInPicker.date))
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard isMovingFromParent else { return }
    router?.routeToLocationSearch()
  }

  // MARK: Events

  private func datesPicked() {
    interactor?.pickDates(
      request: Dates.PickDates.Request(checkIn: checkInPicker.date, checkOut: checkOutPicker.date))
  }

  // MARK: DateDisplayLogic

  func displayStay(viewModel: Dates.LoadStay.ViewModel) {
    title = viewModel.title
    placeLabel.text = viewModel.placeText
  }

  func displayDates(viewModel: Dates.PickDates.ViewModel) {
    checkInPicker.date = viewModel.checkIn
    checkOutPicker.minimumDate = viewModel.earliestCheckOut
    checkOutPicker.date = viewModel.checkOut
    nightsLabel.text = viewModel.nightsText
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
