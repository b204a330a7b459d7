import HeadlessUIKit
import Places

@testable import Stage3SubControllers

/// A small world and a bare collection view, so a sub-controller can be tested with no screen.
@MainActor
enum Fixtures {
  /// Three towns north of central Seoul, nearest first, and three Springfields in the US.
  static func world() -> World {
    let towns = (1...3).map { index in
      place(
        index, "Town \(index)", "KR", "South Korea",
        latitude: Coordinate.centralSeoul.latitude + Double(index) * 0.01,
        longitude: Coordinate.centralSeoul.longitude)
    }
    let springfields = ["Illinois", "Missouri", "Oregon"].enumerated().map { offset, state in
      place(10 + offset, "Springfield", "US", "United States", region: state, latitude: 40)
    }
    let world = World(gazetteer: Gazetteer(places: towns + springfields))
    world.recommendationPageSize = 2
    world.recommendationCount = 3
    return world
  }

  /// A collection view that dequeues `LocationCell`s, as the screen's does; nothing else.
  static func collectionView() -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 640),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(
      LocationCell.self, forCellWithReuseIdentifier: LocationCell.reuseIdentifier)
    return collectionView
  }

  /// Lets the main queue run what is already on it, such as the end of an animated push.
  static func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// The first item of the only section.
  static func item(_ item: Int) -> IndexPath {
    IndexPath(item: item, section: 0)
  }

  private static func place(
    _ id: Int, _ name: String, _ countryCode: String, _ countryName: String,
    region: String? = nil, latitude: Double, longitude: Double = 0
  ) -> Place {
    Place(
      id: id, name: name, hangulNames: [], countryCode: countryCode, countryName: countryName,
      region: region, coordinate: Coordinate(latitude: latitude, longitude: longitude),
      population: 100_000 - id)
  }
}
