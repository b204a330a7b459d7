import Expectations
import Foundation
import HeadlessMapKit
import Testing

@testable import BranchUnidirectional

/// The store over an environment of fakes: it runs what the reducer asks for, feeds the
/// answers back as actions, and drops the answers of cancelled or overtaken effects.
@Suite("Store")
@MainActor
struct LocationSearchStoreTests {
  @Test("a page asked for near the user comes back into the state as an action")
  func pageRoundTrip() {
    let fakes = FakeEnvironment()
    let store = LocationSearchStore(environment: fakes.environment)

    store.send(.viewDidLoad)
    expectEqual(fakes.recommendations.requests, ["page 1 near 37.5, 127.0"])
    fakes.recommendations.answer([Seeds.seoul], nextPage: 2)

    expectEqual(store.state.places, [Seeds.seoul])
    #expect(store.state.nextPage == 2 && !store.state.isLoadingPage)
  }

  @Test("an answer to an older query that lands after a newer one is dropped")
  func staleCompletionsDropped() {
    let fakes = FakeEnvironment()
    let store = LocationSearchStore(environment: fakes.environment)
    store.send(.searchTextChanged("s"))
    store.send(.searchTextChanged("se"))
    expectEqual(fakes.completer.queries, ["s", "se"])

    fakes.completer.answer(query: 1, with: [Seeds.seoulCompletion])
    fakes.completer.answer(query: 0, with: [Seeds.springfield])

    expectEqual(store.state.completions, [Seeds.seoulCompletion])
  }

  @Test("clearing the text cancels the completer, and its late answer is dropped")
  func clearingCancels() {
    let fakes = FakeEnvironment()
    let store = LocationSearchStore(environment: fakes.environment)
    store.send(.searchTextChanged("x"))
    store.send(.searchTextChanged(""))
    expectEqual(fakes.completer.cancellations, 1)

    fakes.completer.fail(query: 0)

    expectFalse(store.state.completionFailed)
    expectEqual(store.state.mode, .recommendations)
  }

  @Test("typing again cancels the search in flight: a single result no longer opens")
  func typingCancelsTheSearch() {
    let fakes = FakeEnvironment()
    let store = LocationSearchStore(environment: fakes.environment)
    store.send(.searchTextChanged("busan"))
    fakes.completer.answer(query: 0, with: [Seeds.busanCompletion])
    store.send(.rowSelected(index: 0))
    expectEqual(fakes.searcher.searches, ["Busan"])

    store.send(.searchTextChanged("busa"))
    fakes.searcher.answer(search: 0, with: [Seeds.busan])

    expectEqual(fakes.searcher.cancellations, 2)
    expectNil(store.state.dateScreen)
  }

  @Test("the observer hears the state at once, then only when an action changes it")
  func observer() {
    let fakes = FakeEnvironment()
    let store = LocationSearchStore(environment: fakes.environment)
    var seen: [LocationSearchState.Mode] = []
    store.observe { seen.append($0.mode) }

    store.send(.searchTextChanged("bus"))
    store.send(.rowWillDisplay(index: 5))
    store.send(.searchFailed)

    expectEqual(seen, [.recommendations, .completions])
  }
}
