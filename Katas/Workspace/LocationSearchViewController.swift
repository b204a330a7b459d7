import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places

/// Search screen: recommendations near the user, autocomplete, and search results.
final class LocationSearchViewController: UIViewController, UICollectionViewDataSource,
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

  // MARK: State

  private var isSearching = false
  private var isShowingDetails = false

  private var recommendations: [Place] = []
  private var nextPage: Int? = 1
  private var isLoadingRecommendations = false
  private var recommendationsFailed = false

  private var completions: [MKLocalSearchCompletion] = []
  private var completionsFailed = false
  private var noResultsQuery: String?

  private var detailItems: [MKMapItem] = []

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
    collectionView.dataSource = self
    collectionView.delegate = self
    // collectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    view.addSubview(collectionView)

    completer.delegate = self
    loadRecommendations()
    Analytics.shared.track("search_screen_opened")
  }

  // MARK: UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    if isShowingDetails {
      return detailItems.count
    } else if isSearching {
      if completionsFailed || noResultsQuery != nil { return 1 }
      return completions.count
    } else {
      return recommendations.count + (recommendationsFailed ? 1 : 0)
    }
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: LocationCell.reuseIdentifier, for: indexPath) as! LocationCell
    if isShowingDetails {
      let item = detailItems[indexPath.item]
      cell.titleLabel.text = item.name
      cell.subtitleLabel.text = [item.placemark.administrativeArea, item.placemark.country]
        .compactMap { $0 }.joined(separator: ", ")
    } else if isSearching {
      if completionsFailed {
        cell.titleLabel.text = "Search isn't available right now."
        cell.titleLabel.textColor = .systemRed
        cell.subtitleLabel.text = "Check your connection and type again."
      } else if let query = noResultsQuery {
        cell.titleLabel.text = "No places match “\(query)”."
        cell.subtitleLabel.text = "Check the spelling or try a nearby city."
      } else {
        let completion = completions[indexPath.item]
        cell.titleLabel.text = completion.title
        cell.subtitleLabel.text = completion.subtitle
      }
    } else {
      if indexPath.item == recommendations.count {
        cell.titleLabel.text = "Couldn't load places near you."
        cell.titleLabel.textColor = .systemRed
        cell.subtitleLabel.text = "Tap to try again."
      } else {
        let place = recommendations[indexPath.item]
        cell.titleLabel.text = place.name
        cell.subtitleLabel.text = place.subtitle
        let formatter = NumberFormatter()
        formatter.minimumIntegerDigits = 2
        Analytics.shared.track(
          "recommendation_impression",
          ["position": formatter.string(from: NSNumber(value: indexPath.item + 1)) ?? ""])
      }
    }
    return cell
  }

  // MARK: UICollectionViewDelegate

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    // Paging: showing the last recommendation asks for the next page.
    if !isSearching && !isShowingDetails && indexPath.item == recommendations.count - 1 {
      loadRecommendations()
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if isShowingDetails {
      showDates(for: detailItems[indexPath.item].placemark)
    } else if isSearching {
      if completionsFailed || noResultsQuery != nil { return }
      search(for: completions[indexPath.item])
    } else if indexPath.item == recommendations.count {
      recommendationsFailed = false
      collectionView.reloadData()
      loadRecommendations()
    } else {
      let place = recommendations[indexPath.item]
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
    isShowingDetails = false
    detailItems = []
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      isSearching = false
      completions = []
      completionsFailed = false
      noResultsQuery = nil
      completer.queryFragment = ""
    } else {
      isSearching = true
      completer.queryFragment = query
    }
    collectionView.reloadData()
  }

  // MARK: MKLocalSearchCompleterDelegate

  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    guard isSearching else { return }
    completions = completer.results
    completionsFailed = false
    noResultsQuery = completer.results.isEmpty ? completer.queryFragment : nil
    if !isShowingDetails { collectionView.reloadData() }
  }

  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {
    guard isSearching else { return }
    completions = []
    completionsFailed = true
    noResultsQuery = nil
    if !isShowingDetails { collectionView.reloadData() }
  }

  // MARK: Loading

  private func loadRecommendations() {
    guard let page = nextPage, !isLoadingRecommendations, !recommendationsFailed else { return }
    isLoadingRecommendations = true
    server.fetchRecommendations(near: locationService.currentCoordinate, page: page) { result in
      DispatchQueue.main.async {
        self.isLoadingRecommendations = false
        switch result {
        case .success(let response):
          // print("page \(page): \(response.places.count) places")
          self.recommendations += response.places
          self.nextPage = response.nextPage
        case .failure:
          // TODO(jiwon): retry once on our own before showing the error row
          self.recommendationsFailed = true
        }
        if !self.isSearching { self.collectionView.reloadData() }
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
        self.detailItems = mapItems
        self.isShowingDetails = true
        self.searchBar.text = completion.title
        self.collectionView.reloadData()
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
