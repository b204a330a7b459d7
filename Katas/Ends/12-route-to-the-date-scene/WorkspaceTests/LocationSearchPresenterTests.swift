import HeadlessUIKit
import Places
import Testing

@testable import Workspace

/// The presenter alone: a response in, a view model out to a spy of the display logic. The
/// texts the list shows are checked with no screen at all.
@Suite("The location search presenter")
@MainActor
struct LocationSearchPresenterTests {
  let presenter = LocationSearchPresenter()
  let display = DisplayLogicSpy()

  init() {
    presenter.viewController = display
  }

  @Test("a place becomes a row of its name and where it is")
  func placeBecomesARow() {
    // Given a place in a US state
    let springfield = Place(
      id: 1, name: "Springfield", hangulNames: [], countryCode: "US",
      countryName: "United States", region: "Illinois",
      coordinate: Coordinate(latitude: 39.8, longitude: -89.6), population: 114_000)

    // When the presenter presents it
    presenter.presentRecommendations(
      response: LocationSearch.LoadRecommendations.Response(
        places: [springfield], hasFailed: false))

    // Then the view is given one row, with the state and the country
    let rows = display.recommendations.last?.rows ?? []
    #expect(rows.map(\.title) == ["Springfield"])
    #expect(rows.map(\.subtitle) == ["Illinois, United States"])
  }

  @Test("a failed page ends the list with a red row to try again")
  func failureRow() {
    presenter.presentRecommendations(
      response: LocationSearch.LoadRecommendations.Response(places: [], hasFailed: true))

    let rows = display.recommendations.last?.rows ?? []
    #expect(rows.map(\.title) == ["Couldn't load places near you."])
    #expect(rows.map(\.subtitle) == ["Tap to try again."])
    #expect(rows.first?.titleColor == .systemRed)
  }

  @Test("no match becomes one row that quotes the query")
  func noMatchQuotesTheQuery() {
    presenter.presentCompletions(
      response: LocationSearch.Complete.Response(outcome: .noMatch(query: "atlantis")))

    #expect(display.completions.last?.rows.map(\.title) == ["No places match “atlantis”."])
  }
}
