import Foundation
import HeadlessMapKit
import Places

/// What the location search presenter tells its screen to do. The screen decides nothing: it
/// shows these rows, this text, this next screen.
@MainActor
protocol LocationSearchView: AnyObject {
  /// Shows `rows` as the whole list, in place of what it showed.
  func showRows(_ rows: [LocationRow])

  /// Puts `text` in the search bar; it is not an edit, so nothing is reported back.
  func showSearchText(_ text: String)

  /// Opens the date screen that `presenter` runs.
  func showDateScreen(presenter: DatePresenter)
}

/// The location search screen's logic, with no UIKit in it: which list shows, when to ask for
/// the next page, which answers still count, what a tap means, and the words of every row. It
/// hears from its view what the person did, and tells it what to show.
@MainActor
final class LocationSearchPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: LocationSearchView?

  // MARK: Models, one per list

  private let recommendationModel = RecommendationModel()
  private let completionModel = CompletionModel()
  private let detailModel = DetailModel()

  /// What the list shows: one mode at a time.
  private enum Mode {
    case recommendations
    case completions
    case detailList
  }

  private var mode = Mode.recommendations

  // Handed back by the date screen's presenter, through its delegate, when the person goes
  // back.
  private var checkIn: Date?
  private var checkOut: Date?

  // MARK: Events from the view

  /// The screen is ready: it shows the recommendations, and the first page is asked for.
  func viewDidLoad() {
    showRows()
    // The first page; the next ones as the list scrolls.
    loadNextPage()
  }

  /// The person edited the text in the search bar.
  func searchTextDidChange(_ text: String) {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    detailModel.clear()
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      completionModel.clear()
      mode = .recommendations
    } else {
      completionModel.update(query: query) { [weak self] in
        self?.showRows(ifShowing: .completions)
      }
      mode = .completions
    }
    showRows()
  }

  /// The row at `index` came into view.
  func rowWillAppear(at index: Int) {
    // Paging: showing the last recommendation asks for the next page.
    guard mode == .recommendations,
      index == recommendationModel.places.count - recommendationModel.prefetchDistance
    else { return }
    loadNextPage()
  }

  /// The person tapped the row at `index`: what it means depends on the list that shows.
  func rowSelected(at index: Int) {
    switch mode {
    case .recommendations:
      let places = recommendationModel.places
      if places.indices.contains(index) {
        showDates(name: places[index].name, detail: places[index].subtitle)
      } else if index == places.count, recommendationModel.failed {
        // The error row after the places: ask for the failed page again.
        recommendationModel.clearFailure()
        showRows()
        loadNextPage()
      }
    case .completions:
      // The empty-state and error rows do nothing.
      let completions = completionModel.completions
      guard !completionModel.failed, completionModel.noResultsQuery == nil,
        completions.indices.contains(index)
      else { return }
      search(for: completions[index])
    case .detailList:
      let mapItems = detailModel.mapItems
      guard mapItems.indices.contains(index) else { return }
      showDates(for: mapItems[index].placemark)
    }
  }

  // MARK: Loading

  private func loadNextPage() {
    recommendationModel.loadNextPage { [weak self] in
      // The page may land while another list shows: it waits for its list to return.
      self?.showRows(ifShowing: .recommendations)
    }
  }

  /// Searches for the places `completion` stands for. One place is as good as chosen; several
  /// are for the person to choose from.
  private func search(for completion: MKLocalSearchCompletion) {
    detailModel.search(for: completion) { [weak self] mapItems in
      guard let self else { return }
      if mapItems.count == 1 {
        showDates(for: mapItems[0].placemark)
      } else {
        mode = .detailList
        view?.showSearchText(completion.title)
        showRows()
      }
    }
  }

  // MARK: What the list shows

  private func showRows(ifShowing shown: Mode) {
    guard mode == shown else { return }
    showRows()
  }

  private func showRows() {
    switch mode {
    case .recommendations: view?.showRows(recommendationRows)
    case .completions: view?.showRows(completionRows)
    case .detailList: view?.showRows(detailRows)
    }
  }

  private var recommendationRows: [LocationRow] {
    var rows = recommendationModel.places.map { place in
      LocationRow(title: place.name, subtitle: place.subtitle)
    }
    if recommendationModel.failed {
      rows.append(
        LocationRow(
          title: "Couldn't load places near you.", subtitle: "Tap to try again.", isError: true))
    }
    return rows
  }

  private var completionRows: [LocationRow] {
    if completionModel.failed {
      return [
        LocationRow(
          title: "Search isn't available right now.",
          subtitle: "Check your connection and type again.", isError: true)
      ]
    }
    if let query = completionModel.noResultsQuery {
      return [
        LocationRow(
          title: "No places match “\(query)”.", subtitle: "Check the spelling or try a nearby city."
        )
      ]
    }
    return completionModel.completions.map { completion in
      LocationRow(title: completion.title, subtitle: completion.subtitle)
    }
  }

  private var detailRows: [LocationRow] {
    detailModel.mapItems.map { item in
      LocationRow(title: item.name ?? "", subtitle: Self.whereItIs(item.placemark))
    }
  }

  /// "Illinois, United States": the state, if any, and the country.
  private static func whereItIs(_ placemark: MKPlacemark) -> String {
    [placemark.administrativeArea, placemark.country].compactMap { $0 }.joined(separator: ", ")
  }

  // MARK: Navigation

  private func showDates(for placemark: MKPlacemark) {
    showDates(name: placemark.name ?? "", detail: Self.whereItIs(placemark))
  }

  private func showDates(name: String, detail: String) {
    let datePresenter = DatePresenter(
      placeName: name, placeDetail: detail, checkIn: checkIn, checkOut: checkOut)
    datePresenter.delegate = self
    view?.showDateScreen(presenter: datePresenter)
  }
}

// MARK: - What the date screen reports

extension LocationSearchPresenter: DatePresenterDelegate {
  func datePresenter(_ presenter: DatePresenter, didChooseCheckIn checkIn: Date, checkOut: Date) {
    self.checkIn = checkIn
    self.checkOut = checkOut
  }
}
