import Foundation
import HeadlessMapKit

/// The location search scene's rules, as one pure function: given the state and an action, it
/// changes the state and says which effects to run. It calls no service and touches no view,
/// so a test gives it a state and an action and checks what comes out.
enum LocationSearchReducer {
  static func reduce(
    _ state: inout LocationSearchState, _ action: LocationSearchAction
  ) -> [LocationSearchEffect] {
    switch action {
    case .viewDidLoad:
      return fetchNextPage(&state)

    case .searchTextChanged(let text):
      return textChanged(&state, to: text)

    case .rowWillDisplay(let index):
      // Paging: showing the last recommendation asks for the next page.
      guard state.mode == .recommendations, index == state.places.count - 1 else { return [] }
      return fetchNextPage(&state)

    case .rowSelected(let index):
      return rowSelected(&state, at: index)

    case .datesChosen(let checkIn, let checkOut):
      state.checkIn = checkIn
      state.checkOut = checkOut
      state.dateScreen = nil
      return []

    case .pageLoaded(let page):
      state.isLoadingPage = false
      state.places += page.places
      state.nextPage = page.nextPage
      return []

    case .pageFailed:
      state.isLoadingPage = false
      state.pageFailed = true
      return []

    case .completionsLoaded(let query, let completions):
      state.completions = completions
      state.completionFailed = false
      state.noMatchQuery = completions.isEmpty ? query : nil
      return []

    case .completionsFailed:
      state.completions = []
      state.completionFailed = true
      state.noMatchQuery = nil
      return []

    case .searchFinished(let completion, let mapItems):
      if mapItems.count == 1 {
        state.dateScreen = .init(placemark: mapItems[0].placemark)
      } else if !mapItems.isEmpty {
        state.mode = .detailList
        state.mapItems = mapItems
        state.searchText = completion.title
      }
      return []

    case .searchFailed:
      // A failed search leaves the completions as they are.
      return []
    }
  }

  private static func fetchNextPage(_ state: inout LocationSearchState) -> [LocationSearchEffect] {
    guard let page = state.nextPage, !state.isLoadingPage, !state.pageFailed else { return [] }
    state.isLoadingPage = true
    return [.fetchRecommendations(page: page)]
  }

  private static func textChanged(
    _ state: inout LocationSearchState, to text: String
  ) -> [LocationSearchEffect] {
    state.searchText = text
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    // Editing the text cancels a selection in flight and leaves the detail list.
    state.mapItems = []
    if query.isEmpty {
      // Back to the recommendations already loaded: no new fetch, and no answer to wait for.
      state.mode = .recommendations
      state.completions = []
      state.completionFailed = false
      state.noMatchQuery = nil
      return [.cancel(.localSearch), .cancel(.completions)]
    }
    // The previous completions stay on screen until the answer to this query replaces them.
    state.mode = .completions
    return [.cancel(.localSearch), .complete(query: query)]
  }

  private static func rowSelected(
    _ state: inout LocationSearchState, at index: Int
  ) -> [LocationSearchEffect] {
    switch state.mode {
    case .recommendations:
      if state.places.indices.contains(index) {
        let place = state.places[index]
        state.dateScreen = .init(placeName: place.name, placeDetail: place.subtitle)
      } else if state.pageFailed {
        // The error row after the places: try the failed page again.
        state.pageFailed = false
        return fetchNextPage(&state)
      }
      return []
    case .completions:
      // The empty-state and error rows do nothing.
      guard !state.completionFailed, state.completions.indices.contains(index) else { return [] }
      return [.search(state.completions[index])]
    case .detailList:
      guard state.mapItems.indices.contains(index) else { return [] }
      state.dateScreen = .init(placemark: state.mapItems[index].placemark)
      return []
    }
  }
}

extension LocationSearchState.DateScreen {
  /// The date screen for a place found by a local search.
  init(placemark: MKPlacemark) {
    self.init(
      placeName: placemark.name ?? "",
      placeDetail: [placemark.administrativeArea, placemark.country].compactMap { $0 }
        .joined(separator: ", "))
  }
}
