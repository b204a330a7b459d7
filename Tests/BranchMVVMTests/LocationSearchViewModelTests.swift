import Expectations
import Foundation
import HeadlessMapKit
import Places
import Testing

@testable import BranchMVVM

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

  @Test("showing the last row asks for the next page, once, and never past the last page")
  func pagingAsksOnTheLastRow() async {
    // Given
    await sut.loadFirstPage()
    // When
    sut.viewModel.willShowRow(at: 0)
    sut.viewModel.willShowRow(at: 1)
    sut.viewModel.willShowRow(at: 1)
    // Then
    expectEqual(sut.recommendations.requestedPages, [1, 2])
    // When
    await sut.recommendations.answer([Seeds.springfieldIllinois], next: nil)
    sut.viewModel.willShowRow(at: 2)
    // Then
    expectEqual(sut.recommendations.requestedPages, [1, 2])
    expectEqual(sut.rows.count, 3)
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
    #expect(sut.dateScreens.isEmpty)
  }

  @Test("tapping a recommendation shows the date screen for it")
  func recommendationTapShowsDates() async throws {
    // Given
    await sut.loadFirstPage()
    // When
    sut.viewModel.didSelectRow(at: 1)
    // Then
    let dates = try #require(sut.dateScreens.first)
    expectEqual(sut.dateScreens.count, 1)
    expectEqual(dates.title, "Busan")
    expectEqual(dates.placeText, "Busan, South Korea")
  }

  // MARK: Autocomplete

  @Test("typing asks for the trimmed text and shows the completions that come")
  func typingShowsCompletions() {
    // When
    sut.viewModel.searchTextDidChange("  bu ")
    sut.completer.answer(.success([Seeds.busanCompletion]))
    // Then
    expectEqual(sut.completer.calls, ["complete bu"])
    expectEqual(sut.viewModel.mode, .completions)
    expectEqual(sut.rows, ["Busan — South Korea"])
  }

  @Test("spaces alone show the recommendations loaded, without asking anyone again")
  func spacesShowRecommendations() async {
    // Given
    await sut.loadFirstPage()
    sut.viewModel.searchTextDidChange("bu")
    // When
    sut.viewModel.searchTextDidChange("   ")
    // Then
    expectEqual(sut.completer.calls, ["complete bu", "cancel"])
    expectEqual(sut.recommendations.requestedPages, [1])
    expectEqual(sut.viewModel.mode, .recommendations)
    expectEqual(sut.rows, ["Seoul — South Korea", "Busan — South Korea"])
  }

  @Test("no match shows one row quoting the query, which is not a place to choose")
  func noMatchRow() {
    // Given
    sut.viewModel.searchTextDidChange("atlantis ")
    sut.completer.answer(.success([]))
    // When
    sut.viewModel.didSelectRow(at: 0)
    // Then
    #expect(sut.rows == ["No places match “atlantis”. — Check the spelling or try a nearby city."])
    expectEqual(sut.searcher.calls, ["cancel"])
  }

  @Test("a completer failure shows an error row")
  func completerFailureRow() {
    // When
    sut.viewModel.searchTextDidChange("bu")
    sut.completer.answer(.failure(Seeds.failure))
    // Then
    expectEqual(
      sut.rows, ["! Search isn't available right now. — Check your connection and type again."])
  }

  @Test("a page that lands while completions show waits for the recommendations to return")
  func pageWaitsForItsList() async {
    // Given
    sut.viewModel.viewDidLoad()
    sut.viewModel.searchTextDidChange("bu")
    sut.completer.answer(.success([Seeds.busanCompletion]))
    let redraws = sut.redraws
    // When
    await sut.recommendations.answer([Seeds.seoul], next: nil)
    // Then
    expectEqual(sut.redraws, redraws)
    expectEqual(sut.rows, ["Busan — South Korea"])
    // When
    sut.viewModel.searchTextDidChange("")
    // Then
    expectEqual(sut.rows, ["Seoul — South Korea"])
  }

  // MARK: Selecting a completion

  @Test("a completion that stands for one place shows the date screen, with no list")
  func singleResultShowsDates() throws {
    // Given
    sut.viewModel.searchTextDidChange("bu")
    sut.completer.answer(.success([Seeds.busanCompletion]))
    // When
    sut.viewModel.didSelectRow(at: 0)
    sut.searcher.answer([Seeds.busan])
    // Then
    expectEqual(sut.searcher.calls, ["cancel", "search Busan"])
    #expect(try #require(sut.dateScreens.first).placeText == "Busan, South Korea")
    expectEqual(sut.viewModel.mode, .completions)
    #expect(sut.searchTexts.isEmpty)
  }

  @Test("a completion that stands for several places lists them and puts its title in the bar")
  func severalResultsShowTheDetailList() throws {
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
    #expect(
      try #require(sut.dateScreens.first).placeText == "Springfield, Missouri, United States")
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
    #expect(sut.dateScreens.isEmpty)
  }

  // MARK: Dates

  @Test("the dates chosen on one date screen fill the next one in")
  func datesComeBack() async throws {
    // Given
    await sut.loadFirstPage()
    sut.viewModel.didSelectRow(at: 0)
    let first = try #require(sut.dateScreens.last)
    expectNil(first.checkIn)
    first.viewDidLoad(today: Seeds.today)
    first.checkOutDidChange(Seeds.day(3))
    // When
    first.willGoBack()
    sut.viewModel.didSelectRow(at: 1)
    // Then
    let second = try #require(sut.dateScreens.last)
    expectEqual(second.title, "Busan")
    expectEqual(second.checkIn, Seeds.today)
    expectEqual(second.checkOut, Seeds.day(3))
  }
}

extension SearchHarness {
  func viewDidLoad() { viewModel.viewDidLoad() }
}
