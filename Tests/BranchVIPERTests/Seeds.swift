import Foundation
import HeadlessMapKit
import Places

@testable import BranchVIPER

/// Test data: a few places, the completions and search results that stand for them, and dates.
@MainActor
enum Seeds {
  static let seoul = place(1, "Seoul", "KR", "South Korea")
  static let busan = place(2, "Busan", "KR", "South Korea")
  static let springfieldIllinois = place(3, "Springfield", "US", "United States", "Illinois")
  static let springfieldMissouri = place(4, "Springfield", "US", "United States", "Missouri")

  static var springfield: MKLocalSearchCompletion {
    MKLocalSearchCompletion(title: "Springfield", subtitle: "United States", isoCountryCode: "US")
  }

  static func mapItem(_ place: Place) -> MKMapItem {
    MKMapItem(placemark: MKPlacemark(place: place))
  }

  static func page(_ places: [Place], _ page: Int, next: Int?) -> Result<RecommendationPage, Error>
  {
    .success(RecommendationPage(places: places, page: page, nextPage: next))
  }

  /// 1 December 2026, the day a new date picker shows.
  static let today = Date(timeIntervalSince1970: 1_796_083_200)

  static func day(_ offset: Int) -> Date {
    today.addingTimeInterval(TimeInterval(offset) * 24 * 60 * 60)
  }

  static let failure = WorldError(service: .recommendations, message: "Simulated failure.")

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
