import Foundation

extension Gazetteer {
  /// Folds text for matching: lowercase, no diacritics, single spaces.
  ///
  /// Lowercases; strips combining marks (decomposes to NFD, drops nonspacing marks, recomposes
  /// to NFC so Hangul syllables stay whole); maps the letters that carry no separable mark
  /// (ø→o, ł→l, đ→d, ß→ss, æ→ae, œ→oe, ı→i); trims and collapses whitespace to one space.
  /// "  SÃO   Paulo " folds to "sao paulo"; "서울" stays "서울".
  ///
  /// `scripts/derive_places.py` mirrors this to precompute the bundled folded names, and
  /// PlacesTests checks that both agree on every bundled name.
  public static func fold(_ text: String) -> String {
    if let folded = foldPlain(text) {
      return folded
    }
    let decomposed = text.lowercased().decomposedStringWithCanonicalMapping
    var unmarked = String.UnicodeScalarView()
    for scalar in decomposed.unicodeScalars
    where scalar.properties.generalCategory != .nonspacingMark {
      unmarked.append(scalar)
    }
    let composed = String(unmarked).precomposedStringWithCanonicalMapping
    var folded = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in composed.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = !folded.isEmpty
        continue
      }
      if pendingSpace {
        folded.append(" ")
        pendingSpace = false
      }
      if let replacement = specialLetters[scalar] {
        folded.append(contentsOf: replacement.unicodeScalars)
      } else {
        folded.append(scalar)
      }
    }
    return String(folded)
  }

  /// Folds text made only of ASCII and Hangul syllables without Foundation, or returns nil.
  ///
  /// Such text is most of what gets folded (every keystroke of a Latin or Korean query), and
  /// for it the general path reduces to ASCII lowercasing: a Hangul syllable decomposes into
  /// jamo, none of which is a mark, and recomposes unchanged. About 50 times faster.
  private static func foldPlain(_ text: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value >= 0x80 {
        guard (0xAC00...0xD7A3).contains(value) else { return nil }
        if pendingSpace {
          bytes.append(0x20)
          pendingSpace = false
        }
        bytes.append(contentsOf: scalar.utf8)
      } else if value == 0x20 || (0x09...0x0D).contains(value) {
        pendingSpace = !bytes.isEmpty
      } else {
        if pendingSpace {
          bytes.append(0x20)
          pendingSpace = false
        }
        // ASCII uppercase letters are 0x41...0x5A; lowercase is 0x20 above.
        bytes.append((0x41...0x5A).contains(value) ? UInt8(value) | 0x20 : UInt8(value))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Letters that do not decompose into a base letter and a mark, so NFD leaves them alone.
  private static let specialLetters: [Unicode.Scalar: String] = [
    "ø": "o", "ł": "l", "đ": "d", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i",
  ]

  /// The UTF-8 offsets in folded text where a word starts, so where a query may match.
  ///
  /// A word starts at offset 0, and after a space, hyphen or dash, apostrophe or quote,
  /// parenthesis, slash or period, unless on another of those: "rio de janeiro" has words at
  /// 0, 4 and 7; "‘amran" (a transliterated ayn) at 0 and 3.
  static func wordStarts(inFolded folded: String) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    var previous: Unicode.Scalar?
    for scalar in folded.unicodeScalars {
      if let previous {
        if isWordSeparator(previous) && !isWordSeparator(scalar) {
          starts.append(offset)
        }
      } else {
        starts.append(0)
      }
      previous = scalar
      offset += UTF8.width(scalar)
    }
    return starts
  }

  private static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "-", "\u{2010}", "\u{2013}", "'", "\u{2018}", "\u{2019}", "(", ")", "/", ".":
      return true
    default:
      return false
    }
  }
}
