import Foundation
import HeadlessUIKit

/// What the location search scene keeps for the scenes it opens: the place chosen, and the
/// dates, which the date scene's router writes back when it leaves.
@MainActor
protocol LocationSearchDataStore: AnyObject {
  var selectedPlace: Destination? { get }
  var checkIn: Date? { get set }
  var checkOut: Date? { get set }
}

/// What the location search presenter can show: one method per view model.
@MainActor
protocol LocationSearchDisplayLogic: AnyObject {
  func displayRecommendations(viewModel: LocationSearch.LoadRecommendations.ViewModel)
  func displayCompletions(viewModel: LocationSearch.Complete.ViewModel)
  func displaySearchResults(viewModel: LocationSearch.SelectCompletion.ViewModel)
  func displaySelectedPlace(viewModel: LocationSearch.SelectPlace.ViewModel)
}

/// The location search screen, as the view of a Clean Swift scene: it shows the view models
/// its presenter gives it and forwards every event to its interactor as a request. It is the
/// collection view's data source and delegate in every mode, a thin one: it knows rows, not
/// modes, places or services, and decides nothing.
final class LocationSearchViewController: UIViewController, LocationSearchDisplayLogic,
  UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UISearchBarDelegate,
  LocationSearchDataStore
{
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: The scene, wired in setup(interactor:)

  var interactor: LocationSearchBusinessLogic?

  // MARK: What the list shows

  private var displayedRows: [LocationSearch.DisplayedRow] = []

  // Makes the date screen at each push.
  private let dateScreenFactory: any DateScreenFactory

  // MARK: Data store

  // Read by the date scene when it opens; the dates are written back by its router when it
  // leaves.
  private(set) var selectedPlace: Destination?
  var checkIn: Date?
  var checkOut: Date?

  // MARK: Initialization

  // The container stays out of here: resolving from it in the body would hide what this
  // controller needs until run time, and a test would need a whole container to make it.
  init(interactor: LocationSearchInteractor, dateScreenFactory: any DateScreenFactory) {
    self.dateScreenFactory = dateScreenFactory
    super.init(nibName: nil, bundle: nil)
    setup(interactor: interactor)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // The cycle is one-way and owned from here, as in CleanStore: this controller holds the
  // interactor, the interactor the presenter, and the presenter holds this controller weakly.
  private func setup(interactor: LocationSearchInteractor) {
    let viewController = self
    let presenter = LocationSearchPresenter()
    viewController.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = viewController
  }

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Where to?"
    view.backgroundColor = .systemBackground

    searchBar.placeholder = "Search destinations"
    searchBar.delegate = self
    searchBar.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(searchBar)

    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: view.bounds.width, height: 64)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.register(
      LocationCell.self, forCellWithReuseIdentifier: LocationCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      searchBar.topAnchor.constraint(equalTo: safeArea.topAnchor),
      searchBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      searchBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      searchBar.heightAnchor.constraint(equalToConstant: 56),

      collectionView.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
    ])

    interactor?.loadRecommendations(request: LocationSearch.LoadRecommendations.Request())
  }

  // MARK: UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    interactor?.complete(request: LocationSearch.Complete.Request(text: searchText))
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    displayedRows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    let row = displayedRows[indexPath.item]
    cell.titleLabel.text = row.title
    cell.titleLabel.textColor = row.titleColor
    cell.subtitleLabel.text = row.subtitle
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    interactor?.loadNextPage(
      request: LocationSearch.LoadNextPage.Request(shownIndex: indexPath.item))
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    interactor?.selectItem(request: LocationSearch.SelectItem.Request(index: indexPath.item))
  }

  // MARK: LocationSearchDisplayLogic

  func displayRecommendations(viewModel: LocationSearch.LoadRecommendations.ViewModel) {
    display(viewModel.rows)
  }

  func displayCompletions(viewModel: LocationSearch.Complete.ViewModel) {
    display(viewModel.rows)
  }

  func displaySearchResults(viewModel: LocationSearch.SelectCompletion.ViewModel) {
    searchBar.text = viewModel.searchText
    display(viewModel.rows)
  }

  func displaySelectedPlace(viewModel: LocationSearch.SelectPlace.ViewModel) {
    showDates(for: viewModel.place)
  }

  private func display(_ rows: [LocationSearch.DisplayedRow]) {
    displayedRows = rows
    collectionView.reloadData()
  }

  // MARK: Navigation

  private func showDates(for place: Destination) {
    selectedPlace = place
    navigationController?.pushViewController(
      dateScreenFactory.makeDateScreen(from: self), animated: true)
  }
}
