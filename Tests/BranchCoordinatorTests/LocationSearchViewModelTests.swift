import Expectations
import Foundation
import HeadlessMapKit
import Places
import Testing

@testable import BranchCoordinator

/// The search screen's view model alone: inputs in, state and bindings out, over fakes of its
/// services. No view controller, no window, no world.
@Suite("LocationSearchViewModel")
@MainActor
struct LocationSearchViewModelTests {
  let sut = SearchHarness()

  // MARK: Recommendations

  @Test("loading asks for the first page near the user and shows its places when they come")
  func loadingShowsTheFirstPage() async {
    // Given
    sut.location.currentCoordinate = Coordinate(latitude: 35.18, longitude: 129.08)
    // When
    sut.viewDidLoad()
    // Then
    expectEqual(sut.recommendations.requestedPages, [1])
    expectEqual(sut.recommendations.coordinates, [sut.location.currentCoordinate])
    #expect(sut.rows.isEmpty)
    // When
    await sut.recommendations.answer([Seeds.seoul, Seeds.busan], next: 2)
    // Then
    expectEqual(sut.viewModel.mode, .recommendations)
    expectEqual(sut.rows, ["Seoul — South Korea", "Busan — South Korea"])
    expectEqual(sut.redraws, 1)
  }

  @Test("a failed page adds an error row; tapping it removes the row at once and asks again")
  func failedPageRetries() async {
    // Given
    await sut.loadFirstPage()
    sut.viewModel.willShowRow(at: 1)
    await sut.recommendations.fail()
    #expect(sut.rows.last == "! Couldn't load places near you. — Tap to try again.")
    // When
    sut.viewModel.didSelectRow(at: 2)
    // Then
    expectEqual(sut.rows.count, 2)
    expectEqual(sut.recommendations.requestedPages, [1, 2, 2])
    #expect(sut.chosenPlaces.isEmpty)
  }

  @Test("tapping a recommendation tells the delegate the place chosen")
  func recommendationTapTellsTheDelegate() async {
    // Given
    await sut.loadFirstPage()
    // When
    sut.viewModel.didSelectRow(at: 1)
    // Then
    expectEqual(sut.chosenPlaces, ["Busan, South Korea"])
  }

  // MARK: Selecting a completion

  @Test("a completion that stands for one place is chosen at once, with no list")
  func singleResultIsChosen() {
    // Given
    sut.viewModel.searchTextDidChange("bu")
    sut.completer.answer(.success([Seeds.busanCompletion]))
    // When
    sut.viewModel.didSelectRow(at: 0)
    sut.searcher.answer([Seeds.busan])
    // Then
    expectEqual(sut.searcher.calls, ["cancel", "search Busan"])
    expectEqual(sut.chosenPlaces, ["Busan, South Korea"])
    expectEqual(sut.viewModel.mode, .completions)
    #expect(sut.searchTexts.isEmpty)
  }

  @Test("a completion that stands for several places lists them and puts its title in the bar")
  func severalResultsShowTheDetailList() {
    // Given
    sut.viewModel.searchTextDidChange("springf")
    sut.completer.answer(.success([Seeds.springfield]))
    sut.viewModel.didSelectRow(at: 0)
    // When
    sut.searcher.answer([Seeds.springfieldIllinois, Seeds.springfieldMissouri])
    // Then
    expectEqual(sut.viewModel.mode, .detailList)
    expectEqual(sut.searchTexts, ["Springfield"])
    expectEqual(
      sut.rows,
      [
        "Springfield — Illinois, United States", "Springfield — Missouri, United States",
      ])
    // When
    sut.viewModel.didSelectRow(at: 1)
    // Then
    expectEqual(sut.chosenPlaces, ["Springfield, Missouri, United States"])
  }

  @Test("editing the text drops the selection in flight: its answer shows nothing")
  func editingDropsTheSelection() {
    // Given
    sut.viewModel.searchTextDidChange("springf")
    sut.completer.answer(.success([Seeds.springfield]))
    sut.viewModel.didSelectRow(at: 0)
    // When
    sut.viewModel.searchTextDidChange("springfi")
    sut.searcher.answer([Seeds.springfieldIllinois, Seeds.springfieldMissouri])
    // Then
    expectEqual(sut.searcher.calls, ["cancel", "search Springfield", "cancel"])
    expectEqual(sut.viewModel.mode, .completions)
    #expect(sut.chosenPlaces.isEmpty)
  }
}

extension SearchHarness {
  func viewDidLoad() { viewModel.viewDidLoad() }
}
