import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places

/// The location search screen, with a data source per mode (recommendations, completions,
/// detail list): the mode is whichever data source is on the collection view. This class still
/// sets up the views, is the collection view's delegate, talks to the completer, the local
/// search and the recommendation server, and pushes the date screen.
final class LocationSearchViewController: UIViewController,
  UICollectionViewDelegateFlowLayout, UISearchBarDelegate,
  @preconcurrency MKLocalSearchCompleterDelegate
{
  // MARK: Views

  private let searchBar = UISearchBar()
  private var collectionView: UICollectionView!

  // MARK: Services, made right here

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
  }

  // MARK: Modes

  private var isShowingRecommendations: Bool {
    collectionView.dataSource === recommendationDataSource
  }

  private var isShowingDetails: Bool { collectionView.dataSource === detailDataSource }

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    // Paging: showing the last recommendation asks for the next page.
    if isShowingRecommendations && indexPath.item == recommendationDataSource.places.count - 1 {
      loadRecommendations()
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if isShowingDetails {
      showDates(for: detailDataSource.mapItems[indexPath.item].placemark)
    } else if !isShowingRecommendations {
      if completionDataSource.failed || completionDataSource.noResultsQuery != nil { return }
      search(for: completionDataSource.completions[indexPath.item])
    } else if indexPath.item == recommendationDataSource.places.count {
      recommendationDataSource.failed = false
      collectionView.reloadData()
      loadRecommendations()
    } else {
      let place = recommendationDataSource.places[indexPath.item]
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
    guard !isShowingRecommendations else { return }
    completionDataSource.completions = completer.results
    completionDataSource.failed = false
    completionDataSource.noResultsQuery =
      completer.results.isEmpty ? completer.queryFragment : nil
    if !isShowingDetails { collectionView.reloadData() }
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    guard !isShowingRecommendations else { return }
    completionDataSource.completions = []
    completionDataSource.failed = true
    completionDataSource.noResultsQuery = nil
    if !isShowingDetails { collectionView.reloadData() }
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
          self.recommendationDataSource.places += response.places
          self.nextPage = response.nextPage
        case .failure:
          self.recommendationDataSource.failed = true
        }
        if self.isShowingRecommendations { self.collectionView.reloadData() }
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
