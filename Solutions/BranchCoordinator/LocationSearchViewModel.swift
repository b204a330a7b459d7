import Foundation
import HeadlessMapKit
import Places

/// What the search screen's view model tells whoever drives the flow: where the person goes
/// next.
@MainActor
protocol LocationSearchViewModelDelegate: AnyObject {
  /// The person chose a place: it is time for its dates.
  func locationSearchViewModel(
    _ viewModel: LocationSearchViewModel, didChoosePlaceNamed name: String, detail: String)
}

/// The location search screen with no view: which list shows and its rows, as state; the
/// person's touches and keystrokes, as inputs. The view controller draws the state and
/// forwards the inputs; what a touch means is decided here, where a test can reach it without
/// a window. Where the person goes next is its delegate's business.
@MainActor
final class LocationSearchViewModel {
  /// The lists the screen switches between.
  enum Mode: Equatable {
    case recommendations
    case completions
    case detailList
  }

  /// One row of the list, in the words the screen shows.
  struct Row: Equatable {
    var title: String
    var subtitle: String
    /// A row that says something went wrong: the view shows its title in the error colour.
    var isError = false
  }

  // MARK: State

  /// The screen's title.
  let title = "Where to?"

  /// What the empty search bar invites the person to type.
  let searchPlaceholder = "Search destinations"

  /// The list showing.
  private(set) var mode = Mode.recommendations

  /// The rows of the list showing, top first.
  private(set) var rows: [Row] = []

  /// Told when the person chose a place.
  weak var delegate: LocationSearchViewModelDelegate?

  // MARK: Bindings

  /// Called after `rows` changed: the view redraws its list.
  var onRowsChange: (@MainActor () -> Void)?

  /// Called with text for the search bar when the view model replaces it: the title of the
  /// completion whose places the detail list shows.
  var onSearchTextChange: (@MainActor (String) -> Void)?

  // MARK: Models

  // Every model is kept, the ones off screen too: they keep what they loaded for their list's
  // return.
  private let recommendationModel: RecommendationModel
  private let completionModel: CompletionModel
  private let detailModel: DetailModel

  init(
    recommendationModel: RecommendationModel, completionModel: CompletionModel,
    detailModel: DetailModel
  ) {
    self.recommendationModel = recommendationModel
    self.completionModel = completionModel
    self.detailModel = detailModel
  }

  // MARK: Inputs

  /// The screen is ready: the first page of recommendations. The next ones are asked for as
  /// the list scrolls.
  func viewDidLoad() {
    loadNextPage()
  }

  /// The person edited the search text.
  func searchTextDidChange(_ text: String) {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    detailModel.clear()
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      completionModel.clear()
      show(.recommendations)
    } else {
      completionModel.update(query: query) { [weak self] in self?.reloadIfShowing(.completions) }
      show(.completions)
    }
  }

  /// The row at `index` is about to show.
  func willShowRow(at index: Int) {
    // Paging: showing the last recommendation asks for the next page.
    guard mode == .recommendations,
      index == recommendationModel.places.count - recommendationModel.prefetchDistance
    else { return }
    loadNextPage()
  }

  /// The person tapped the row at `index`.
  func didSelectRow(at index: Int) {
    switch mode {
    case .recommendations:
      if index == recommendationModel.places.count {
        // The error row: ask for the failed page again.
        recommendationModel.clearFailure()
        show(.recommendations)
        loadNextPage()
      } else {
        let place = recommendationModel.places[index]
        showDates(name: place.name, detail: place.subtitle)
      }
    case .completions:
      guard !completionModel.failed, completionModel.noResultsQuery == nil else { return }
      search(for: completionModel.completions[index])
    case .detailList:
      showDates(for: detailModel.mapItems[index].placemark)
    }
  }

  // MARK: Loading

  private func loadNextPage() {
    recommendationModel.loadNextPage { [weak self] in self?.reloadIfShowing(.recommendations) }
  }

  /// Searches for the places a completion stands for. One place is as good as chosen; several
  /// are for the person to choose from.
  private func search(for completion: MKLocalSearchCompletion) {
    detailModel.search(for: completion) { [weak self] mapItems in
      guard let self else { return }
      if mapItems.count == 1 {
        showDates(for: mapItems[0].placemark)
      } else {
        onSearchTextChange?(completion.title)
        show(.detailList)
      }
    }
  }

  // MARK: Rows

  /// Switches to `mode`'s list and redraws it.
  private func show(_ mode: Mode) {
    self.mode = mode
    rows = makeRows()
    onRowsChange?()
  }

  /// Redraws the list if it is `mode`'s. An answer may land while another list shows: it waits
  /// for its list to return.
  private func reloadIfShowing(_ mode: Mode) {
    guard self.mode == mode else { return }
    show(mode)
  }

  private func makeRows() -> [Row] {
    switch mode {
    case .recommendations:
      let places = recommendationModel.places.map { Row(title: $0.name, subtitle: $0.subtitle) }
      guard recommendationModel.failed else { return places }
      return places + [
        Row(
          title: "Couldn't load places near you.", subtitle: "Tap to try again.", isError: true)
      ]
    case .completions:
      if completionModel.failed {
        return [
          Row(
            title: "Search isn't available right now.",
            subtitle: "Check your connection and type again.", isError: true)
        ]
      }
      if let query = completionModel.noResultsQuery {
        return [
          Row(
            title: "No places match “\(query)”.",
            subtitle: "Check the spelling or try a nearby city.")
        ]
      }
      return completionModel.completions.map { Row(title: $0.title, subtitle: $0.subtitle) }
    case .detailList:
      return detailModel.mapItems.map {
        Row(title: $0.name ?? "", subtitle: Self.whereItIs($0.placemark))
      }
    }
  }

  /// "Illinois, United States": the region and the country, those the placemark has.
  private static func whereItIs(_ placemark: MKPlacemark) -> String {
    [placemark.administrativeArea, placemark.country].compactMap { $0 }.joined(separator: ", ")
  }

  // MARK: Navigation

  private func showDates(for placemark: MKPlacemark) {
    showDates(name: placemark.name ?? "", detail: Self.whereItIs(placemark))
  }

  private func showDates(name: String, detail: String) {
    delegate?.locationSearchViewModel(self, didChoosePlaceNamed: name, detail: detail)
  }
}
