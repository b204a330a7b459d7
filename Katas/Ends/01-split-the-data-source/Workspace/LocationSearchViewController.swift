import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places

/// Search screen: recommendations near the user, autocomplete, and search results.
final class LocationSearchViewController: UIViewController,
  UICollectionViewDelegateFlowLayout, UISearchBarDelegate,
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

  // MARK: Data sources, one per mode

  // The collection view holds its data source weakly: this controller keeps all three.
  private let recommendationDataSource = RecommendationDataSource()
  private let completionDataSource = CompletionDataSource()
  private let detailDataSource = DetailDataSource()

  private var nextPage: Int? = 1
  private var isLoadingRecommendations = false

  private var selectedPlaceName = ""
  private var selectedPlaceDetail = ""

  // Set by DateViewController on the way back.
  var checkIn: Date?
  var checkOut: Date?

  // Search v2 stays off until design signs off on the new copy (SRCH-212).
  private let isSearchV2Enabled = false

  // MARK: Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Where to?"
    view.backgroundColor = .systemBackground

    if isSearchV2Enabled {
      searchBar.placeholder = "City, region or landmark"
    } else {
      searchBar.placeholder = "Search destinations"
    }
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
    collectionView.dataSource = recommendationDataSource
    collectionView.delegate = self
    // collectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
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

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    // Paging: showing the last recommendation asks for the next page.
    if collectionView.dataSource === recommendationDataSource
      && indexPath.item == recommendationDataSource.places.count - 1
    {
      loadRecommendations()
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if collectionView.dataSource === detailDataSource {
      showDates(for: detailDataSource.mapItems[indexPath.item].placemark)
    } else if collectionView.dataSource !== recommendationDataSource {
      if completionDataSource.failed || completionDataSource.noResultsQuery != nil { return }
      search(for: completionDataSource.completions[indexPath.item])
    } else if indexPath.item == recommendationDataSource.places.count {
      recommendationDataSource.failed = false
      collectionView.reloadData()
      loadRecommendations()
    } else {
      let place = recommendationDataSource.places[indexPath.item]
      Analytics.shared.track("recommendation_selected", ["id": "\(place.id)"])
      showDates(name: place.name, detail: place.subtitle)
    }
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
      collectionView.dataSource = recommendationDataSource
    } else {
      completer.queryFragment = query
      collectionView.dataSource = completionDataSource
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

  private func loadRecommendations() {
    guard let page = nextPage, !isLoadingRecommendations, !recommendationDataSource.failed else {
      return
    }
    isLoadingRecommendations = true
    server.fetchRecommendations(near: locationService.currentCoordinate, page: page) { result in
      DispatchQueue.main.async {
        self.isLoadingRecommendations = false
        switch result {
        case .success(let response):
          // print("page \(page): \(response.places.count) places")
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

  private func search(for completion: MKLocalSearchCompletion) {
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
        self.collectionView.dataSource = self.detailDataSource
        self.searchBar.text = completion.title
      }
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
    selectedPlaceName = name
    selectedPlaceDetail = detail
    performSegue(withIdentifier: "showDates", sender: self)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if let dateViewController = segue.destination as? DateViewController {
      dateViewController.placeName = selectedPlaceName
      dateViewController.placeDetail = selectedPlaceDetail
      dateViewController.checkIn = checkIn
      dateViewController.checkOut = checkOut
    }
  }
}
