import Foundation
import HeadlessMapKit
import Places

/// What the location search view tells its presenter: what the person did.
@MainActor
protocol LocationSearchViewOutput: AnyObject {
  /// The screen is ready.
  func viewDidLoad()

  /// The person edited the text in the search bar.
  func searchTextDidChange(_ text: String)

  /// The row at `index` came into view.
  func rowWillAppear(at index: Int)

  /// The person tapped the row at `index`.
  func rowSelected(at index: Int)
}

/// The location search module's hub: it hears the view's events, asks the interactor for what
/// they need, words what comes back for the view, and asks the router to move on. It decides
/// what the list shows and what a tap means; it fetches nothing and pushes nothing.
@MainActor
final class LocationSearchPresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: LocationSearchViewInput?
  let interactor: LocationSearchInteractorInput
  let router: LocationSearchRouterInput

  /// What the list shows: one mode at a time.
  private enum Mode {
    case recommendations
    case completions
    case detailList
  }

  /// What the completer last said.
  private enum CompletionOutcome {
    case completions([MKLocalSearchCompletion])
    case noMatch(query: String)
    case failure
  }

  private var mode = Mode.recommendations
  private var recommendations: [Place] = []
  private var recommendationsFailed = false
  private var completionOutcome = CompletionOutcome.completions([])
  private var detailItems: [MKMapItem] = []

  // Handed back by the date module when the person goes back.
  private var checkIn: Date?
  private var checkOut: Date?

  init(interactor: LocationSearchInteractorInput, router: LocationSearchRouterInput) {
    self.interactor = interactor
    self.router = router
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
    var rows = recommendations.map { LocationRow(title: $0.name, subtitle: $0.subtitle) }
    if recommendationsFailed {
      rows.append(
        LocationRow(
          title: "Couldn't load places near you.", subtitle: "Tap to try again.", isError: true))
    }
    return rows
  }

  private var completionRows: [LocationRow] {
    switch completionOutcome {
    case .completions(let completions):
      return completions.map { LocationRow(title: $0.title, subtitle: $0.subtitle) }
    case .noMatch(let query):
      return [
        LocationRow(
          title: "No places match “\(query)”.", subtitle: "Check the spelling or try a nearby city."
        )
      ]
    case .failure:
      return [
        LocationRow(
          title: "Search isn't available right now.",
          subtitle: "Check your connection and type again.", isError: true)
      ]
    }
  }

  private var detailRows: [LocationRow] {
    detailItems.map { item in
      LocationRow(
        title: item.name ?? "", subtitle: Destination(placemark: item.placemark).whereItIs)
    }
  }

  private func openDates(for destination: Destination) {
    router.openDates(for: destination, checkIn: checkIn, checkOut: checkOut, output: self)
  }
}

// MARK: - LocationSearchViewOutput

extension LocationSearchPresenter: LocationSearchViewOutput {
  func viewDidLoad() {
    showRows()
    // The first page; the next ones as the list scrolls.
    interactor.loadNextPage()
  }

  func searchTextDidChange(_ text: String) {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    interactor.cancelSearch()
    detailItems = []
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch.
      mode = .recommendations
      completionOutcome = .completions([])
      interactor.cancelCompletion()
    } else {
      mode = .completions
      interactor.complete(query)
    }
    showRows()
  }

  func rowWillAppear(at index: Int) {
    // Paging: showing the last recommendation asks for the next page.
    guard mode == .recommendations, index == recommendations.count - 1 else { return }
    interactor.loadNextPage()
  }

  func rowSelected(at index: Int) {
    switch mode {
    case .recommendations:
      if recommendations.indices.contains(index) {
        openDates(for: Destination(place: recommendations[index]))
      } else if index == recommendations.count, recommendationsFailed {
        interactor.retryFailedPage()  // the error row after the places
      }
    case .completions:
      // The empty-state and error rows do nothing.
      guard case .completions(let completions) = completionOutcome,
        completions.indices.contains(index)
      else { return }
      interactor.searchPlaces(for: completions[index])
    case .detailList:
      guard detailItems.indices.contains(index) else { return }
      openDates(for: Destination(placemark: detailItems[index].placemark))
    }
  }
}

// MARK: - LocationSearchInteractorOutput

extension LocationSearchPresenter: LocationSearchInteractorOutput {
  func didLoadRecommendations(_ places: [Place], lastPageFailed: Bool) {
    recommendations = places
    recommendationsFailed = lastPageFailed
    // The page may land while another list shows: it waits for its list to return.
    showRows(ifShowing: .recommendations)
  }

  func didComplete(_ completions: [MKLocalSearchCompletion], for query: String) {
    completionOutcome = completions.isEmpty ? .noMatch(query: query) : .completions(completions)
    // The answer may land while the detail list shows: it waits for the list to return.
    showRows(ifShowing: .completions)
  }

  func didFailToComplete(_ query: String) {
    completionOutcome = .failure
    showRows(ifShowing: .completions)
  }

  func didFindPlaces(_ mapItems: [MKMapItem], for completion: MKLocalSearchCompletion) {
    // One place is as good as chosen; several are for the person to choose from.
    if mapItems.count == 1 {
      openDates(for: Destination(placemark: mapItems[0].placemark))
    } else {
      mode = .detailList
      detailItems = mapItems
      view?.showSearchText(completion.title)
      showRows()
    }
  }
}

// MARK: - DateModuleOutput

extension LocationSearchPresenter: DateModuleOutput {
  func dateModuleDidChoose(checkIn: Date, checkOut: Date) {
    self.checkIn = checkIn
    self.checkOut = checkOut
  }
}
