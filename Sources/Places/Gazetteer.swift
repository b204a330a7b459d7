import Foundation

/// A searchable list of places: completion by name prefix, exact-name lookup, nearest places.
///
/// Immutable once built, so one instance is shared freely across threads and actors.
public final class Gazetteer: Sendable {
  /// Every bundled place (about 34,000 cities), loaded on first use and kept.
  ///
  /// A missing or damaged resource is a build defect, not a user error, so this stops the
  /// program with the resource error's message; call `loadBundled()` to handle it instead.
  public static let bundled: Gazetteer = {
    do {
      return try loadBundled()
    } catch {
      fatalError("\(error)")
    }
  }()

  /// Loads the bundled places afresh (the benchmark times this; apps use `bundled`).
  public static func loadBundled() throws -> Gazetteer {
    try PlacesFile.loadBundled()
  }

  /// The places, in the order given (the bundled set is in GeoNames id order).
  public let places: [Place]
  /// The completion index over the places' folded names.
  let index: SearchIndex
  /// Positions in `places` from most to least populous (ties by id): `places[byRank[rank]]`.
  let byRank: [Int32]
  /// Positions in `places` by ascending id, for binary search.
  private let byID: [Int32]
  /// The places' positions on the sphere, for `nearest(to:limit:)`.
  private let proximity: ProximityIndex
  /// The last few `nearest(to:limit:)` answers: every page of recommendations asks again.
  private let recentNearest = RecentAnswers<NearestQuestion, [Int]>(capacity: 8)

  /// Indexes a few places, folding their names in Swift: for test fixtures.
  ///
  /// Builds the same index as the bundled set, which stores it precomputed.
  public convenience init(places: [Place]) {
    let byRank = Self.populationOrder(of: places)
    let index = SearchIndex(folding: places, ranks: Self.ranks(from: byRank))
    self.init(places: places, byRank: byRank, index: index)
  }

  /// Adopts an index built elsewhere (the bundled resource's).
  init(places: [Place], byRank: [Int32], index: SearchIndex) {
    self.places = places
    self.byRank = byRank
    self.index = index
    if zip(places, places.dropFirst()).allSatisfy({ $0.id < $1.id }) {
      byID = Array(0..<Int32(places.count))
    } else {
      byID = places.indices.map(Int32.init).sorted { places[Int($0)].id < places[Int($1)].id }
    }
    proximity = ProximityIndex(coordinates: places.map(\.coordinate))
  }

  /// The place with this GeoNames id, if any.
  public func place(id: Int) -> Place? {
    var low = 0
    var high = byID.count
    while low < high {
      let middle = (low + high) / 2
      if places[Int(byID[middle])].id < id {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < byID.count, places[Int(byID[low])].id == id else { return nil }
    return places[Int(byID[low])]
  }

  /// Places whose name or one of whose Hangul names has a word starting with the folded query;
  /// top `limit` by population (desc, ties by id asc), no duplicates. Empty/whitespace-only
  /// query → [].
  ///
  /// "sao paulo", "SÃO PAULO" and "paulo" find São Paulo; "aulo" does not. "서울" finds Seoul.
  /// Words start at the start of a name and after a space, hyphen, apostrophe, parenthesis,
  /// slash or period (see `fold(_:)` for the folding).
  public func search(_ query: String, limit: Int) -> [Place] {
    let folded = Self.fold(query)
    guard !folded.isEmpty, limit > 0 else { return [] }
    return index.topRanks(startingWith: folded, limit: limit).map { places[Int(byRank[Int($0)])] }
  }

  /// Every place with exactly this name in this country, by population desc.
  ///
  /// This is what a local search for a selected completion ("Springfield", "US") returns.
  public func places(named name: String, countryCode: String) -> [Place] {
    let folded = Self.fold(name)
    guard !folded.isEmpty else { return [] }
    // A place's own name is a key from its first byte, so the exact-name keys are among the
    // keys starting with the folded name; the check on `name` drops the rest.
    var selection = SmallestElements<UInt32>(limit: .max)
    for key in index.keys(startingWith: folded)
    where Int(key.end - key.start) == folded.utf8.count {
      let place = places[Int(byRank[Int(key.rank)])]
      if place.name == name && place.countryCode == countryCode {
        selection.insert(key.rank)
      }
    }
    return selection.elements.map { places[Int(byRank[Int($0)])] }
  }

  /// The `limit` places nearest to the coordinate, nearest first (ties by id).
  public func nearest(to coordinate: Coordinate, limit: Int) -> [Place] {
    let positions = recentNearest.answer(to: NearestQuestion(coordinate: coordinate, limit: limit))
    {
      proximity.nearest(to: $0.coordinate, limit: $0.limit, in: places)
    }
    return positions.map { places[$0] }
  }

  private struct NearestQuestion: Hashable, Sendable {
    var coordinate: Coordinate
    var limit: Int
  }

  /// Positions in `places` from most to least populous, ties by id, then by position.
  static func populationOrder(of places: [Place]) -> [Int32] {
    var order = places.enumerated().map { position, place in
      (population: place.population, id: place.id, position: Int32(position))
    }
    // Spelled out rather than as a tuple comparison, which is several times slower unoptimized,
    // and tests load the bundled set in debug builds.
    order.sort { left, right in
      if left.population != right.population {
        return left.population > right.population
      }
      return left.id != right.id ? left.id < right.id : left.position < right.position
    }
    return order.map(\.position)
  }

  /// Each place's rank, by position in `places`: the inverse of `populationOrder(of:)`.
  static func ranks(from byRank: [Int32]) -> [UInt32] {
    var ranks = [UInt32](repeating: 0, count: byRank.count)
    for (rank, position) in byRank.enumerated() {
      ranks[Int(position)] = UInt32(rank)
    }
    return ranks
  }
}
