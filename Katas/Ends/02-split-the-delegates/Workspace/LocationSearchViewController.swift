import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places

/// Search screen: recommendations near the user, autocomplete, and search results.
final class LocationSearchViewController: UIViewController, UISearchBarDelegate,
  @preconcurrency MKLocalSearchCompleterDelegate
{
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: Services

  private let completer = MKLocalSearchCompleter()
  private let server = RecommendationServer()
  private let locationService = LocationService()
  private var localSearch: MKLocalSearch?

  // MARK: Data sources and delegates, one pair per mode

  // The collection view holds its data source and delegate weakly, so this controller keeps
  // every pair alive, the ones off screen too: their data sources keep what was loaded.
  private let recommendationDataSource = RecommendationDataSource()
  private lazy var recommendationDelegate = RecommendationDelegate(viewController: self)
  private let completionDataSource = CompletionDataSource()
  private lazy var completionDelegate = CompletionDelegate(viewController: self)
  private let detailDataSource = DetailDataSource()
  private lazy var detailDelegate = DetailDelegate(viewController: self)

  private var nextPage: Int? = 1
  private var isLoadingRecommendations = false

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
    show(recommendationDataSource, recommendationDelegate)
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

    completer.delegate = self
    loadRecommendations()
    Analytics.shared.track("search_screen_opened")
  }

  // MARK: Switching modes

  /// Puts one mode's data source and delegate on the collection view, which reloads.
  private func show(_ dataSource: UICollectionViewDataSource, _ delegate: UICollectionViewDelegate)
  {
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
  }

  // MARK: UISearchBarDelegate

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    localSearch?.cancel()
    localSearch = nil
    detailDataSource.mapItems = []
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      completionDataSource.completions = []
      completionDataSource.failed = false
      completionDataSource.noResultsQuery = nil
      completer.queryFragment = ""
      show(recommendationDataSource, recommendationDelegate)
    } else {
      completer.queryFragment = query
      show(completionDataSource, completionDelegate)
    }
    collectionView.reloadData()
  }

  // MARK: MKLocalSearchCompleterDelegate

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    // The answer may land after the text was cleared: the recommendations show again.
    guard collectionView.dataSource !== recommendationDataSource else { return }
    completionDataSource.completions = completer.results
    completionDataSource.failed = false
    completionDataSource.noResultsQuery =
      completer.results.isEmpty ? completer.queryFragment : nil
    if collectionView.dataSource !== detailDataSource { collectionView.reloadData() }
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    guard collectionView.dataSource !== recommendationDataSource else { return }
    completionDataSource.completions = []
    completionDataSource.failed = true
    completionDataSource.noResultsQuery = nil
    if collectionView.dataSource !== detailDataSource { collectionView.reloadData() }
  }

  // MARK: Loading

  func loadRecommendations() {
    guard let page = nextPage, !isLoadingRecommendations, !recommendationDataSource.failed else {
      return
    }
    isLoadingRecommendations = true
    server.fetchRecommendations(near: locationService.currentCoordinate, page: page) { result in
      DispatchQueue.main.async {
        self.isLoadingRecommendations = false
        switch result {
        case .success(let response):
          self.recommendationDataSource.places += response.places
          self.nextPage = response.nextPage
        case .failure:
          // TODO(jiwon): retry once on our own before showing the error row
          self.recommendationDataSource.failed = true
        }
        guard self.collectionView.dataSource === self.recommendationDataSource else { return }
        self.collectionView.reloadData()
      }
    }
  }

  func search(for completion: MKLocalSearchCompletion) {
    // Only the latest selection counts: cancel the one in flight, and check on arrival.
    localSearch?.cancel()
    let search = MKLocalSearch(request: MKLocalSearch.Request(completion: completion))
    localSearch = search
    search.start { response, error in
      guard search === self.localSearch, let mapItems = response?.mapItems, !mapItems.isEmpty else {
        return
      }
      self.localSearch = nil
      if mapItems.count == 1 {
        self.showDates(for: mapItems[0].placemark)
      } else {
        self.detailDataSource.mapItems = mapItems
        self.show(self.detailDataSource, self.detailDelegate)
        self.searchBar.text = completion.title
      }
    }
  }

  // MARK: Navigation

  func showDates(for placemark: MKPlacemark) {
    showDates(
      name: placemark.name ?? "",
      detail: [placemark.administrativeArea, placemark.country].compactMap { $0 }
        .joined(separator: ", "))
  }

  func showDates(name: String, detail: String) {
    let dateViewController = DateViewController()
    dateViewController.placeName = name
    dateViewController.placeDetail = detail
    dateViewController.checkIn = checkIn
    dateViewController.checkOut = checkOut
    navigationController?.pushViewController(dateViewController, animated: true)
  }
}
