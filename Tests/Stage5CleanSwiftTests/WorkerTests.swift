import HeadlessMapKit
import Places
import Testing

@testable import Stage5CleanSwift

/// The workers over fakes of the roles they receive: each passes the interactor's request to
/// its role, and the role's answer back, unchanged.
@Suite("Workers")
@MainActor
struct WorkerTests {
  @Test("the recommendation worker asks for the page near where the location provider says")
  func recommendationWorkerAsksNearTheUser() throws {
    // Given
    let provider = RecommendationProviderFake()
    let location = LocationProviderFake()
    location.currentCoordinate = Coordinate(latitude: 35.18, longitude: 129.08)
    let sut = RecommendationWorker(recommendationProvider: provider, locationProvider: location)
    var answers: [[String]] = []
    // When
    sut.fetchRecommendations(page: 2) { result in
      answers.append((try? result.get())?.places.map(\.name) ?? ["failure"])
    }
    provider.answer(.success(RecommendationPage(places: [Seeds.busan], page: 2, nextPage: nil)))
    // Then
    let request = try #require(provider.requests.first)
    #expect(provider.requests.count == 1)
    #expect(request.page == 2)
    #expect(request.coordinate == location.currentCoordinate)
    #expect(answers == [["Busan"]])
  }

  @Test("the completion worker completes through its completer, and cancels it")
  func completionWorkerUsesTheCompleter() {
    // Given
    let completer = PlaceCompleterFake()
    let sut = CompletionWorker(completer: completer)
    var answers: [[String]] = []
    // When
    sut.complete("bu") { result in answers.append(((try? result.get()) ?? []).map(\.title)) }
    completer.answer(.success([Seeds.busanCompletion]))
    sut.cancel()
    completer.answer(.success([Seeds.springfield]))
    // Then
    #expect(completer.calls == ["complete bu", "cancel"])
    #expect(answers == [["Busan"]])
  }

  @Test("the local search worker searches through its searcher, and cancels it")
  func localSearchWorkerUsesTheSearcher() {
    // Given
    let searcher = PlaceSearcherFake()
    let sut = LocalSearchWorker(searcher: searcher)
    var answers: [[String]] = []
    // When
    sut.search(for: Seeds.springfield) { result in
      answers.append(((try? result.get()) ?? []).map { $0.name ?? "" })
    }
    searcher.answer(
      .success([Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri)])
    )
    sut.cancel()
    // Then
    #expect(searcher.calls == ["search Springfield", "cancel"])
    #expect(answers == [["Springfield", "Springfield"]])
  }
}
