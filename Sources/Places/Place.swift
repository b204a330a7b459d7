/// A city the location search can find: one GeoNames entry of 15,000 people or more.
public struct Place: Hashable, Sendable, Identifiable {
  /// The GeoNames identifier, stable across data releases.
  public let id: Int
  /// The name in GeoNames' preferred (mostly Latin) spelling, e.g. "São Paulo".
  public let name: String
  /// The Korean names among the alternate names (e.g. "서울", "서울특별시"), possibly none.
  public let hangulNames: [String]
  /// The ISO 3166-1 alpha-2 country code, e.g. "KR".
  public let countryCode: String
  /// The country's English name, e.g. "South Korea".
  public let countryName: String
  /// The state for places in the United States (e.g. "Illinois"); nil elsewhere.
  ///
  /// Only the US gets one because only there do many cities share a name within a country
  /// (eight Springfields), so the state is what tells them apart in a list.
  public let region: String?
  /// Where the place is.
  public let coordinate: Coordinate
  /// The number of inhabitants GeoNames records.
  public let population: Int

  /// Makes a place from all its parts (the bundled data set, or a test fixture).
  public init(
    id: Int, name: String, hangulNames: [String], countryCode: String, countryName: String,
    region: String?, coordinate: Coordinate, population: Int
  ) {
    self.id = id
    self.name = name
    self.hangulNames = hangulNames
    self.countryCode = countryCode
    self.countryName = countryName
    self.region = region
    self.coordinate = coordinate
    self.population = population
  }

  /// Where the place is, for a second line under its name: "Illinois, United States" or
  /// "South Korea".
  public var subtitle: String {
    if let region {
      return "\(region), \(countryName)"
    }
    return countryName
  }
}
