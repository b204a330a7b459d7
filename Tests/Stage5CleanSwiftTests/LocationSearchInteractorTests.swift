import Expectations
import HeadlessMapKit
import Places
import Testing

@testable import Stage5CleanSwift

/// The interactor alone: requests in, responses to a presenter spy out, with real workers over
/// fakes of their roles, which answer whenever the test says. No screen, no world time, no
/// formatting.
@Suite("LocationSearchInteractor")
@MainActor
struct LocationSearchInteractorTests {
  let sut: LocationSearchInteractor
  let presenter = PresentationLogicSpy()
  let provider = RecommendationProviderFake()
  let completer = PlaceCompleterFake()
  let searcher = PlaceSearcherFake()

  init() {
    sut = LocationSearchInteractor(
      recommendationWorker: RecommendationWorker(
        recommendationProvider: provider, locationProvider: LocationProviderFake()),
      completionWorker: CompletionWorker(completer: completer),
      localSearchWorker: LocalSearchWorker(searcher: searcher))
    sut.presenter = presenter
  }

  // MARK: Recommendations

  @Test("loading asks for the first page and presents its places when they come")
  func loadingPresentsTheFirstPage() {
    // When
    sut.loadRecommendations(request: LocationSearch.LoadRecommendations.Request())
    // Then
    expectEqual(provider.requestedPages, [1])
    #expect(presenter.recommendations.isEmpty)
    // When
    provider.answer(page: 1, [Seeds.seoul, Seeds.busan], next: 2)
    // Then
    expectEqual(presenter.recommendations.last?.places, [Seeds.seoul, Seeds.busan])
    expectEqual(presenter.recommendations.last?.hasFailed, false)
  }

  @Test("showing the last recommendation asks for the next page; any other item, for nothing")
  func pagingAsksOnTheLastItem() {
    // Given
    loadFirstPage()
    // When
    sut.loadNextPage(request: LocationSearch.LoadNextPage.Request(shownIndex: 0))
    // Then
    expectEqual(provider.requestedPages, [1])
    // When
    sut.loadNextPage(request: LocationSearch.LoadNextPage.Request(shownIndex: 1))
    // Then
    expectEqual(provider.requestedPages, [1, 2])
  }

  @Test("a page is asked for once at a time, and never past the last page")
  func pagingAsksOnceAndStops() {
    // Given
    loadFirstPage()
    // When
    sut.loadNextPage(request: LocationSearch.LoadNextPage.Request(shownIndex: 1))
    sut.loadNextPage(request: LocationSearch.LoadNextPage.Request(shownIndex: 1))
    provider.answer(page: 2, [Seeds.springfieldIllinois], next: nil)
    sut.loadNextPage(request: LocationSearch.LoadNextPage.Request(shownIndex: 2))
    // Then
    expectEqual(provider.requestedPages, [1, 2])
    expectEqual(presenter.recommendations.last?.places.count, 3)
  }

