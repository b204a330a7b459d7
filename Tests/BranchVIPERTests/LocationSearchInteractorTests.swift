import Expectations
import Foundation
import HeadlessMapKit
import Testing

@testable import BranchVIPER

/// The interactor runs the use cases over fakes of the roles, and reports entities to an output
/// spy. No view, no presenter, no world.
@Suite("The location search interactor reports entities to its output")
@MainActor
struct LocationSearchInteractorTests {
  let provider = RecommendationProviderFake()
  let location = LocationProviderFake()
  let completer = PlaceCompleterFake()
  let searcher = PlaceSearcherFake()
  let output = LocationSearchInteractorOutputSpy()
  let interactor: LocationSearchInteractor

  init() {
    interactor = LocationSearchInteractor(
      recommendationProvider: provider, locationProvider: location, completer: completer,
      searcher: searcher)
    interactor.output = output
  }

  @Test("pages are asked for one at a time, near the user, until there is none")
  func paging() {
    // When the first page is asked for twice before it lands, then once more after each page
    interactor.loadNextPage()
    interactor.loadNextPage()
    provider.answer(Seeds.page([Seeds.seoul], 1, next: 2))
    interactor.loadNextPage()
    provider.answer(Seeds.page([Seeds.busan], 2, next: nil))
    interactor.loadNextPage()

    // Then two pages were asked for, near the user, and the output got both
    expectEqual(provider.requests.map(\.page), [1, 2])
    expectEqual(provider.requests.first?.coordinate, location.currentCoordinate)
    expectEqual(output.events, ["1 places", "2 places"])
    expectEqual(output.recommendations.map(\.name), ["Seoul", "Busan"])
  }

  @Test("a failed page stops the paging until it is retried")
  func failureAndRetry() {
    // Given a first page that failed
    interactor.loadNextPage()
    provider.answer(.failure(Seeds.failure))
    interactor.loadNextPage()
    expectEqual(provider.requests.count, 1)

    // When it is retried
    interactor.retryFailedPage()
    provider.answer(Seeds.page([Seeds.seoul], 1, next: nil))

    // Then the failure went at once, and the page came
    expectEqual(output.events, ["0 places, failed", "0 places", "1 places"])
  }

  @Test("completions and a completer failure go to the output with their query")
  func completions() {
    // When the completer answers "spring", then fails "sp"
    interactor.complete("spring")
    completer.answer(.success([Seeds.springfield]))
    interactor.complete("sp")
    completer.answer(.failure(Seeds.failure))
    interactor.cancelCompletion()

    // Then the output heard both, and the completer was cancelled
    expectEqual(output.events, ["1 completions for spring", "no completions for sp"])
    expectEqual(completer.calls, ["complete spring", "complete sp", "cancel"])
  }

  @Test("places found go to the output; a failed or empty search changes nothing")
  func search() {
    // When a search fails, one finds nothing, and one finds two places
    interactor.searchPlaces(for: Seeds.springfield)
    searcher.answer(.failure(Seeds.failure))
    interactor.searchPlaces(for: Seeds.springfield)
    searcher.answer(.success([]))
    interactor.searchPlaces(for: Seeds.springfield)
    searcher.answer(
      .success([Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri)]
      ))

    // Then only the two places were reported
    expectEqual(output.events, ["2 places for Springfield"])
  }

  @Test("the interactor holds its output weakly")
  func weakOutput() {
    // Given an output held only by the interactor
    weak var released: LocationSearchInteractorOutputSpy?
    do {
      let spy = LocationSearchInteractorOutputSpy()
      interactor.output = spy
      released = spy
    }

    // Then it is gone, and an answer that lands reports to no one
    expectNil(released)
    interactor.loadNextPage()
    provider.answer(Seeds.page([Seeds.seoul], 1, next: nil))
    #expect(output.events.isEmpty)
  }
}
