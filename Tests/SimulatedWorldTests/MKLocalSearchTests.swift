import Expectations
import Foundation
import HeadlessMapKit
import Places
import Testing

@Suite("MKLocalSearch") @MainActor
struct MKLocalSearchTests {
  let world = World(gazetteer: Fixtures.cities)
  let outcomes = SearchOutcomes()

  /// The first completion the completer offers for `fragment`.
  private func completion(for fragment: String) async throws -> MKLocalSearchCompletion {
    let completer = world.run { MKLocalSearchCompleter() }
    completer.queryFragment = fragment
    await world.settle()
    return try #require(completer.results.first)
  }

  @Test("a search for a completion finds every place of that name in that country, by population")
  func searchByCompletion() async throws {
    let springfieldUS = try await completion(for: "springfield")
    expectEqual(springfieldUS.subtitle, "United States")
    let search = world.run {
      MKLocalSearch(request: MKLocalSearch.Request(completion: springfieldUS))
    }

    search.start(completionHandler: outcomes.handler)
    expectTrue(search.isSearching)
    await world.settle()

    expectFalse(search.isSearching)
    expectEqual(
      outcomes.titles,
      [
        [
          "Springfield, Missouri, United States", "Springfield, Massachusetts, United States",
          "Springfield, Illinois, United States",
        ]
      ])
    let first = try #require(outcomes.mapItems.first?.first)
    expectEqual(first.name, "Springfield")
    expectEqual(first.placemark.administrativeArea, "Missouri")
    expectEqual(first.placemark.isoCountryCode, "US")
    expectEqual(first.placemark.country, "United States")
    expectEqual(first.placemark.locality, "Springfield")
    expectEqual(first.placemark.coordinate.latitude, 37.22)
    expectEqual(first.placemark.coordinate.longitude, -93.30)
  }

  @Test("a natural-language search finds the matching places, most populous first")
  func naturalLanguage() async {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = "s"
    let search = world.run { MKLocalSearch(request: request) }
    request.naturalLanguageQuery = "busan"  // the search keeps its own copy, as in MapKit

    search.start(completionHandler: outcomes.handler)
    await world.settle()

    expectEqual(outcomes.mapItems.first?.compactMap(\.name).first, "São Paulo")
    expectEqual(outcomes.mapItems.first?.count, 7)
    expectEqual(outcomes.titles.first?.contains("Seoul, South Korea"), true)
  }

  @Test("a search runs once: a later start gets an error and the first still answers")
  func runsOnce() async throws {
    let seoul = try await completion(for: "seoul")
    let search = world.run { MKLocalSearch(request: MKLocalSearch.Request(completion: seoul)) }
    search.start(completionHandler: outcomes.handler)
    search.start(completionHandler: outcomes.handler)
    await world.settle()

    expectEqual(outcomes.titles, [["Seoul, South Korea"]])
    expectEqual(
      outcomes.errors,
      [
        "This search has already started: an MKLocalSearch runs once. "
          + "Create a new MKLocalSearch to search again."
      ])
    expectEqual(world.requestCount(.localSearch), 1)
  }

  @Test("a cancelled search never calls its handler")
  func cancel() async throws {
    let seoul = try await completion(for: "seoul")
    world.setLatency(2, for: .localSearch)
    let search = world.run { MKLocalSearch(request: MKLocalSearch.Request(completion: seoul)) }
    search.start(completionHandler: outcomes.handler)
    await world.advance(by: 1)
    search.cancel()
    expectFalse(search.isSearching)
    await world.settle()

    #expect(outcomes.mapItems.isEmpty)
    #expect(outcomes.errors.isEmpty)
    expectEqual(world.pendingCount, 0)
  }

  @Test("a search failure hands the handler an error and no response")
  func failure() async {
    world.failNext(.localSearch)
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = "seoul"
    world.run { MKLocalSearch(request: request) }.start(completionHandler: outcomes.handler)
    await world.settle()

    #expect(outcomes.mapItems.isEmpty)
    expectEqual(outcomes.errors, ["The place search did not answer (simulated failure)."])
  }

  @Test("a search that finds nothing fails with MapKit's placemarkNotFound")
  func noMatch() async {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = "xyzzy"
    world.run { MKLocalSearch(request: request) }.start(completionHandler: outcomes.handler)
    await world.settle()

    #expect(outcomes.mapItems.isEmpty)
    expectEqual(outcomes.errors, ["The operation couldn’t be completed. (MKErrorDomain error 4.)"])
  }

  @Test("start() awaits the response, and throws MKError.placemarkNotFound for no match")
  func asyncStart() async throws {
    async let found = Self.names(searchingFor: "busan", in: world)
    #expect(try await found == ["Busan"])

    async let nothing = Self.names(searchingFor: "xyzzy", in: world)
    do {
      _ = try await nothing
      Issue.record("a search that finds nothing returned a response")
    } catch MKError.placemarkNotFound {
      expectEqual((MKError(.placemarkNotFound) as NSError).domain, MKErrorDomain)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  /// The names of the places an awaited search finds, as an app's `async` code asks for them.
  private static func names(searchingFor text: String, in world: World) async throws -> [String] {
    try await world.run {
      let request = MKLocalSearch.Request()
      request.naturalLanguageQuery = text
      return try await MKLocalSearch(request: request).start().mapItems.compactMap(\.name)
    }
  }

  @Test("a search in flight keeps itself alive until it answers, then is released")
  func keepsItselfAlive() async {
    weak var released: MKLocalSearch?
    do {
      let request = MKLocalSearch.Request()
      request.naturalLanguageQuery = "busan"
      let search = world.run { MKLocalSearch(request: request) }
      released = search
      search.start(completionHandler: outcomes.handler)
    }
    expectNotNil(released)
    await world.settle()

    expectEqual(outcomes.titles, [["Busan, South Korea"]])
    expectNil(released)
  }

  @Test("on the bundled places, Springfield in the United States resolves to its eight cities")
  func bundledSpringfield() async {
    let world = World()
    let completer = world.run { MKLocalSearchCompleter() }
    completer.queryFragment = "Springfield"
    await world.settle()
    let springfieldUS = completer.results.first {
      $0.title == "Springfield" && $0.subtitle == "United States"
    }
    expectEqual(completer.results.filter { $0 == springfieldUS }.count, 1)

    if let springfieldUS {
      let search = world.run {
        MKLocalSearch(request: MKLocalSearch.Request(completion: springfieldUS))
      }
      search.start(completionHandler: outcomes.handler)
      await world.settle()
    }

    expectEqual(outcomes.mapItems.first?.count, 8)
    expectEqual(outcomes.titles.first?.first, "Springfield, Missouri, United States")
  }
}
