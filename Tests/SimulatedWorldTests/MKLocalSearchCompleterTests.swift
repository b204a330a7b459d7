import Expectations
import HeadlessMapKit
import Places
import Testing

@Suite("MKLocalSearchCompleter") @MainActor
struct MKLocalSearchCompleterTests {
  let world = World(gazetteer: Fixtures.cities)
  let spy = CompleterDelegateSpy()

  private func makeCompleter() -> MKLocalSearchCompleter {
    let completer = world.run { MKLocalSearchCompleter() }
    completer.delegate = spy
    return completer
  }

  @Test("completions are one per name and country, most populous first")
  func groupsByNameAndCountry() async {
    let completer = makeCompleter()
    completer.queryFragment = "spring"
    expectTrue(completer.isSearching)

    await world.settle()

    expectFalse(completer.isSearching)
    expectEqual(
      spy.events,
      [
        .results([
          "Spring Valley — United States", "Springfield — United States",
          "Springfield — Australia",
        ])
      ])
  }

  @Test("matching ignores case and diacritics and finds Hangul names")
  func folding() async {
    let completer = makeCompleter()
    completer.queryFragment = "SAO paulo"
    await world.settle()
    completer.queryFragment = "서울"
    await world.settle()

    expectEqual(spy.events, [.results(["São Paulo — Brazil"]), .results(["Seoul — South Korea"])])
  }

  @Test("a superseded query is never delivered, even when its answer would arrive later")
  func supersededQuery() async {
    let completer = makeCompleter()
    world.setLatency(5, for: .completer)
    completer.queryFragment = "sp"
    world.setLatency(1, for: .completer)
    completer.queryFragment = "se"

    await world.advance(by: 1)
    expectEqual(spy.events, [.results(["Seoul — South Korea"])])

    await world.settle()
    expectEqual(spy.events, [.results(["Seoul — South Korea"])], "the answer to \"sp\" never came")
    expectEqual(completer.results.map(\.title), ["Seoul"])
    expectEqual(world.requestCount(.completer), 2)
  }

  @Test("an empty or blank fragment clears the results at once and fails on the next turn")
  func emptyFragment() async {
    let completer = makeCompleter()
    completer.queryFragment = "busan"
    await world.settle()
    expectEqual(completer.results.map(\.title), ["Busan"])

    world.setLatency(3, for: .completer)
    completer.queryFragment = "seo"
    completer.queryFragment = "   "

    #expect(completer.results.isEmpty)
    expectFalse(completer.isSearching)
    expectEqual(spy.events, [.results(["Busan — South Korea"])], "told before the next turn")
    await world.settle()
    expectEqual(
      spy.events,
      [
        .results(["Busan — South Korea"]),
        .failure("The operation couldn’t be completed. (MKErrorDomain error 1.)"),
      ], "\"seo\" was superseded; the blank fragment fails, as MapKit's completer does")
    expectEqual(world.requestCount(.completer), 2, "a blank fragment asks nothing")
  }

  @Test("a blank fragment followed at once by a real one is not reported")
  func blankThenTyped() async {
    let completer = makeCompleter()
    completer.queryFragment = ""
    completer.queryFragment = "busan"
    await world.settle()
    expectEqual(spy.events, [.results(["Busan — South Korea"])])
  }

  @Test("setting the same fragment again asks again, and both answers are told")
  func repeatedFragment() async {
    let completer = makeCompleter()
    completer.queryFragment = "busan"
    await world.settle()
    completer.queryFragment = "busan"
    await world.settle()
    expectEqual(world.requestCount(.completer), 2)
    expectEqual(spy.events, [.results(["Busan — South Korea"]), .results(["Busan — South Korea"])])
  }

  @Test("a completer failure is reported to the delegate and leaves the results as they were")
  func failure() async {
    let completer = makeCompleter()
    completer.queryFragment = "seoul"
    await world.settle()
    world.failNext(.completer)
    completer.queryFragment = "busan"
    await world.settle()

    expectEqual(
      spy.events,
      [
        .results(["Seoul — South Korea"]),
        .failure("The place completer did not answer (simulated failure)."),
      ])
    expectEqual(completer.results.map(\.title), ["Seoul"])
  }

  @Test("cancel stops the query in flight, and a fragment with no match answers empty")
  func cancelAndNoMatch() async {
    let completer = makeCompleter()
    completer.queryFragment = "seoul"
    completer.cancel()
    expectFalse(completer.isSearching)
    await world.settle()
    #expect(spy.events.isEmpty)

    completer.queryFragment = "atlantis"
    await world.settle()
    expectEqual(spy.events, [.results([])])
  }

  @Test("a completer nobody keeps is released, and its answer is dropped")
  func releasedCompleter() async {
    weak var released: MKLocalSearchCompleter?
    do {
      let completer = makeCompleter()
      released = completer
      completer.queryFragment = "seoul"
    }
    expectNil(released)
    await world.settle()
    #expect(spy.events.isEmpty)
  }

  @Test("at most ten completions come back")
  func atMostTen() async {
    let manyTowns = World(gazetteer: Fixtures.towns)
    let completer = manyTowns.run { MKLocalSearchCompleter() }
    completer.delegate = spy
    completer.queryFragment = "town"
    await manyTowns.settle()

    expectEqual(completer.results.map(\.title), (51...60).reversed().map { "Town \($0)" })
  }
}
