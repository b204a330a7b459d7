import Expectations
import Testing

@testable import Places

/// The required behaviour on the real data set, loaded once for the whole suite.
@Suite struct BundledGazetteerTests {
  let gazetteer = Gazetteer.bundled

  @Test("all 34,006 cities load, 6,150 of them with Hangul names")
  func loadsEverything() {
    expectEqual(gazetteer.places.count, 34_006)
    expectEqual(gazetteer.places.filter { !$0.hangulNames.isEmpty }.count, 6_150)
    let seoul = gazetteer.place(id: 1_835_848)
    expectEqual(seoul?.name, "Seoul")
    expectEqual(seoul?.countryCode, "KR")
    expectEqual(seoul?.subtitle, "South Korea")
    expectEqual(seoul?.hangulNames.contains("서울특별시"), true)
    expectEqual(gazetteer.place(id: 4_250_542)?.subtitle, "Illinois, United States")
  }

  @Test(
    "\"sao paulo\" and \"SÃO PAULO\" find São Paulo first", arguments: ["sao paulo", "SÃO PAULO"])
  func findsSaoPaulo(query: String) {
    expectEqual(gazetteer.search(query, limit: 10).first?.name, "São Paulo")
  }

  @Test("\"paulo\" matches São Paulo at a word start; \"aulo\" does not")
  func matchesWordStartsOnly() {
    #expect(gazetteer.search("paulo", limit: 10).contains { $0.name == "São Paulo" })
    #expect(!gazetteer.search("aulo", limit: 100).contains { $0.name == "São Paulo" })
  }

  @Test("\"서울\" finds Seoul first, and \"서\" finds it among the results")
  func findsSeoulInHangul() {
    expectEqual(gazetteer.search("서울", limit: 10).first?.name, "Seoul")
    #expect(gazetteer.search("서", limit: 10).contains { $0.name == "Seoul" })
  }

  @Test("Springfield, United States, is 8 cities")
  func findsEightSpringfields() {
    let springfields = gazetteer.places(named: "Springfield", countryCode: "US")
    expectEqual(springfields.count, 8)
    expectEqual(Set(springfields.compactMap(\.region)).count, 8)
    expectEqual(springfields.map(\.population), springfields.map(\.population).sorted(by: >))
    // Completion also matches words inside names: West Springfield, Springfield Gardens (both
    // in the US) and Springfield Lakes (Australia) come along with the eight.
    let completions = gazetteer.search("springfield", limit: 20)
    expectEqual(completions.count, 12)
    expectEqual(completions.filter { $0.name == "Springfield" }.map(\.id), springfields.map(\.id))
    expectEqual(completions.filter { $0.countryCode != "US" }.map(\.name), ["Springfield Lakes"])
  }

  @Test("a one-letter query returns the limit's worth of the most populous matches")
  func answersOneLetter() {
    let results = gazetteer.search("s", limit: 10)
    expectEqual(results.count, 10)
    // Walking all places from the most populous down, the first ten that match are these.
    let expected = gazetteer.byRank.lazy.map { self.gazetteer.places[Int($0)] }
      .filter { place in
        ([place.name] + place.hangulNames).contains { name in
          let folded = Gazetteer.fold(name)
          return Gazetteer.wordStarts(inFolded: folded).contains {
            folded.utf8.dropFirst($0).starts(with: "s".utf8)
          }
        }
      }
      .prefix(10)
    expectEqual(results, Array(expected))
    #expect(results.map(\.name).starts(with: ["Shanghai", "Shenzhen", "São Paulo", "Seoul"]))
  }

  @Test("the places nearest central Seoul start with Seoul, nearest first")
  func findsNearestToSeoul() {
    let nearest = gazetteer.nearest(to: .centralSeoul, limit: 20)
    expectEqual(nearest.count, 20)
    expectEqual(nearest.first?.name, "Seoul")
    let distances = nearest.map { Coordinate.centralSeoul.distance(to: $0.coordinate) }
    #expect(zip(distances, distances.dropFirst()).allSatisfy { $0 <= $1 })
  }
}
