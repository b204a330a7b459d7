import Foundation

/// Finds the places nearest a point while computing the haversine for only a few of them.
///
/// Ordering places by distance needs no trigonometry per query: the straight-line (chord)
/// distance between two points of the unit sphere grows with the great-circle distance, and
/// with precomputed unit vectors it costs six multiplications. A first pass finds the chord
/// distance of the `limit`-th nearest; a second pass computes `Coordinate.distance(to:)` only
/// for places within that chord (plus a margin for rounding) and orders them by it, so the
/// result is exactly what sorting every place by `distance(to:)` would give. About ten times
/// faster than the haversine for all 34,000 places.
struct ProximityIndex: Sendable {
  /// Each place's position on the unit sphere, in `places` order.
  private let points: [UnitVector]

  /// Precomputes the unit vectors of the coordinates.
  init(coordinates: [Coordinate]) {
    points = coordinates.map(UnitVector.init)
  }

  /// The positions of the `limit` places nearest to the coordinate, nearest first, ties by id.
  func nearest(to coordinate: Coordinate, limit: Int, in places: [Place]) -> [Int] {
    guard limit > 0, !points.isEmpty else { return [] }
    let target = UnitVector(coordinate)
    // Equal chords count once here, which can only raise the bound: still no place missed.
    var nearestChords = SmallestElements<Double>(limit: limit)
    var bound = Double.infinity
    for position in points.indices {
      let chord = points[position].squaredChord(to: target)
      // Most places stop at this comparison; skipping the call also keeps debug builds quick.
      guard chord < bound else { continue }
      nearestChords.insert(chord)
      if nearestChords.elements.count == limit {
        bound = nearestChords.elements[limit - 1]
      }
    }
    bound = nearestChords.elements.last ?? 0
    // The chord and the haversine round differently; near-ties within this margin are settled
    // by the haversine itself. The absolute term covers points a few millimetres apart, where
    // the chord's subtraction loses most of its digits.
    let candidateBound = bound + bound * 1e-6 + 1e-24
    var selection = SmallestElements<Nearness>(limit: limit)
    for position in points.indices {
      guard points[position].squaredChord(to: target) <= candidateBound else { continue }
      let place = places[position]
      let distance = coordinate.distance(to: place.coordinate)
      selection.insert(Nearness(distance: distance, id: place.id, position: position))
    }
    return selection.elements.map(\.position)
  }
}

/// A point on the unit sphere.
private struct UnitVector {
  let x: Double
  let y: Double
  let z: Double

  init(_ coordinate: Coordinate) {
    let latitude = coordinate.latitude * .pi / 180
    let longitude = coordinate.longitude * .pi / 180
    x = cos(latitude) * cos(longitude)
    y = cos(latitude) * sin(longitude)
    z = sin(latitude)
  }

  /// The square of the straight-line distance through the sphere.
  func squaredChord(to other: UnitVector) -> Double {
    let dx = x - other.x
    let dy = y - other.y
    let dz = z - other.z
    return dx * dx + dy * dy + dz * dz
  }
}

/// How far a place is from a point, ordered nearest first, then by id (then by position, only
/// to stay a strict order if a fixture repeats an id).
private struct Nearness: Comparable {
  let distance: Double
  let id: Int
  let position: Int

  static func < (left: Nearness, right: Nearness) -> Bool {
    if left.distance != right.distance {
      return left.distance < right.distance
    }
    return left.id != right.id ? left.id < right.id : left.position < right.position
  }
}
