import HeadlessUIKit
import Places

@testable import Workspace

/// A small world to run your code against, and ways to read what a list shows.
@MainActor
enum Fixtures {
  /// Three towns north of central Seoul, nearest first, and three Springfields in the US. The
  /// server recommends the towns, two to a page.
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

  /// Your scene, built in a window as the app builds it, with its services bound to `world`.
  static func launch(in world: World) -> UIWindow {
    let window = UIWindow()
    world.run {
      window.rootViewController = LocationSearchStage.makeRootViewController()
      window.makeKeyAndVisible()
    }
    return window
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

  /// The first collection view in a view's tree, if any.
  static func firstCollectionView(in view: UIView) -> UICollectionView? {
    if let collectionView = view as? UICollectionView { return collectionView }
    return view.subviews.lazy.compactMap(firstCollectionView).first
  }

  /// The rows a data source gives a collection view, asked directly: title and subtitle.
  static func rows(
    of dataSource: UICollectionViewDataSource, in collectionView: UICollectionView
  ) -> [String] {
    let count = dataSource.collectionView(collectionView, numberOfItemsInSection: 0)
    return (0..<count).map { item in
      let cell =
        dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: 0))
        as! LocationCell
      return "\(cell.titleLabel.text ?? "") · \(cell.subtitleLabel.text ?? "")"
    }
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
