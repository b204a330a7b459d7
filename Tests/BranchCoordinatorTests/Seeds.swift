import Foundation
import HeadlessMapKit
import Places

@testable import BranchCoordinator

/// Test data: a few places, the completions that stand for them, dates, and a view model over
/// fakes of every service.
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

  /// 1 December 2026, the day a new date picker shows.
  static let today = Date(timeIntervalSince1970: 1_796_083_200)

  static func day(_ offset: Int) -> Date {
    today.addingTimeInterval(TimeInterval(offset) * 24 * 60 * 60)
  }

  static let failure = WorldError(service: .recommendations, message: "Simulated failure.")

  /// Lets the main queue run what is already on it, such as a page the model takes there.
  static func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
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

/// A search view model over fakes of its services, and what it told its view and its
/// delegate.
@MainActor
final class SearchHarness: LocationSearchViewModelDelegate {
  let recommendations = RecommendationProviderFake()
  let location = LocationProviderFake()
  let completer = PlaceCompleterFake()
  let searcher = PlaceSearcherFake()
  let viewModel: LocationSearchViewModel

  /// How many times the view was told to redraw its list.
  private(set) var redraws = 0
  /// The texts the view model put in the search bar.
  private(set) var searchTexts: [String] = []
  /// The places the view model told its delegate were chosen, as "name, detail".
  private(set) var chosenPlaces: [String] = []

  init() {
    viewModel = LocationSearchViewModel(
      recommendationModel: RecommendationModel(
        recommendationProvider: recommendations, locationProvider: location),
      completionModel: CompletionModel(completer: completer),
      detailModel: DetailModel(searcher: searcher))
    viewModel.onRowsChange = { [unowned self] in redraws += 1 }
    viewModel.onSearchTextChange = { [unowned self] in searchTexts.append($0) }
    viewModel.delegate = self
  }

  func locationSearchViewModel(
    _ viewModel: LocationSearchViewModel, didChoosePlaceNamed name: String, detail: String
  ) {
    chosenPlaces.append("\(name), \(detail)")
  }

  /// The rows as "title — subtitle", an error row marked with "!".
  var rows: [String] {
    viewModel.rows.map { "\($0.isError ? "! " : "")\($0.title) — \($0.subtitle)" }
  }

  /// The screen loaded and the first page, Seoul and Busan, came with more to follow.
  func loadFirstPage() async {
    viewModel.viewDidLoad()
    await recommendations.answer([Seeds.seoul, Seeds.busan], next: 2)
  }
}
