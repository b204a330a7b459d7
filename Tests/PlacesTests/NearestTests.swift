import Expectations
import Testing

@testable import Places

@Suite struct NearestTests {
  /// A deterministic scatter of places, with repeated coordinates and near-antipodal points.
  static let scattered: [Place] = {
    var state: UInt64 = 42
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var places = (0..<400).map { id in
      Fixtures.place(
        id, "P\(id)", latitude: next() * 180 - 90, longitude: next() * 360 - 180)
    }
    places += (400..<404).map { Fixtures.place($0, "Twin \($0)", latitude: 10, longitude: 20) }
    places.append(Fixtures.place(404, "Opposite", latitude: -10, longitude: -160))
    places.append(Fixtures.place(405, "Nearby", latitude: 10.000_000_01, longitude: 20))
    return places
  }()

  /// What `nearest` must equal: every place sorted by distance, ties by id.
  static func bruteForce(_ places: [Place], _ point: Coordinate, _ limit: Int) -> [Int] {
    let sorted = places.sorted { left, right in
      let leftDistance = point.distance(to: left.coordinate)
      let rightDistance = point.distance(to: right.coordinate)
      return leftDistance != rightDistance ? leftDistance < rightDistance : left.id < right.id
    }
    return sorted.prefix(limit).map(\.id)
  }

  @Test(
    "nearest equals sorting every place by distance, ties by id",
    arguments: [
      Coordinate(latitude: 10, longitude: 20), Coordinate(latitude: -10, longitude: -160),
      Coordinate(latitude: 89.9, longitude: 0), Coordinate.centralSeoul,
      Coordinate(latitude: 0, longitude: 180),
    ])
  func matchesBruteForce(point: Coordinate) {
    let gazetteer = Gazetteer(places: Self.scattered)
    for limit in [1, 3, 5, 50, 500] {
      expectEqual(
        gazetteer.nearest(to: point, limit: limit).map(\.id),
        Self.bruteForce(Self.scattered, point, limit), "limit \(limit)")
    }
  }

  @Test("places at the same spot come by id, and a zero limit gives nothing")
  func breaksTiesByID() {
    let gazetteer = Gazetteer(places: Self.scattered)
    let point = Coordinate(latitude: 10, longitude: 20)
    expectEqual(gazetteer.nearest(to: point, limit: 5).map(\.id), [400, 401, 402, 403, 405])
    expectEqual(gazetteer.nearest(to: point, limit: 0), [])
    expectEqual(Gazetteer(places: []).nearest(to: point, limit: 3), [])
  }

  @Test("distances are great-circle meters on the Earth's mean radius")
  func measuresDistances() {
    let origin = Coordinate(latitude: 0, longitude: 0)
    let oneDegree = Coordinate.earthRadius * .pi / 180  // 111,195 m
    #expect(abs(origin.distance(to: Coordinate(latitude: 1, longitude: 0)) - oneDegree) < 0.001)
    #expect(abs(origin.distance(to: Coordinate(latitude: 0, longitude: -1)) - oneDegree) < 0.001)
    let busan = Coordinate(latitude: 35.1028, longitude: 129.0403)
    let distance = Coordinate.centralSeoul.distance(to: busan)
    #expect((320_000...335_000).contains(distance))
    expectEqual(busan.distance(to: .centralSeoul), distance)
    expectEqual(busan.distance(to: busan), 0)
    let antipode = Coordinate(latitude: -35.1028, longitude: 129.0403 - 180)
    #expect(abs(busan.distance(to: antipode) - .pi * Coordinate.earthRadius) < 1)
  }
}
