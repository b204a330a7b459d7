import Expectations
import HeadlessMapKit
import Places
import Testing

@testable import Stage5CleanSwift

/// The workers over fakes of the roles they receive: each asks its role, keeps what it
/// answered, and tells the interactor when the answer is in.
@Suite("Workers")
@MainActor
struct WorkerTests {
  @Test("the recommendation worker asks for the next page near the user, one page at a time")
  func recommendationWorkerPages() throws {
    // Given
    let provider = RecommendationProviderFake()
    let location = LocationProviderFake()
    location.currentCoordinate = Coordinate(latitude: 35.18, longitude: 129.08)
    let sut = RecommendationWorker(recommendationProvider: provider, locationProvider: location)
    var loads = 0
    // When
    sut.loadNextPage { loads += 1 }
    sut.loadNextPage { loads += 1 }
    provider.answer(.success(RecommendationPage(places: [Seeds.busan], page: 1, nextPage: 2)))
    sut.loadNextPage { loads += 1 }
    // Then
    expectEqual(provider.requests.map(\.page), [1, 2])
    expectEqual(provider.requests.first?.coordinate, location.currentCoordinate)
    expectEqual(sut.places, [Seeds.busan])
    expectEqual(loads, 1)
  }

  @Test("a failed page is asked for again only after the failure is cleared")
  func recommendationWorkerRetries() {
    // Given
    let provider = RecommendationProviderFake()
    let sut = RecommendationWorker(
      recommendationProvider: provider, locationProvider: LocationProviderFake())
    sut.loadNextPage {}
    provider.answer(.failure(Seeds.failure))
    // When
    sut.loadNextPage {}
    expectEqual(provider.requests.count, 1)
    sut.clearFailure()
    sut.loadNextPage {}
    // Then
    expectEqual(sut.failed, false)
    expectEqual(provider.requests.map(\.page), [1, 1])
  }

  @Test("the completion worker keeps the latest answer, and forgets it when cleared")
  func completionWorkerUsesTheCompleter() {
    // Given
    let completer = PlaceCompleterFake()
    let sut = CompletionWorker(completer: completer)
    var updates = 0
    // When
    sut.update(query: "bu") { updates += 1 }
    completer.answer(.success([Seeds.busanCompletion]))
    // Then
    expectEqual(sut.completions.map(\.title), ["Busan"])
    // When
    sut.update(query: "xyzzy") { updates += 1 }
    completer.answer(.success([]))
    // Then
    expectEqual(sut.noResultsQuery, "xyzzy")
    // When
    sut.clear()
    completer.answer(.success([Seeds.springfield]))
    // Then
    expectEqual(completer.calls, ["complete bu", "complete xyzzy", "cancel"])
    #expect(sut.completions.isEmpty && sut.noResultsQuery == nil && !sut.failed)
    expectEqual(updates, 2)
  }

  @Test("the local search worker keeps the places it found, and calls back only for some")
  func localSearchWorkerUsesTheSearcher() {
    // Given
    let searcher = PlaceSearcherFake()
    let sut = LocalSearchWorker(searcher: searcher)
    var found: [[String]] = []
    // When
    sut.search(for: Seeds.springfield) { found.append($0.map { $0.name ?? "" }) }
    searcher.answer(.success([]))
    sut.search(for: Seeds.springfield) { found.append($0.map { $0.name ?? "" }) }
    searcher.answer(
      .success([Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri)])
    )
    // Then
    expectEqual(found, [["Springfield", "Springfield"]])
    expectEqual(sut.mapItems.count, 2)
    // When
    sut.clear()
    // Then
    expectEqual(searcher.calls, ["search Springfield", "search Springfield", "cancel"])
    #expect(sut.mapItems.isEmpty)
  }
}
