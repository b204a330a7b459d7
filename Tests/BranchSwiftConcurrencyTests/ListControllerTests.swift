import Expectations
import HeadlessMapKit
import HeadlessUIKit
import Testing

@testable import BranchSwiftConcurrency

/// The lists and their models over fakes: each awaits its service in a task on the main actor,
/// and a newer request cancels the task that would have delivered a stale answer.
@Suite("Lists and models")
@MainActor
struct ListControllerTests {
  let provider = FakeRecommendationProvider()
  let completer = FakePlaceCompleter()
  let searcher = FakePlaceSearcher()
  let spy = ListDelegateSpy()

  /// The completion list over the fake completer, reporting to the spy.
  func completionList() -> CompletionController {
    let controller = CompletionController(model: CompletionModel(completer: completer))
    controller.delegate = spy
    return controller
  }

  /// The detail list over the fake searcher, reporting to the spy.
  func detailList() -> DetailController {
    let controller = DetailController(model: DetailModel(searcher: searcher))
    controller.delegate = spy
    return controller
  }

  @Test("a page is awaited into the model, and no page is asked for while one is loading")
  func recommendationModel() async {
    let model = RecommendationModel(
      recommendationProvider: provider, locationProvider: FakeLocationProvider())
    let first = Task { await model.loadNextPage() }
    await Seeds.letTasksRun()
    #expect(await model.loadNextPage() == false)

    provider.answer([Seeds.seoul, Seeds.busan], nextPage: 2)
    #expect(await first.value)
    expectEqual(model.places.map(\.name), ["Seoul", "Busan"])
    expectEqual(provider.requests, ["page 1 near 37.5, 127.0"])
  }

  @Test("a failed page stops paging until the failure is cleared")
  func recommendationFailure() async {
    let controller = RecommendationController(
      model: RecommendationModel(
        recommendationProvider: provider, locationProvider: FakeLocationProvider()))
    controller.delegate = spy

    controller.loadNextPage()
    await Seeds.letTasksRun()
    provider.fail()
    await Seeds.letTasksRun()
    #expect(controller.model.failed && spy.events == ["recommendations loaded"])
    controller.loadNextPage()
    await Seeds.letTasksRun()
    expectEqual(provider.requests.count, 1)

    controller.model.clearFailure()
    controller.loadNextPage()
    await Seeds.letTasksRun()
    expectEqual(provider.requests.count, 2)
  }

  @Test("the completer's answers reach the model and the delegate; a stale one does not")
  func completions() async {
    let controller = completionList()

    controller.update(query: "s")
    controller.update(query: "se")
    completer.answer("s", with: [Seeds.springfield])
    completer.answer("se", with: [Seeds.seoulCompletion])
    await Seeds.letTasksRun()

    expectEqual(completer.queries, ["s", "se"])
    expectEqual(controller.model.completions, [Seeds.seoulCompletion])
    expectEqual(spy.events, ["completions loaded"])
  }

  @Test("after clearing, a late answer or failure changes nothing")
  func clearing() async {
    let controller = completionList()

    controller.update(query: "xyzzy")
    completer.answer("xyzzy", with: [])
    await Seeds.letTasksRun()
    expectEqual(controller.model.noResultsQuery, "xyzzy")

    controller.clear()
    completer.fail("xyzzy")
    await Seeds.letTasksRun()
    expectEqual(completer.cancellations, 1)
    #expect(!controller.model.failed && controller.model.noResultsQuery == nil)
    expectEqual(spy.events, ["completions loaded"])
  }

  @Test("a list that goes away stops listening to the completer")
  func stopsListening() async {
    var controller: CompletionController? = completionList()
    await Seeds.letTasksRun()
    #expect(controller != nil && !completer.isTerminated)

    controller = nil
    await Seeds.letTasksRun()
    expectTrue(completer.isTerminated)
  }

  @Test("a new selection cancels the search in flight: its answer never reaches the delegate")
  func staleSearch() async {
    let controller = detailList()

    controller.search(for: Seeds.busanCompletion)
    await Seeds.letTasksRun()
    controller.search(for: Seeds.springfield)
    await Seeds.letTasksRun()
    searcher.answer([Seeds.busan])
    searcher.answer([Seeds.springfieldIllinois, Seeds.springfieldMissouri])
    await Seeds.letTasksRun()

    expectEqual(searcher.searches, ["Busan", "Springfield"])
    expectEqual(spy.events, ["places for Springfield"])
    expectEqual(controller.model.mapItems.count, 2)
  }

  @Test("one place found is as good as chosen; clearing drops a search in flight")
  func singleResultAndClearing() async {
    let controller = detailList()

    controller.search(for: Seeds.busanCompletion)
    await Seeds.letTasksRun()
    searcher.answer([Seeds.busan])
    await Seeds.letTasksRun()
    expectEqual(spy.events, ["selected Busan, -"])

    controller.search(for: Seeds.springfield)
    await Seeds.letTasksRun()
    controller.clear()
    searcher.answer([Seeds.springfieldIllinois, Seeds.springfieldMissouri])
    await Seeds.letTasksRun()
    expectEqual(spy.events, ["selected Busan, -"])
    #expect(controller.model.mapItems.isEmpty)
  }
}
