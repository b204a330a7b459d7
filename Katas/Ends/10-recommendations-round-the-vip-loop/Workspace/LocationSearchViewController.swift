import Foundation
import HeadlessMapKit
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
  func displaySelectedPlace(viewModel: LocationSearch.SelectPlace.ViewModel)
}

/// The location search screen. The recommendations are a Clean Swift scene's: this controller
/// shows the view models its presenter gives it and forwards their events to its interactor
/// as requests, as their collection view's data source and delegate. The completions and the
/// detail list are still sub-controllers', each reporting through its own delegate protocol.
/// This controller switches between the lists and navigates.
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

  // MARK: Sub-controllers, one per mode left

  // The collection view holds its data source and delegate weakly, so this controller keeps
  // every sub-controller alive, the ones off screen too: their models keep what they loaded.
  private let completionController: CompletionController
  private let detailController: DetailController

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
  init(
    interactor: LocationSearchInteractor,
    completionController: CompletionController, detailController: DetailController,
    dateScreenFactory: any DateScreenFactory
  ) {
    self.completionController = completionController
    self.detailController = detailController
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
    show(self)
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

    completionController.delegate = self
    detailController.delegate = self
    interactor?.loadRecommendations(request: LocationSearch.LoadRecommendations.Request())
  }

  // MARK: Switching modes

  /// Puts one mode's sub-controller on the collection view, which reloads.
  private func show(_ controller: UICollectionViewDataSource & UICollectionViewDelegate) {
    collectionView.dataSource = controller
    collectionView.delegate = controller
  }

  /// Reloads the list if it shows `controller`'s mode. An answer may land while another mode
  /// shows: it waits for its list to return.
  private func reloadIfShowing(_ controller: UICollectionViewDataSource) {
    guard collectionView.dataSource === controller else { return }
    collectionView.reloadData()
  }

  // MARK: UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    detailController.clear()
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      completionController.clear()
      show(self)
    } else {
      completionController.update(query: query)
      show(completionController)
    }
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
    displayedRows = viewModel.rows
    reloadIfShowing(self)
  }

  func displaySelectedPlace(viewModel: LocationSearch.SelectPlace.ViewModel) {
    showDates(for: viewModel.place)
  }

  // MARK: Navigation

  private func showDates(for place: Destination) {
    selectedPlace = place
    navigationController?.pushViewController(
      dateScreenFactory.makeDateScreen(from: self), animated: true)
  }
}

// MARK: - What the lists report

extension LocationSearchViewController: CompletionControllerDelegate {
  func completionControllerDidLoadData(_ controller: CompletionController) {
    reloadIfShowing(controller)
  }

  func completionController(
    _ controller: CompletionController, didSelectCompletion completion: MKLocalSearchCompletion
  ) {
    detailController.search(for: completion)
  }
}

extension LocationSearchViewController: DetailControllerDelegate {
  func detailController(
    _ controller: DetailController, didLoadPlacesFor completion: MKLocalSearchCompletion
  ) {
    searchBar.text = completion.title
    show(controller)
  }

  func detailController(_ controller: DetailController, didSelectPlace placemark: MKPlacemark) {
    showDates(for: Destination(placemark: placemark))
  }
}
