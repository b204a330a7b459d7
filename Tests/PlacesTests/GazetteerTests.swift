import Expectations
import Testing

@testable import Places

@Suite struct GazetteerTests {
  let gazetteer = Fixtures.gazetteer

  private func names(_ query: String, limit: Int = 10) -> [String] {
    gazetteer.search(query, limit: limit).map(\.name)
  }

  @Test("a query matches the start of any word of a name, and nowhere else")
  func matchesWordStarts() {
    expectEqual(names("rio"), ["Rio de Janeiro"])
    expectEqual(names("jan"), ["Rio de Janeiro"])
    expectEqual(names("paulo"), ["São Paulo"])
    expectEqual(names("aulo"), [])
    expectEqual(names("io"), [])
  }

  @Test("words also start after hyphens, apostrophes, parentheses and other separators")
  func matchesAfterSeparators() {
    expectEqual(names("aquila"), ["L'Aquila"])
    expectEqual(names("denis"), ["Saint-Denis (Réunion)"])
    expectEqual(names("reunion"), ["Saint-Denis (Réunion)"])
  }

  @Test("matching ignores case and diacritics on both sides")
  func foldsBothSides() {
    for query in ["sao paulo", "SÃO PAULO", "São", "  sao   PAU "] {
      expectEqual(names(query), ["São Paulo"], "query \(query)")
    }
  }

  @Test("a multi-word query matches as a prefix from a word start")
  func matchesSeveralWords() {
    expectEqual(names("new y"), ["New York"])
    expectEqual(names("new"), ["New York", "Newark"])
    expectEqual(names("de jan"), ["Rio de Janeiro"])
    expectEqual(names("new york city"), [])
  }

  @Test("Hangul names match, and a place matched by several names appears once")
  func matchesHangulOnce() {
    expectEqual(names("서울"), ["Seoul"])
    expectEqual(names("서"), ["Seoul"])
    expectEqual(names("특별시"), [])
  }

  @Test("results are the most populous first, ties by id, at most limit")
  func ordersByPopulation() {
    let springfields = gazetteer.search("springfield", limit: 10)
    expectEqual(springfields.map(\.id), [1, 6, 11, 10])
    expectEqual(gazetteer.search("s", limit: 2).map(\.id), [7, 3])
    expectEqual(gazetteer.search("s", limit: 100).map(\.id), [7, 3, 1, 12, 6, 11, 10])
  }

  @Test("an empty or whitespace-only query, or a zero limit, finds nothing")
  func findsNothingForNothing() {
    expectEqual(names(""), [])
    expectEqual(names(" \t "), [])
    expectEqual(names("s", limit: 0), [])
  }

  @Test("places named exactly so in a country, most populous first")
  func findsPlacesByExactName() {
    let springfields = gazetteer.places(named: "Springfield", countryCode: "US")
    expectEqual(springfields.map(\.id), [1, 6])
    expectEqual(
      springfields.map(\.subtitle), ["Missouri, United States", "Illinois, United States"])
    expectEqual(gazetteer.places(named: "Springfield", countryCode: "AU").map(\.id), [11])
    expectEqual(gazetteer.places(named: "springfield", countryCode: "US"), [])
    expectEqual(gazetteer.places(named: "Seoul", countryCode: "US"), [])
    expectEqual(gazetteer.places(named: "", countryCode: "US"), [])
  }

  @Test("a place is found by its id, whatever the order of the list")
  func findsPlaceByID() {
    for place in Fixtures.places {
      expectEqual(gazetteer.place(id: place.id), place)
    }
    expectNil(gazetteer.place(id: 0))
    expectNil(gazetteer.place(id: 13))
  }

  @Test("the subtitle names the state in the US, else just the country")
  func subtitles() {
    expectEqual(gazetteer.place(id: 5)?.subtitle, "New York, United States")
    expectEqual(gazetteer.place(id: 3)?.subtitle, "Testland")
  }
}
