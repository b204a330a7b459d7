import Foundation
import HeadlessMapKit
import Places

@testable import Stage5CleanSwift

/// Test data, as CleanStore's tests keep theirs in `Seeds`: a few places, the completions and
/// search results that stand for them, and dates.
@MainActor
enum Seeds {
  static let seoul = place(1, "Seoul", "KR", "South Korea")
  static let busan = place(2, "Busan", "KR", "South Korea")
  static let springfieldIllinois = place(3, "Springfield", "US", "United States", "Illinois")
  static let springfieldMissouri = place(4, "Springfield", "US", "United States", "Missouri")

  static var springfield: MKLocalSearchCompletion {
    MKLocalSearchCompletion(title: "Springfield", subtitle: "United States", isoCountryCode: "US")
  }

  static var busanCompletion: MKLocalSearchCompletion {
    MKLocalSearchCompletion(title: "Busan", subtitle: "South Korea", isoCountryCode: "KR")
  }

  static func mapItem(_ place: Place) -> MKMapItem {
    MKMapItem(placemark: MKPlacemark(place: place))
  }

  /// 1 December 2026, the day a new date picker shows.
  static let today = Date(timeIntervalSince1970: 1_796_083_200)

  static func day(_ offset: Int) -> Date {
    today.addingTimeInterval(TimeInterval(offset) * 24 * 60 * 60)
  }

  static let failure = WorldError(service: .recommendations, message: "Simulated failure.")

  /// The location search screen as the composition root wires it; made inside a world (see
  /// `inSmallWorld`), its services bind to that world.
  static func searchScreen() -> LocationSearchViewController {
    CompositionRoot.makeContainer().require(LocationSearchViewController.self)
  }

  /// Runs `body` in a world of these few places. A kit service binds to the world in effect
  /// when it is made.
  static func inSmallWorld<T>(_ body: () -> T) -> T {
    let places = [seoul, busan, springfieldIllinois, springfieldMissouri]
    return World(gazetteer: Gazetteer(places: places)).run(body)
  }

  private static func place(
    _ id: Int, _ name: String, _ countryCode: String, _ countryName: String,
    _ region: String? = nil
  ) -> Place {
    Place(
      id: id, name: name, hangulNames: [], countryCode: countryCode, countryName: countryName,
      region: region, coordinate: Coordinate(latitude: 37 + Double(id), longitude: 127),
      population: 100_000 - id)
  }
}
