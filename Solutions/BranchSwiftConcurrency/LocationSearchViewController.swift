import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places

/// The location search screen, over sub-controllers: one per mode (recommendations,
/// completions, detail list), each the collection view's data source and delegate while its
/// mode shows, each reporting what happens through its own delegate protocol. This controller
/// switches between them and navigates. It makes none of its collaborators: they come in
/// through the initializer.
final class LocationSearchViewController: UIViewController, UISearchBarDelegate {
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: Sub-controllers, one per mode

  // The collection view holds its data source and delegate weakly, so this controller keeps
  // every sub-controller alive, the ones off screen too: their models keep what they loaded.
  private let recommendationController: RecommendationController
  private let completionController: CompletionController
  private let detailController: DetailController

  // Makes the date screen at each push.
  private let dateScreenFactory: any DateScreenFactory

  // Handed back by the date screen, through its delegate, when it goes back.
  private var checkIn: Date?
  private var checkOut: Date?

  // MARK: Initialization

  // The container stays out of here: resolving from it in the body would hide what this
  // controller needs until run time, and a test would need a whole container to make it.
  init(
    recommendationController: RecommendationController,
    completionController: CompletionController, detailController: DetailController,
    dateScreenFactory: any DateScreenFactory
  ) {
    self.recommendationController = recommendationController
    self.completionController = completionController
    self.detailController = detailController
    self.dateScreenFactory = dateScreenFactory
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
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
    show(recommendationController)
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

    recommendationController.delegate = self
    completionController.delegate = self
    detailController.delegate = self
    // The first page; the sub-controller asks for the next ones as the list scrolls.
    recommendationController.loadNextPage()
  }

  // MARK: Switching modes

  /// Puts one mode's sub-controller on the collection view, which reloads.
  private func show(_ controller: UICollectionViewDataSource & UICollectionViewDelegate) {
    // Setting a data source reloads the list: a list already on screen waits for its answer,
    // which reloads it, rather than being laid out once more before that answer's turn comes.
    guard collectionView.dataSource !== controller else { return }
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
      show(recommendationController)
    } else {
      completionController.update(query: query)
      show(completionController)
    }
  }

  // MARK: Navigation

  private func showDates(for placemark: MKPlacemark) {
    showDates(
      name: placemark.name ?? "",
      detail: [placemark.administrativeArea, placemark.country].compactMap { $0 }
        .joined(separator: ", "))
  }

  private func showDates(name: String, detail: String) {
    let dateScreen = dateScreenFactory.makeDateScreen(
      placeName: name, placeDetail: detail, checkIn: checkIn, checkOut: checkOut, delegate: self)
    navigationController?.pushViewController(dateScreen, animated: true)
  }
}

// MARK: - What the lists and the date screen report

extension LocationSearchViewController: RecommendationControllerDelegate {
  func recommendationControllerDidLoadData(_ controller: RecommendationController) {
    reloadIfShowing(controller)
  }

  func recommendationController(
    _ controller: RecommendationController, didSelectPlace place: Place
  ) {
    showDates(name: place.name, detail: place.subtitle)
  }
}

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
    showDates(for: placemark)
  }
}

extension LocationSearchViewController: DateViewControllerDelegate {
  func dateViewController(
    _ controller: DateViewController, didChooseCheckIn checkIn: Date, checkOut: Date
  ) {
    self.checkIn = checkIn
    self.checkOut = checkOut
  }
}