  @Test("a failed page is presented as failed; tapping the row after the places asks again")
  func failedPageRetries() {
    // Given
    loadFirstPage()
    sut.loadNextPage(request: LocationSearch.LoadNextPage.Request(shownIndex: 1))
    provider.fail()
    expectEqual(presenter.recommendations.last?.hasFailed, true)
    expectEqual(presenter.recommendations.last?.places.count, 2)
    // When
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 2))
    // Then: the error row goes at once, and the same page is asked for again
    expectEqual(presenter.recommendations.last?.hasFailed, false)
    expectEqual(provider.requestedPages, [1, 2, 2])
    expectNil(sut.selectedPlace)
  }

  @Test("tapping a recommendation keeps it for the date screen and says so")
  func recommendationTapSelects() {
    // Given
    loadFirstPage()
    // When
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 1))
    // Then
    expectEqual(sut.selectedPlace, Destination(place: Seeds.busan))
    expectEqual(presenter.selectedPlaceCount, 1)
  }

  // MARK: Autocomplete

  @Test("the text is trimmed before it is completed, and each edit asks again")
  func textIsTrimmed() {
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: "  bu"))
    sut.complete(request: LocationSearch.Complete.Request(text: "  bu "))
    // Then
    expectEqual(completer.fragments, ["bu", "bu"])
    expectEqual(presenter.completions.count, 2)
  }

  @Test("spaces alone show the recommendations again, without asking anyone")
  func spacesShowRecommendations() {
    // Given
    loadFirstPage()
    sut.complete(request: LocationSearch.Complete.Request(text: "bu"))
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: "   "))
    // Then
    expectEqual(completer.fragments, ["bu"])
    expectEqual(completer.cancelCount, 1)
    expectEqual(provider.requestedPages, [1])
    expectEqual(presenter.calls.last, "recommendations")
    expectEqual(presenter.recommendations.last?.places, [Seeds.seoul, Seeds.busan])
  }

  @Test("completions found are presented as they came")
  func completionsArePresented() {
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: "spring"))
    completer.answer(.success([Seeds.springfield]))
    // Then
    expectEqual(presenter.completions.last?.outcome, .completions([Seeds.springfield]))
  }

  @Test("no completion presents a no-match naming the trimmed query")
  func noMatchNamesTheQuery() {
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: " xyzzy  "))
    completer.answer(.success([]))
    // Then
    expectEqual(presenter.completions.last?.outcome, .noMatch(query: "xyzzy"))
  }

  @Test("a completer failure presents a failure, and the next keystroke asks again")
  func completerFailure() {
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: "d"))
    completer.answer(.failure(Seeds.failure))
    // Then
    expectEqual(presenter.completions.last?.outcome, .failure)
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: "da"))
    // Then
    expectEqual(completer.fragments, ["d", "da"])
  }

  @Test("a page that lands while completions show waits until the text is cleared")
  func pageWaitsForRecommendationMode() {
    // Given
    sut.loadRecommendations(request: LocationSearch.LoadRecommendations.Request())
    sut.complete(request: LocationSearch.Complete.Request(text: "se"))
    // When
    provider.answer(page: 1, [Seeds.seoul], next: nil)
    // Then
    #expect(presenter.recommendations.isEmpty)
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: ""))
    // Then
    expectEqual(presenter.recommendations.last?.places, [Seeds.seoul])
  }

  @Test("the empty-state row does nothing when tapped")
  func emptyStateRowIsInert() {
    // Given
    sut.complete(request: LocationSearch.Complete.Request(text: "xyzzy"))
    completer.answer(.success([]))
    // When
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    // Then
    #expect(!searcher.calls.contains { $0.hasPrefix("search") })
    expectEqual(presenter.selectedPlaceCount, 0)
  }

  // MARK: Selecting a completion

  @Test("a completion that stands for one place keeps that place for the date screen")
  func singleResultSelects() {
    // Given
    showCompletions([Seeds.busanCompletion])
    let before = searcher.calls.count
    // When
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    searcher.answer(.success([Seeds.mapItem(Seeds.busan)]))
    // Then
    expectEqual(searcher.calls.dropFirst(before), ["search Busan"])
    expectEqual(sut.selectedPlace, Destination(place: Seeds.busan))
    expectEqual(presenter.selectedPlaceCount, 1)
    #expect(presenter.searchResults.isEmpty)
  }

  @Test("several places show as the detail list, and tapping one keeps it for the date screen")
  func severalResultsShowTheDetailList() {
    // Given
    showCompletions([Seeds.springfield])
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    // When
    searcher.answer(
      .success([Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri)])
    )
    // Then
    expectEqual(presenter.searchResults.last?.completion.title, "Springfield")
    expectEqual(presenter.searchResults.last?.mapItems.count, 2)
    expectEqual(presenter.selectedPlaceCount, 0)
    // When
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 1))
    // Then
    expectEqual(sut.selectedPlace, Destination(place: Seeds.springfieldMissouri))
    expectEqual(presenter.selectedPlaceCount, 1)
  }

  @Test("a failed or empty search leaves the completions as they are")
  func failedSearchChangesNothing() {
    // Given
    showCompletions([Seeds.springfield])
    let presented = presenter.calls.count
    // When
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    searcher.answer(.failure(Seeds.failure))
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    searcher.answer(.success([]))
    // Then
    expectEqual(presenter.calls.count, presented)
    expectNil(sut.selectedPlace)
  }

  @Test("a newer selection is searched for at once; the worker's searcher drops the older one")
  func newerSelectionSearches() {
    // Given
    showCompletions([Seeds.springfield, Seeds.busanCompletion])
    let before = searcher.calls.count
    // When
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 1))
    searcher.answer(.success([Seeds.mapItem(Seeds.busan)]))
    // Then
    expectEqual(searcher.calls.dropFirst(before), ["search Springfield", "search Busan"])
    expectEqual(sut.selectedPlace, Destination(place: Seeds.busan))
  }

  @Test("editing the text cancels the search in flight and leaves the detail list")
  func editingLeavesTheDetailList() {
    // Given
    showCompletions([Seeds.springfield])
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    searcher.answer(
      .success([Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri)])
    )
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: "springfiel"))
    // Then: the completions show again, and a tap means a completion, not a place
    expectEqual(searcher.calls.last, "cancel")
    expectEqual(presenter.calls.last, "completions")
    expectEqual(presenter.completions.last?.outcome, .completions([Seeds.springfield]))
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    expectEqual(searcher.calls.last, "search Springfield")
    expectNil(sut.selectedPlace)
  }

  @Test("completions that land over the detail list wait for the next edit")
  func completionsWaitOverTheDetailList() {
    // Given: a query in flight while the detail list opens
    showCompletions([Seeds.springfield])
    sut.complete(request: LocationSearch.Complete.Request(text: "springf"))
    sut.selectItem(request: LocationSearch.SelectItem.Request(index: 0))
    searcher.answer(
      .success([Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri)])
    )
    let presented = presenter.calls.count
    // When
    completer.answer(.success([Seeds.springfield, Seeds.busanCompletion]))
    // Then
    expectEqual(presenter.calls.count, presented)
    // When
    sut.complete(request: LocationSearch.Complete.Request(text: "springfi"))
    // Then
    expectEqual(
      presenter.completions.last?.outcome, .completions([Seeds.springfield, Seeds.busanCompletion]))
  }

  // MARK: Given

  private func loadFirstPage() {
    sut.loadRecommendations(request: LocationSearch.LoadRecommendations.Request())
    provider.answer(page: 1, [Seeds.seoul, Seeds.busan], next: 2)
  }

  private func showCompletions(_ completions: [MKLocalSearchCompletion]) {
    sut.complete(request: LocationSearch.Complete.Request(text: "spring"))
    completer.answer(.success(completions))
  }

  // MARK: Test doubles

  final class PresentationLogicSpy: LocationSearchPresentationLogic {
    private(set) var recommendations: [LocationSearch.LoadRecommendations.Response] = []
    private(set) var completions: [LocationSearch.Complete.Response] = []
    private(set) var searchResults: [LocationSearch.SelectCompletion.Response] = []
    private(set) var selectedPlaceCount = 0
    /// Every call, in order, by use case.
    private(set) var calls: [String] = []

    func presentRecommendations(response: LocationSearch.LoadRecommendations.Response) {
      recommendations.append(response)
      calls.append("recommendations")
    }

    func presentCompletions(response: LocationSearch.Complete.Response) {
      completions.append(response)
      calls.append("completions")
    }

    func presentSearchResults(response: LocationSearch.SelectCompletion.Response) {
      searchResults.append(response)
      calls.append("search results")
    }

    func presentSelectedPlace(response: LocationSearch.SelectPlace.Response) {
      selectedPlaceCount += 1
      calls.append("selected place")
    }
  }
}

extension RecommendationProviderFake {
  /// The pages asked for, in order.
  var requestedPages: [Int] { requests.map(\.page) }

  func answer(page: Int, _ places: [Place], next: Int?) {
    answer(.success(RecommendationPage(places: places, page: page, nextPage: next)))
  }

  func fail() {
    answer(.failure(Seeds.failure))
  }
}

extension PlaceCompleterFake {
  /// The fragments asked for, in order.
  var fragments: [String] {
    calls.filter { $0.hasPrefix("complete ") }.map { String($0.dropFirst("complete ".count)) }
  }

  /// How many times the query in flight was dropped.
  var cancelCount: Int { calls.filter { $0 == "cancel" }.count }
}
