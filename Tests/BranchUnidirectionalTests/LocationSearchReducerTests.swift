import Expectations
import Foundation
import HeadlessMapKit
import Testing

@testable import BranchUnidirectional

/// The reducer as a pure function: a state and an action in, the new state and the effects
/// out. No store, no screen, no service.
@Suite("Reducer")
@MainActor
struct LocationSearchReducerTests {
  /// The state after the first page of two places, with a page 2 to come.
  static var browsing: LocationSearchState {
    var state = LocationSearchState()
    state.places = [Seeds.seoul, Seeds.busan]
    state.nextPage = 2
    return state
  }

  @Test("the screen loading asks for page 1, and no page while one is loading")
  func firstPage() {
    var state = LocationSearchState()
    expectEqual(
      LocationSearchReducer.reduce(&state, .viewDidLoad), [.fetchRecommendations(page: 1)])
    expectTrue(state.isLoadingPage)
    expectEqual(LocationSearchReducer.reduce(&state, .rowWillDisplay(index: -1)), [])
  }

  @Test("showing the last recommendation asks for the next page; showing another does not")
  func paging() {
    var state = Self.browsing
    expectEqual(LocationSearchReducer.reduce(&state, .rowWillDisplay(index: 0)), [])
    expectEqual(
      LocationSearchReducer.reduce(&state, .rowWillDisplay(index: 1)),
      [.fetchRecommendations(page: 2)])

    let page = Seeds.page([Seeds.springfieldIllinois], 2, next: nil)
    expectEqual(LocationSearchReducer.reduce(&state, .pageLoaded(page)), [])
    expectEqual(state.places.map(\.name), ["Seoul", "Busan", "Springfield"])
    #expect(!state.isLoadingPage && state.nextPage == nil)
    expectEqual(LocationSearchReducer.reduce(&state, .rowWillDisplay(index: 2)), [])
  }

  @Test("a failed page adds an error row, and tapping it asks for the same page again")
  func retry() {
    var state = Self.browsing
    _ = LocationSearchReducer.reduce(&state, .rowWillDisplay(index: 1))
    expectEqual(LocationSearchReducer.reduce(&state, .pageFailed), [])
    #expect(
      state.rows.last
        == LocationRow(
          title: "Couldn't load places near you.", subtitle: "Tap to try again.", isError: true))
    expectEqual(LocationSearchReducer.reduce(&state, .rowWillDisplay(index: 1)), [])

    expectEqual(
      LocationSearchReducer.reduce(&state, .rowSelected(index: 2)), [.fetchRecommendations(page: 2)]
    )
    #expect(!state.pageFailed && state.rows.count == 2)
  }

  @Test("typing completes the trimmed text and cancels a selection in flight")
  func typing() {
    var state = Self.browsing
    let effects = LocationSearchReducer.reduce(&state, .searchTextChanged("  busan "))
    expectEqual(effects, [.cancel(.localSearch), .complete(query: "busan")])
    expectEqual(state.mode, .completions)
    expectEqual(state.searchText, "  busan ")
  }

  @Test("text of spaces only goes back to the recommendations loaded, fetching nothing")
  func whitespaceOnly() {
    var state = Self.browsing
    _ = LocationSearchReducer.reduce(&state, .searchTextChanged("bus"))
    _ = LocationSearchReducer.reduce(
      &state, .completionsLoaded(query: "bus", [Seeds.busanCompletion]))

    let effects = LocationSearchReducer.reduce(&state, .searchTextChanged("   "))
    expectEqual(effects, [.cancel(.localSearch), .cancel(.completions)])
    #expect(state.mode == .recommendations && state.completions.isEmpty)
    expectEqual(state.rows.map(\.title), ["Seoul", "Busan"])
  }

  @Test("an empty answer names the query; a failure shows an error row instead")
  func noMatchAndFailure() {
    var state = LocationSearchState()
    _ = LocationSearchReducer.reduce(&state, .searchTextChanged(" xyzzy "))
    _ = LocationSearchReducer.reduce(&state, .completionsLoaded(query: "xyzzy", []))
    expectEqual(state.rows.map(\.title), ["No places match “xyzzy”."])
    expectEqual(LocationSearchReducer.reduce(&state, .rowSelected(index: 0)), [])

    _ = LocationSearchReducer.reduce(&state, .completionsFailed)
    expectEqual(state.rows.map(\.title), ["Search isn't available right now."])
    expectEqual(LocationSearchReducer.reduce(&state, .rowSelected(index: 0)), [])
  }

  @Test("selecting a completion searches for it; several places show the detail list")
  func severalResults() {
    var state = LocationSearchState()
    _ = LocationSearchReducer.reduce(&state, .searchTextChanged("springf"))
    _ = LocationSearchReducer.reduce(
      &state, .completionsLoaded(query: "springf", [Seeds.springfield]))
    expectEqual(
      LocationSearchReducer.reduce(&state, .rowSelected(index: 0)), [.search(Seeds.springfield)])

    let found = [Seeds.springfieldIllinois, Seeds.springfieldMissouri].map(Seeds.mapItem)
    expectEqual(LocationSearchReducer.reduce(&state, .searchFinished(Seeds.springfield, found)), [])
    #expect(state.mode == .detailList && state.searchText == "Springfield")
    expectEqual(
      state.rows.map(\.subtitle), ["Illinois, United States", "Missouri, United States"])
    expectNil(state.dateScreen)
  }

  @Test("one place found opens the date screen for it, and the list stays as it was")
  func singleResult() {
    var state = LocationSearchState()
    _ = LocationSearchReducer.reduce(&state, .searchTextChanged("busan"))
    _ = LocationSearchReducer.reduce(
      &state, .completionsLoaded(query: "busan", [Seeds.busanCompletion]))
    let rowsBefore = state.rows

    _ = LocationSearchReducer.reduce(
      &state, .searchFinished(Seeds.busanCompletion, [Seeds.mapItem(Seeds.busan)]))
    expectEqual(state.dateScreen, .init(placeName: "Busan", placeDetail: "South Korea"))
    #expect(state.mode == .completions && state.rows == rowsBefore)
  }

  @Test("completions that land during the detail list wait for the text to change")
  func completionsDuringTheDetailList() {
    var state = LocationSearchState()
    _ = LocationSearchReducer.reduce(&state, .searchTextChanged("springf"))
    let found = [Seeds.springfieldIllinois, Seeds.springfieldMissouri].map(Seeds.mapItem)
    _ = LocationSearchReducer.reduce(&state, .searchFinished(Seeds.springfield, found))
    let detailRows = state.rows

    _ = LocationSearchReducer.reduce(
      &state, .completionsLoaded(query: "springf", [Seeds.springfield]))
    expectEqual(state.rows, detailRows)

    _ = LocationSearchReducer.reduce(&state, .searchTextChanged("springfi"))
    #expect(state.mode == .completions && state.mapItems.isEmpty)
    expectEqual(state.rows.map(\.title), ["Springfield"])
  }

  @Test("the dates handed back close the date screen, and the next one starts from them")
  func datesComeBack() {
    var state = Self.browsing
    _ = LocationSearchReducer.reduce(&state, .rowSelected(index: 1))
    expectEqual(state.dateScreen, .init(placeName: "Busan", placeDetail: "South Korea"))

    let effects = LocationSearchReducer.reduce(
      &state, .datesChosen(checkIn: Seeds.checkIn, checkOut: Seeds.checkOut))
    expectEqual(effects, [])
    expectNil(state.dateScreen)
    #expect(state.checkIn == Seeds.checkIn && state.checkOut == Seeds.checkOut)
  }
}
