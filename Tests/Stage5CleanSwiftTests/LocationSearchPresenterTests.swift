import Expectations
import HeadlessMapKit
import HeadlessUIKit
import Testing

@testable import Stage5CleanSwift

/// The presenter alone: responses in, view models to a display spy out. Every text the list
/// shows is checked here, and nowhere needs a screen to check it.
@Suite("LocationSearchPresenter")
@MainActor
struct LocationSearchPresenterTests {
  let sut = LocationSearchPresenter()
  let display = DisplayLogicSpy()

  init() {
    sut.viewController = display
  }

  @Test("places become rows of their name and where they are")
  func placesBecomeRows() {
    // When
    sut.presentRecommendations(
      response: LocationSearch.LoadRecommendations.Response(
        places: [Seeds.seoul, Seeds.springfieldIllinois], hasFailed: false))
    // Then
    expectEqual(
      display.recommendations.last?.rows,
      [
        LocationSearch.DisplayedRow(title: "Seoul", subtitle: "South Korea"),
        LocationSearch.DisplayedRow(title: "Springfield", subtitle: "Illinois, United States"),
      ])
  }

  @Test("a failed page adds a red row after the places, offering to try again")
  func failedPageAddsAnErrorRow() {
    // When
    sut.presentRecommendations(
      response: LocationSearch.LoadRecommendations.Response(places: [Seeds.seoul], hasFailed: true))
    // Then
    let rows = display.recommendations.last?.rows ?? []
    expectEqual(rows.count, 2)
    #expect(
      rows.last
        == LocationSearch.DisplayedRow(
          title: "Couldn't load places near you.", subtitle: "Tap to try again.",
          titleColor: .systemRed))
  }

  @Test("completions become rows of their title and country")
  func completionsBecomeRows() {
    // When
    sut.presentCompletions(
      response: LocationSearch.Complete.Response(
        outcome: .completions([Seeds.springfield, Seeds.busanCompletion])))
    // Then
    expectEqual(
      display.completions.last?.rows,
      [
        LocationSearch.DisplayedRow(title: "Springfield", subtitle: "United States"),
        LocationSearch.DisplayedRow(title: "Busan", subtitle: "South Korea"),
      ])
  }

  @Test("no match becomes one row naming the query")
  func noMatchBecomesOneRow() {
    // When
    sut.presentCompletions(
      response: LocationSearch.Complete.Response(outcome: .noMatch(query: "xyzzy")))
    // Then
    #expect(
      display.completions.last?.rows == [
        LocationSearch.DisplayedRow(
          title: "No places match “xyzzy”.", subtitle: "Check the spelling or try a nearby city.")
      ])
  }

  @Test("a completer failure becomes one red row")
  func failureBecomesOneRedRow() {
    // When
    sut.presentCompletions(response: LocationSearch.Complete.Response(outcome: .failure))
    // Then
    expectEqual(
      display.completions.last?.rows,
      [
        LocationSearch.DisplayedRow(
          title: "Search isn't available right now.",
          subtitle: "Check your connection and type again.", titleColor: .systemRed)
      ])
  }

  @Test("several places become rows with their state and country; the search bar, the title")
  func searchResultsBecomeRows() {
    // When
    sut.presentSearchResults(
      response: LocationSearch.SelectCompletion.Response(
        completion: Seeds.springfield,
        mapItems: [
          Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri),
        ]))
    // Then
    expectEqual(display.searchResults.last?.searchText, "Springfield")
    expectEqual(
      display.searchResults.last?.rows,
      [
        LocationSearch.DisplayedRow(title: "Springfield", subtitle: "Illinois, United States"),
        LocationSearch.DisplayedRow(title: "Springfield", subtitle: "Missouri, United States"),
      ])
  }

  @Test("a chosen place is passed on, for the view controller to route")
  func selectedPlaceIsPassedOn() {
    // When
    sut.presentSelectedPlace(response: LocationSearch.SelectPlace.Response())
    // Then
    expectEqual(display.selectedPlaceCount, 1)
  }

  @Test("holds its view controller weakly")
  func holdsTheDisplayWeakly() {
    // Given
    var display: DisplayLogicSpy? = DisplayLogicSpy()
    sut.viewController = display
    // When
    display = nil
    // Then
    expectNil(sut.viewController)
  }

  // MARK: Test doubles

  final class DisplayLogicSpy: LocationSearchDisplayLogic {
    private(set) var recommendations: [LocationSearch.LoadRecommendations.ViewModel] = []
    private(set) var completions: [LocationSearch.Complete.ViewModel] = []
    private(set) var searchResults: [LocationSearch.SelectCompletion.ViewModel] = []
    private(set) var selectedPlaceCount = 0

    func displayRecommendations(viewModel: LocationSearch.LoadRecommendations.ViewModel) {
      recommendations.append(viewModel)
    }

    func displayCompletions(viewModel: LocationSearch.Complete.ViewModel) {
      completions.append(viewModel)
    }

    func displaySearchResults(viewModel: LocationSearch.SelectCompletion.ViewModel) {
      searchResults.append(viewModel)
    }

    func displaySelectedPlace(viewModel: LocationSearch.SelectPlace.ViewModel) {
      selectedPlaceCount += 1
    }
  }
}
