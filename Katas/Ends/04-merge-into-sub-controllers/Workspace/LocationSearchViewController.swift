import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places

/// The location search screen: a sub-controller per mode (recommendations, completions, detail
/// list), each the collection view's data source and delegate while its list shows, over
/// models that load the data. The mode is whichever sub-controller is on the collection view.
final class LocationSearchViewController: UIViewController, UISearchBarDelegate {
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: Sub-controllers, one per mode

  // The collection view holds its data source and delegate weakly, so this controller keeps
  // every sub-controller alive, the ones off screen too: their models keep what they loaded.
  private let recommendationController = RecommendationController(model: RecommendationModel())
  private lazy var completionController = CompletionController(
    model: CompletionModel(), detailModel: detailController.model)
  private let detailController = DetailController(model: DetailModel())

  // Set by DateViewController on the way back.
  var checkIn: Date?
  var checkOut: Date?

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

    recommendationController.listener = self
    completionController.listener = self
    detailController.listener = self
    // The first page; the sub-controller asks for the next ones as the list scrolls.
    recommendationController.loadNextPage(in: collectionView)
  }

  // MARK: Switching modes

  /// Puts one mode's sub-controller on the collection view, as its data source and delegate;
  /// the collection view reloads.
  private func show(_ controller: UICollectionViewDataSource & UICollectionViewDelegate) {
    collectionView.dataSource = controller
    collectionView.delegate = controller
  }

  // MARK: UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    detailController.model.clear()
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      completionController.model.clear()
      show(recommendationController)
    } else {
      completionController.model.update(query: query) { [weak self] in
        // The answer may land while the detail list shows: it waits for the list to return.
        guard let self, collectionView.dataSource === completionController else { return }
        collectionView.reloadData()
      }
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
    let dateViewController = DateViewController()
    dateViewController.placeName = name
    dateViewController.placeDetail = detail
    dateViewController.checkIn = checkIn
    dateViewController.checkOut = checkOut
    navigationController?.pushViewController(dateViewController, animated: true)
  }
}

// MARK: - What the lists report

extension LocationSearchViewController: LocationListListener {
  func didSelectPlace(_ place: Place) {
    showDates(name: place.name, detail: place.subtitle)
  }

  func didSelectPlacemark(_ placemark: MKPlacemark) {
    showDates(for: placemark)
  }

  func didFindPlaces(for completion: MKLocalSearchCompletion) {
    searchBar.text = completion.title
    show(detailController)
  }
}
