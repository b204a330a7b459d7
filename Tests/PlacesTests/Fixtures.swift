import Places

/// Made-up places for tests of the index: names chosen to exercise one rule each.
enum Fixtures {
  static func place(
    _ id: Int, _ name: String, hangul: [String] = [], country: String = "XX",
    region: String? = nil, latitude: Double = 0, longitude: Double = 0, population: Int = 1_000
  ) -> Place {
    Place(
      id: id, name: name, hangulNames: hangul, countryCode: country,
      countryName: country == "US" ? "United States" : "Testland", region: region,
      coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population)
  }

  /// A small world, deliberately not in id order.
  static let places = [
    place(7, "São Paulo", population: 12_000),
    place(
      3, "Seoul", hangul: ["서울", "서울특별시"], latitude: 37.57, longitude: 126.98,
      population: 10_000),
    place(5, "New York", country: "US", region: "New York", population: 8_000),
    place(4, "York", population: 150),
    place(9, "Newark", country: "US", region: "New Jersey", population: 300),
    place(2, "Rio de Janeiro", population: 6_000),
    place(8, "L'Aquila", population: 70),
    place(6, "Springfield", country: "US", region: "Illinois", population: 110),
    place(1, "Springfield", country: "US", region: "Missouri", population: 160),
    place(10, "West Springfield", country: "US", region: "Massachusetts", population: 28),
    place(11, "Springfield", country: "AU", population: 110),
    place(12, "Saint-Denis (Réunion)", population: 150),
  ]

  static let gazetteer = Gazetteer(places: places)
}
