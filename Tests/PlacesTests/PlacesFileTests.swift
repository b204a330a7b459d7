import Expectations
import Foundation
import Testing

@testable import Places

/// The bundled resource holds precomputed folded names and key order: check that they are
/// exactly what Swift would compute, and that the reader rejects a damaged file helpfully.
@Suite struct PlacesFileTests {
  @Test("the stored index is exactly what Swift computes: folded names, word starts, order")
  func storesWhatSwiftComputes() {
    // Rebuilding with `Gazetteer(places:)` would say the same but takes seconds in debug
    // builds, mostly sorting; this checks each part in linear time instead.
    let gazetteer = Gazetteer.bundled
    let text = gazetteer.index.text
    var expectedText: [UInt8] = []
    var isWordStart = [Bool](repeating: false, count: text.count)
    var rowOfByte = [Int32](repeating: -1, count: text.count)
    for (row, place) in gazetteer.places.enumerated() {
      for (position, name) in ([place.name] + place.hangulNames).enumerated() {
        if position > 0 {
          expectedText.append(UInt8(ascii: "|"))
        }
        let folded = Gazetteer.fold(name)
        for offset in Gazetteer.wordStarts(inFolded: folded)
        where expectedText.count + offset < text.count {
          isWordStart[expectedText.count + offset] = true
          rowOfByte[expectedText.count + offset] = Int32(row)
        }
        expectedText += folded.utf8
      }
      expectedText.append(UInt8(ascii: "\n"))
    }
    expectEqual(text, expectedText)

    var unexpectedKeys = 0
    for key in gazetteer.index.keys {
      let start = Int(key.start)
      if isWordStart[start] && rowOfByte[start] == gazetteer.byRank[Int(key.rank)] {
        isWordStart[start] = false  // Each word start once.
      } else {
        unexpectedKeys += 1
      }
    }
    expectEqual(unexpectedKeys, 0)
    #expect(!isWordStart.contains(true), "some word starts have no key")
    expectEqual(Self.countUnsortedPairs(gazetteer.index), 0)
  }

  /// How many adjacent keys are out of byte order (a proper prefix sorts first).
  private static func countUnsortedPairs(_ index: SearchIndex) -> Int {
    index.text.withUnsafeBufferPointer { text in
      var count = 0
      for (left, right) in zip(index.keys, index.keys.dropFirst()) {
        var leftPosition = Int(left.start)
        var rightPosition = Int(right.start)
        while leftPosition < Int(left.end) && rightPosition < Int(right.end)
          && text[leftPosition] == text[rightPosition]
        {
          leftPosition += 1
          rightPosition += 1
        }
        let leftEnded = leftPosition == Int(left.end)
        let rightEnded = rightPosition == Int(right.end)
        if !leftEnded && (rightEnded || text[leftPosition] > text[rightPosition]) {
          count += 1
        }
      }
      return count
    }
  }

  static let sample = """
    # A two-place world in the resource's format.
    #countries
    KR\tSouth Korea
    US\tUnited States
    #places
    1\tSeoul\t서울|서울시\tKR\t37.5665\t126.978\t10349312\t\tseoul|서울|서울시
    2\tSpringfield\t\tUS\t-3.5e-05\t-89.64371\t114394\tIllinois\tspringfield
    #keys
    0\t0
    1\t0
    0\t6
    0\t13

    """

  @Test("a file in the format reads into the same gazetteer Swift builds from its places")
  func readsTheFormat() throws {
    let read = try PlacesFile.gazetteer(from: Data(Self.sample.utf8))
    let built = Gazetteer(places: read.places)
    expectEqual(read.index, built.index)
    expectEqual(read.places.map(\.subtitle), ["South Korea", "Illinois, United States"])
    expectEqual(read.places[1].coordinate, Coordinate(latitude: -0.000035, longitude: -89.64371))
    expectEqual(read.places[0].hangulNames, ["서울", "서울시"])
    expectEqual(read.search("서울", limit: 5).map(\.name), ["Seoul"])
  }

  @Test(
    "a damaged file is refused, naming the line and how to repair it",
    arguments: [
      ("KR\tSouth Korea", "KR", 3),  // a country without a name
      ("\tUS\t", "\tZZ\t", 7),  // an unknown country
      ("126.978", "east", 6),  // a word for a number
      ("\t\tseoul|", "\tseoul|", 6),  // a field missing
      ("#keys", "#kees", 8),  // a misspelt section
      ("0\t13", "0\t99", 12),  // an offset past the row
      ("0\t13", "7\t0", 12),  // a row past the places
      ("#keys\n0\t0\n1\t0\n0\t6\n0\t13\n", "", 7),  // a section missing
    ])
  func refusesDamage(original: String, replacement: String, line: Int) {
    let damaged = Self.sample.replacingOccurrences(of: original, with: replacement)
    #expect(damaged != Self.sample)
    #expect {
      try PlacesFile.gazetteer(from: Data(damaged.utf8))
    } throws: { error in
      guard let error = error as? GazetteerError, case .corruptResource(let at, _) = error else {
        return false
      }
      return at == line && error.description.contains("scripts/derive_places.py")
    }
  }
}
