import Testing

@testable import Places

@Suite struct FoldingTests {
  @Test("folding lowercases, drops diacritics and collapses whitespace")
  func foldsLatin() {
    #expect(Gazetteer.fold("  SÃO   Paulo ") == "sao paulo")
    #expect(Gazetteer.fold("Kraków") == "krakow")
    #expect(Gazetteer.fold("İstanbul") == "istanbul")
    #expect(Gazetteer.fold("Đà Nẵng") == "da nang")
    #expect(Gazetteer.fold("Zürich\tcity") == "zurich city")
  }

  @Test("folding maps letters that have no separable mark")
  func foldsSpecialLetters() {
    #expect(
      Gazetteer.fold("Øresund Łódź Straße Ærø Œuvre Dıyarbakır")
        == "oresund lodz strasse aero oeuvre diyarbakir")
  }

  @Test("folding keeps Hangul syllables whole")
  func keepsHangul() {
    #expect(Gazetteer.fold("서울특별시") == "서울특별시")
    #expect(Gazetteer.fold(" 서울  SEOUL ") == "서울 seoul")
    #expect(Gazetteer.fold("서울 é") == "서울 e")
  }

  @Test("whitespace alone folds to nothing")
  func foldsWhitespaceToEmpty() {
    #expect(Gazetteer.fold(" \t\n ") == "")
    #expect(Gazetteer.fold("\u{00A0}") == "")
  }

  @Test("words start after spaces, hyphens, apostrophes, parentheses, slashes and periods")
  func findsWordStarts() {
    #expect(Gazetteer.wordStarts(inFolded: "rio de janeiro") == [0, 4, 7])
    #expect(Gazetteer.wordStarts(inFolded: "a-b'c(d)/e.f") == [0, 2, 4, 6, 9, 11])
    #expect(Gazetteer.wordStarts(inFolded: "x - y") == [0, 4])
    #expect(Gazetteer.wordStarts(inFolded: "‘amran") == [0, 3])
    #expect(Gazetteer.wordStarts(inFolded: "서울 시") == [0, 7])
  }
}
