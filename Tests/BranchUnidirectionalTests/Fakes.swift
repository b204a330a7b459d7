import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import BranchUnidirectional

/// A completer that records the queries and cancellations it is asked for, and keeps every
/// handler it was given: a test can answer an old query after a newer one, as a slow network
/// would, to check that the store drops the stale answer itself.
@MainActor
final class FakePlaceCompleter: PlaceCompleter {
  private(set) var queries: [String] = []
  private(set) var cancellations = 0
  private var handlers: [(@MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void)] = []

  func complete(
    _ query: String,
    then didComplete: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void
  ) {
    queries.append(query)
    handlers.append(didComplete)
  }

  func cancel() {
    cancellations += 1
  }

  /// Answers the query asked at `index` (from 0) with `completions`.
  func answer(query index: Int, with completions: [MKLocalSearchCompletion]) {
    handlers[index](.success(completions))
  }

  /// Fails the query asked at `index`.
  func fail(query index: Int) {
    handlers[index](.failure(Seeds.failure))
  }
}

/// A searcher that records what it is asked to search for, and keeps every handler.
@MainActor
final class FakePlaceSearcher: PlaceSearcher {
  private(set) var searches: [String] = []
  private(set) var cancellations = 0
  private var handlers: [(@MainActor (Result<[MKMapItem], Error>) -> Void)] = []

  func search(
    for completion: MKLocalSearchCompletion,
    then didFinish: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void
  ) {
    searches.append(completion.title)
    handlers.append(didFinish)
  }

  func cancel() {
    cancellations += 1
  }

  /// Answers the search asked at `index` (from 0) with the places found.
  func answer(search index: Int, with places: [Place]) {
    handlers[index](.success(places.map(Seeds.mapItem)))
  }
}

/// A recommendation provider that records each page asked for and answers, oldest first.
@MainActor
final class FakeRecommendationProvider: RecommendationProvider {
  private(set) var requests: [String] = []
  private var pending:
    [(page: Int, completion: @MainActor (Result<RecommendationPage, Error>) -> Void)] = []

  func fetchRecommendations(
    near coordinate: Coordinate, page: Int,
    completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    requests.append("page \(page) near \(coordinate.latitude), \(coordinate.longitude)")
    pending.append((page, completion))
  }

  /// Answers the oldest request waiting with `places`, and says which page comes next.
  func answer(_ places: [Place], nextPage: Int?) {
    let request = pending.removeFirst()
    request.completion(
      .success(RecommendationPage(places: places, page: request.page, nextPage: nextPage)))
  }
}

/// A location provider that puts the user wherever the test says.
@MainActor
final class FakeLocationProvider: LocationProvider {
  var currentCoordinate = Coordinate(latitude: 37.5, longitude: 127)
}

/// An environment of fakes, and the fakes, for the test to drive.
@MainActor
struct FakeEnvironment {
  let recommendations = FakeRecommendationProvider()
  let location = FakeLocationProvider()
  let completer = FakePlaceCompleter()
  let searcher = FakePlaceSearcher()

  var environment: LocationSearchEnvironment {
    LocationSearchEnvironment(
      recommendationProvider: recommendations, locationProvider: location,
      completer: completer, searcher: searcher)
  }
}

/// Test data: a few places, the completions that stand for them, and dates.
@MainActor
enum Seeds {
  static let seoul = place(1, "Seoul", "KR", "South Korea")
  static let busan = place(2, "Busan", "KR", "South Korea")
  static let springfieldIllinois = place(3, "Springfield", "US", "United States", "Illinois")
  static let springfieldMissouri = place(4, "Springfield", "US", "United States", "Missouri")

  static let springfield = MKLocalSearchCompletion(
    title: "Springfield", subtitle: "United States", isoCountryCode: "US")
  static let seoulCompletion = MKLocalSearchCompletion(
    title: "Seoul", subtitle: "South Korea", isoCountryCode: "KR")
  static let busanCompletion = MKLocalSearchCompletion(
    title: "Busan", subtitle: "South Korea", isoCountryCode: "KR")

  static func mapItem(_ place: Place) -> MKMapItem {
    MKMapItem(placemark: MKPlacemark(place: place))
  }

  static func page(_ places: [Place], _ number: Int, next: Int?) -> RecommendationPage {
    RecommendationPage(places: places, page: number, nextPage: next)
  }

  static let checkIn = Date(timeIntervalSince1970: 1_796_083_200)
  static let checkOut = checkIn.addingTimeInterval(3 * 24 * 60 * 60)

  static let failure = WorldError(service: .completer, message: "Simulated failure.")

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
