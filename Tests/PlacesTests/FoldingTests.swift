import Expectations
import Testing

@testable import Places

@Suite struct FoldingTests {
  @Test("folding lowercases, drops diacritics and collapses whitespace")
  func foldsLatin() {
    expectEqual(Gazetteer.fold("  SÃO   Paulo "), "sao paulo")
    expectEqual(Gazetteer.fold("Kraków"), "krakow")
    expectEqual(Gazetteer.fold("İstanbul"), "istanbul")
    expectEqual(Gazetteer.fold("Đà Nẵng"), "da nang")
    expectEqual(Gazetteer.fold("Zürich\tcity"), "zurich city")
  }

  @Test("folding maps letters that have no separable mark")
  func foldsSpecialLetters() {
    expectEqual(
      Gazetteer.fold("Øresund Łódź Straße Ærø Œuvre Dıyarbakır"),
      "oresund lodz strasse aero oeuvre diyarbakir")
  }

  @Test("folding keeps Hangul syllables whole")
  func keepsHangul() {
    expectEqual(Gazetteer.fold("서울특별시"), "서울특별시")
    expectEqual(Gazetteer.fold(" 서울  SEOUL "), "서울 seoul")
    expectEqual(Gazetteer.fold("서울 é"), "서울 e")
  }

  @Test("whitespace alone folds to nothing")
  func foldsWhitespaceToEmpty() {
    expectEqual(Gazetteer.fold(" \t\n "), "")
    expectEqual(Gazetteer.fold("\u{00A0}"), "")
  }

  @Test("words start after spaces, hyphens, apostrophes, parentheses, slashes and periods")
  func findsWordStarts() {
    expectEqual(Gazetteer.wordStarts(inFolded: "rio de janeiro"), [0, 4, 7])
    expectEqual(Gazetteer.wordStarts(inFolded: "a-b'c(d)/e.f"), [0, 2, 4, 6, 9, 11])
    expectEqual(Gazetteer.wordStarts(inFolded: "x - y"), [0, 4])
    expectEqual(Gazetteer.wordStarts(inFolded: "‘amran"), [0, 3])
    expectEqual(Gazetteer.wordStarts(inFolded: "서울 시"), [0, 7])
  }
}
