import Foundation
import HeadlessMapKit
import HeadlessUIKit

/// The location search screen, over sub-controllers: one per mode (recommendations,
/// completions, detail list), each the collection view's data source and delegate while its
/// mode shows, over a model that loads the data.
final class LocationSearchViewController: UIViewController, UISearchBarDelegate {
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: Sub-controllers, one per mode

  // The collection view holds its data source and delegate weakly, so this controller keeps
  // every sub-controller alive, the ones off screen too: their models keep what they loaded.
  private lazy var recommendationController = RecommendationController(
    model: RecommendationModel(), viewController: self)
  private lazy var completionController = CompletionController(
    model: CompletionModel(), viewController: self)
  // Not private: the completion controller reaches into it.
  lazy var detailController = DetailController(model: DetailModel(), viewController: self)

  // Written by the date screen when it goes back (it finds this screen in the stack).
  var checkIn: Date?
  var checkOut: Date?

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Where to?"
    view.backgroundColor = .systemBackground

    searchBar.placeholder = "Search destinations"
    searchBar.delegate = self
    searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
    view.addSubview(searchBar)

    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: view.bounds.width, height: 64)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 56, width: view.bounds.width, height: view.bounds.height - 56),
      collectionViewLayout: layout)
    collectionView.register(
      LocationCell.self, forCellWithReuseIdentifier: LocationCell.reuseIdentifier)
    show(recommendationController)
    view.addSubview(collectionView)

    // The first page; the sub-controller asks for the next ones as the list scrolls.
    recommendationController.loadNextPage(in: collectionView)
  }

  // MARK: Switching modes

  /// Puts one mode's sub-controller on the collection view, which reloads.
  private func show(_ controller: UICollectionViewDataSource & UICollectionViewDelegate) {
    collectionView.dataSource = controller
    collectionView.delegate = controller
  }

  /// Shows the detail list under the title of the completion it is for; the completion
  /// controller calls it when a search found several places.
  func showDetails(titled title: String) {
    searchBar.text = title
    show(detailController)
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

  // The sub-controllers push the date screen themselves; this controller only makes it, with
  // the dates it keeps.
  func makeDateViewController(for placemark: MKPlacemark) -> DateViewController {
    makeDateViewController(
      name: placemark.name ?? "",
      detail: [placemark.administrativeArea, placemark.country].compactMap { $0 }
        .joined(separator: ", "))
  }

  func makeDateViewController(name: String, detail: String) -> DateViewController {
    let dateViewController = DateViewController()
    dateViewController.placeName = name
    dateViewController.placeDetail = detail
    dateViewController.checkIn = checkIn
    dateViewController.checkOut = checkOut
    return dateViewController
  }
}
