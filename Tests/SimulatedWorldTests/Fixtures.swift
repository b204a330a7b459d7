import Dispatch
import Places
import Testing

/// Small hand-made gazetteers, so each test builds its world in microseconds.
enum Fixtures {
  static func place(
    _ id: Int, _ name: String, _ countryCode: String, _ countryName: String,
    region: String? = nil, hangul: [String] = [], latitude: Double = 0, longitude: Double = 0,
    population: Int
  ) -> Place {
    Place(
      id: id, name: name, hangulNames: hangul, countryCode: countryCode,
      countryName: countryName, region: region,
      coordinate: Coordinate(latitude: latitude, longitude: longitude), population: population)
  }

  /// A few named cities: three Springfields in the United States, one in Australia, and
  /// names with Hangul and diacritics.
  static let cities = Gazetteer(places: [
    place(
      1, "Seoul", "KR", "South Korea", hangul: ["서울"], latitude: 37.57, longitude: 126.98,
      population: 10_000_000),
    place(
      2, "Busan", "KR", "South Korea", hangul: ["부산"], latitude: 35.10, longitude: 129.04,
      population: 3_400_000),
    place(
      3, "São Paulo", "BR", "Brazil", latitude: -23.55, longitude: -46.63,
      population: 12_000_000),
    place(
      10, "Springfield", "US", "United States", region: "Illinois", latitude: 39.80,
      longitude: -89.64, population: 114_000),
    place(
      11, "Springfield", "US", "United States", region: "Missouri", latitude: 37.22,
      longitude: -93.30, population: 169_000),
    place(
      12, "Springfield", "US", "United States", region: "Massachusetts", latitude: 42.10,
      longitude: -72.59, population: 155_000),
    place(
      13, "Springfield", "AU", "Australia", latitude: -27.65, longitude: 152.90,
      population: 20_000),
    place(
      14, "Spring Valley", "US", "United States", region: "Nevada", latitude: 36.11,
      longitude: -115.25, population: 178_000),
  ])

  /// Sixty towns north of central Seoul, `Town 1` nearest, each 0.01° further than the last.
  static let towns = Gazetteer(
    places: (1...60).map { index in
      place(
        100 + index, "Town \(index)", "KR", "South Korea",
        latitude: Coordinate.centralSeoul.latitude + Double(index) * 0.01,
        longitude: Coordinate.centralSeoul.longitude, population: 1_000 * index)
    })
}

/// Waits for one turn of the main queue without asking the world for anything: everything
/// enqueued on the main queue before the call has run when it returns.
@MainActor
func oneMainQueueTurn() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// Records which requests were delivered, in order, to assert on after awaiting.
@MainActor
final class DeliveryLog {
  var names: [String] = []

  /// A delivery that records `name`, whatever the outcome.
  func record<Value>(_ name: String) -> @MainActor (Result<Value, WorldError>) -> Void {
    { _ in self.names.append(name) }
  }
}

/// What `body` throws, expected to be an `E`: an issue is recorded, and nil returned, if it
/// throws nothing or something else. From Swift 6.1, `#expect(throws:)` returns the error
/// itself; the package also builds with Swift 6.0, where it returns nothing.
func thrownError<E: Error, R>(
  _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () throws -> R
) -> E? {
  var thrown: E?
  #expect(throws: type, sourceLocation: sourceLocation) {
    do {
      return try body()
    } catch let error as E {
      thrown = error
      throw error
    }
  }
  return thrown
}
