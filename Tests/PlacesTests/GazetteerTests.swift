import Testing

@testable import Places

@Suite struct GazetteerTests {
  let gazetteer = Fixtures.gazetteer

  private func names(_ query: String, limit: Int = 10) -> [String] {
    gazetteer.search(query, limit: limit).map(\.name)
  }

  @Test("a query matches the start of any word of a name, and nowhere else")
  func matchesWordStarts() {
    #expect(names("rio") == ["Rio de Janeiro"])
    #expect(names("jan") == ["Rio de Janeiro"])
    #expect(names("paulo") == ["São Paulo"])
    #expect(names("aulo") == [])
    #expect(names("io") == [])
  }

  @Test("words also start after hyphens, apostrophes, parentheses and other separators")
  func matchesAfterSeparators() {
    #expect(names("aquila") == ["L'Aquila"])
    #expect(names("denis") == ["Saint-Denis (Réunion)"])
    #expect(names("reunion") == ["Saint-Denis (Réunion)"])
  }

  @Test("matching ignores case and diacritics on both sides")
  func foldsBothSides() {
    for query in ["sao paulo", "SÃO PAULO", "São", "  sao   PAU "] {
      #expect(names(query) == ["São Paulo"], "query \(query)")
    }
  }

  @Test("a multi-word query matches as a prefix from a word start")
  func matchesSeveralWords() {
    #expect(names("new y") == ["New York"])
    #expect(names("new") == ["New York", "Newark"])
    #expect(names("de jan") == ["Rio de Janeiro"])
    #expect(names("new york city") == [])
  }

  @Test("Hangul names match, and a place matched by several names appears once")
  func matchesHangulOnce() {
    #expect(names("서울") == ["Seoul"])
    #expect(names("서") == ["Seoul"])
    #expect(names("특별시") == [])
  }

  @Test("results are the most populous first, ties by id, at most limit")
  func ordersByPopulation() {
    let springfields = gazetteer.search("springfield", limit: 10)
    #expect(springfields.map(\.id) == [1, 6, 11, 10])
    #expect(gazetteer.search("s", limit: 2).map(\.id) == [7, 3])
    #expect(gazetteer.search("s", limit: 100).map(\.id) == [7, 3, 1, 12, 6, 11, 10])
  }

  @Test("an empty or whitespace-only query, or a zero limit, finds nothing")
  func findsNothingForNothing() {
    #expect(names("") == [])
    #expect(names(" \t ") == [])
    #expect(names("s", limit: 0) == [])
  }

  @Test("places named exactly so in a country, most populous first")
  func findsPlacesByExactName() {
    let springfields = gazetteer.places(named: "Springfield", countryCode: "US")
    #expect(springfields.map(\.id) == [1, 6])
    #expect(springfields.map(\.subtitle) == ["Missouri, United States", "Illinois, United States"])
    #expect(gazetteer.places(named: "Springfield", countryCode: "AU").map(\.id) == [11])
    #expect(gazetteer.places(named: "springfield", countryCode: "US") == [])
    #expect(gazetteer.places(named: "Seoul", countryCode: "US") == [])
    #expect(gazetteer.places(named: "", countryCode: "US") == [])
  }

  @Test("a place is found by its id, whatever the order of the list")
  func findsPlaceByID() {
    for place in Fixtures.places {
      #expect(gazetteer.place(id: place.id) == place)
    }
    #expect(gazetteer.place(id: 0) == nil)
    #expect(gazetteer.place(id: 13) == nil)
  }

  @Test("the subtitle names the state in the US, else just the country")
  func subtitles() {
    #expect(gazetteer.place(id: 5)?.subtitle == "New York, United States")
    #expect(gazetteer.place(id: 3)?.subtitle == "Testland")
  }
}
