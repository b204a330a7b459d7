import Foundation

/// The bundled resource `places.tsv`, and how to turn it into a `Gazetteer` quickly.
///
/// `scripts/derive_places.py` writes it (its header documents the format in full): UTF-8,
/// tab-separated, "# " comment lines, then three sections.
///
/// - `#countries`: code, name.
/// - `#places`: geonameid, name, Hangul names ("|"-joined), country code, latitude, longitude,
///   population, US state (or empty), folded names ("|"-joined), sorted by geonameid.
/// - `#keys`: place row, byte offset into that row's folded names; one word start a line,
///   already in `SearchIndex` order.
///
/// The script folds and sorts in advance because building the index here from the places
/// takes about 55 ms in a release build (Foundation's normalization, about 2.5 µs for each of
/// the 7,000 names with diacritics, then sorting 53,000 keys): nearly all of the 60 ms launch
/// budget, and seconds in a debug build. Reading the precomputed index is one pass over the
/// bytes, about 20 ms for everything.
enum PlacesFile {
  /// Reads the resource from the Places bundle.
  static func loadBundled() throws -> Gazetteer {
    guard let url = Bundle.module.url(forResource: "places", withExtension: "tsv") else {
      throw GazetteerError.resourceMissing(name: "places.tsv")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw GazetteerError.resourceUnreadable(path: url.path, reason: "\(error)")
    }
    return try gazetteer(from: data)
  }

  /// Parses the resource's bytes.
  static func gazetteer(from data: Data) throws -> Gazetteer {
    try data.withUnsafeBytes { raw in
      var scanner = TSVScanner(raw.bindMemory(to: UInt8.self))
      let countries = try readCountries(&scanner)
      let (places, folded) = try readPlaces(&scanner, countries: countries)
      let byRank = Gazetteer.populationOrder(of: places)
      let index = try readKeys(&scanner, folded: folded, ranks: Gazetteer.ranks(from: byRank))
      return Gazetteer(places: places, byRank: byRank, index: index)
    }
  }

  /// A country code's two bytes, as a cheap dictionary key.
  private typealias CodeKey = UInt16

  /// Reads up to and including the `#places` header.
  private static func readCountries(
    _ scanner: inout TSVScanner
  ) throws -> [CodeKey: (code: String, name: String)] {
    var countries: [CodeKey: (code: String, name: String)] = [:]
    var inSection = false
    while scanner.nextLine() {
      if scanner.lineIs("#places") && inSection {
        return countries
      } else if scanner.lineIs("#countries") {
        inSection = true
      } else if scanner.bytes(of: 0).starts(with: "# ".utf8) {
        continue
      } else if inSection, scanner.fields.count == 2, let key = codeKey(scanner.bytes(of: 0)) {
        countries[key] = (scanner.string(0), scanner.string(1))
      } else {
        throw scanner.corrupt("expected a comment, #countries, a country or #places")
      }
    }
    throw scanner.corrupt("the file ends before its #places section")
  }

  /// Reads the places up to and including the `#keys` header, and their folded names in
  /// `SearchIndex.text` layout along with where each row's folded names start.
  private static func readPlaces(
    _ scanner: inout TSVScanner, countries: [CodeKey: (code: String, name: String)]
  ) throws -> ([Place], (text: [UInt8], rowStarts: [Int])) {
    var places: [Place] = []
    var text: [UInt8] = []
    var rowStarts: [Int] = []
    while scanner.nextLine() {
      if scanner.lineIs("#keys") {
        return (places, (text, rowStarts))
      }
      guard scanner.fields.count == 9 else {
        throw scanner.corrupt("a place has 9 fields, this line has \(scanner.fields.count)")
      }
      guard let key = codeKey(scanner.bytes(of: 3)), let country = countries[key] else {
        throw scanner.corrupt("unknown country code \"\(scanner.string(3))\"")
      }
      var hangulNames: [String] = []
      if !scanner.bytes(of: 2).isEmpty {
        hangulNames = scanner.string(2).split(separator: "|").map(String.init)
      }
      let coordinate = Coordinate(latitude: try scanner.double(4), longitude: try scanner.double(5))
      let region = scanner.bytes(of: 7).isEmpty ? nil : scanner.string(7)
      places.append(
        Place(
          id: try scanner.integer(0), name: scanner.string(1), hangulNames: hangulNames,
          countryCode: country.code, countryName: country.name, region: region,
          coordinate: coordinate, population: try scanner.integer(6)))
      rowStarts.append(text.count)
      text.append(contentsOf: scanner.bytes(of: 8))
      text.append(UInt8(ascii: "\n"))
    }
    throw scanner.corrupt("the file ends before its #keys section")
  }

  /// Reads the sorted word starts to the end of the file.
  private static func readKeys(
    _ scanner: inout TSVScanner, folded: (text: [UInt8], rowStarts: [Int]), ranks: [UInt32]
  ) throws -> SearchIndex {
    var keys: [SearchIndex.Key] = []
    let text = folded.text
    while scanner.nextLine() {
      guard scanner.fields.count == 2 else { throw scanner.corrupt("a key has 2 fields") }
      let row = try scanner.integer(0)
      let offset = try scanner.integer(1)
      guard folded.rowStarts.indices.contains(row) else {
        throw scanner.corrupt("there is no place row \(row)")
      }
      let start = folded.rowStarts[row] + offset
      let rowEnd = row + 1 < folded.rowStarts.count ? folded.rowStarts[row + 1] - 1 : text.count - 1
      guard offset >= 0, start < rowEnd else {
        throw scanner.corrupt("offset \(offset) is outside the folded names of row \(row)")
      }
      // The key runs to the end of its name: the next "|" or the end of the row.
      var end = start
      while end < rowEnd && text[end] != UInt8(ascii: "|") {
        end += 1
      }
      guard end > start else { throw scanner.corrupt("offset \(offset) of row \(row) is a \"|\"") }
      keys.append(SearchIndex.Key(start: UInt32(start), end: UInt32(end), rank: ranks[row]))
    }
    return SearchIndex(text: text, keys: keys)
  }

  private static func codeKey(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> CodeKey? {
    guard bytes.count == 2 else { return nil }
    return CodeKey(bytes[bytes.startIndex]) << 8 | CodeKey(bytes[bytes.startIndex + 1])
  }
}
