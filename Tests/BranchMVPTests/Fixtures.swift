import Foundation
import Places

@testable import BranchMVP

/// A small world for the presenters to talk to in place of the real services, and dates.
@MainActor
enum Fixtures {
  /// Three towns north of central Seoul, nearest first, and three Springfields in the US; the
  /// server recommends the three towns, two to a page.
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

  /// A location search presenter over `world`'s services, telling a spy what to show.
  static func presenter(in world: World) -> (LocationSearchPresenter, LocationSearchViewSpy) {
    let presenter = world.run { LocationSearchPresenter() }
    let view = LocationSearchViewSpy()
    presenter.view = view
    return (presenter, view)
  }

  /// The row of a recommended town.
  static func town(_ number: Int) -> LocationRow {
    LocationRow(title: "Town \(number)", subtitle: "South Korea")
  }

  /// 1 December 2026, the day a new date picker shows.
  static let today = Date(timeIntervalSince1970: 1_796_083_200)

  /// `offset` days after `today`.
  static func day(_ offset: Int) -> Date {
    today.addingTimeInterval(TimeInterval(offset) * 24 * 60 * 60)
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
