import Expectations
import Places
import Testing

@Suite("Recommendation server and location service") @MainActor
struct AppServicesTests {
  let world = World(gazetteer: Fixtures.towns)

  @Test("the server pages the 50 nearest places as 20, 20 and 10, then has no next page")
  func paging() async throws {
    let server = world.run { RecommendationServer() }
    var pages: [Int: RecommendationPage] = [:]
    for page in 1...4 {
      server.fetchRecommendations(near: .centralSeoul, page: page) { pages[page] = try? $0.get() }
    }
    await world.settle()

    expectEqual(pages[1]?.places.map(\.name), (1...20).map { "Town \($0)" })
    expectEqual(pages[2]?.places.map(\.name), (21...40).map { "Town \($0)" })
    expectEqual(pages[3]?.places.map(\.name), (41...50).map { "Town \($0)" })
    expectEqual(pages.values.sorted { $0.page < $1.page }.map(\.nextPage), [2, 3, nil, nil])
    expectEqual(pages[4]?.places, [], "a page past the last comes back empty")
    expectEqual(world.requestCount(.recommendations), 4)
  }

  @Test("the server reads the page size, count and coordinate it is asked with")
  func pagingSettings() async throws {
    world.recommendationPageSize = 3
    world.recommendationCount = 5
    let server = world.run { RecommendationServer() }
    var pages: [RecommendationPage] = []
    let farNorth = Coordinate(latitude: 38.2, longitude: Coordinate.centralSeoul.longitude)
    for page in 1...2 {
      server.fetchRecommendations(near: farNorth, page: page) { pages.append(try! $0.get()) }
    }
    await world.settle()

    expectEqual(
      pages.map { $0.places.map(\.name) },
      [
        ["Town 60", "Town 59", "Town 58"], ["Town 57", "Town 56"],
      ])
    expectEqual(pages.map(\.nextPage), [2, nil])
  }

  @Test("a server failure completes with an error a person can read, and a retry succeeds")
  func failure() async throws {
    let server = world.run { RecommendationServer() }
    world.failNext(.recommendations)
    var outcomes: [Result<RecommendationPage, Error>] = []
    server.fetchRecommendations(near: .centralSeoul, page: 1) { outcomes.append($0) }
    server.fetchRecommendations(near: .centralSeoul, page: 1) { outcomes.append($0) }
    await world.settle()

    try #require(outcomes.count == 2)
    let error = try #require(thrownError(WorldError.self) { try outcomes[0].get() })
    expectEqual(error.service, .recommendations)
    expectEqual(
      (error as Error).localizedDescription,
      "The recommendation server did not answer (simulated failure).")
    #expect(try outcomes[1].get().places.count == 20)
  }

  @Test("the location service reports where the world it was made in puts the user")
  func locationService() {
    let service = world.run { LocationService() }
    expectEqual(service.currentCoordinate, .centralSeoul)

    world.userLocation = Coordinate(latitude: 41.88, longitude: -87.63)
    expectEqual(service.currentCoordinate, Coordinate(latitude: 41.88, longitude: -87.63))

    let elsewhere = World(
      gazetteer: Fixtures.towns, userLocation: Coordinate(latitude: 0, longitude: 0))
    expectEqual(
      elsewhere.run { LocationService() }.currentCoordinate, Coordinate(latitude: 0, longitude: 0)
    )
  }
}
