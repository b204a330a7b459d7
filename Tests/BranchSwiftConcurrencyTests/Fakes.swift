import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import BranchSwiftConcurrency

/// A completer whose answers the test puts into its stream, for any query, in any order.
@MainActor
final class FakePlaceCompleter: PlaceCompleter {
  let answers: AsyncStream<PlaceCompletions>
  private let continuation: AsyncStream<PlaceCompletions>.Continuation
  private(set) var queries: [String] = []
  private(set) var cancellations = 0
  /// Whether the stream's listener has stopped listening.
  private(set) var isTerminated = false

  init() {
    (answers, continuation) = AsyncStream.makeStream()
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.isTerminated = true }
    }
  }

  func complete(_ query: String) {
    queries.append(query)
  }

  func cancel() {
    cancellations += 1
  }

  /// Puts the answer to `query` into the stream.
  func answer(_ query: String, with completions: [MKLocalSearchCompletion]) {
    continuation.yield(PlaceCompletions(query: query, result: .success(completions)))
  }

  /// Puts a failure to answer `query` into the stream.
  func fail(_ query: String) {
    continuation.yield(PlaceCompletions(query: query, result: .failure(Seeds.failure)))
  }
}

/// A searcher whose searches wait until the test answers them, oldest first.
@MainActor
final class FakePlaceSearcher: PlaceSearcher {
  private(set) var searches: [String] = []
  private var waiting: [CheckedContinuation<[Place], Error>] = []

  func search(for completion: MKLocalSearchCompletion) async throws -> [MKMapItem] {
    searches.append(completion.title)
    let places = try await withCheckedThrowingContinuation { waiting.append($0) }
    return places.map(Seeds.mapItem)
  }

  /// Answers the oldest search waiting with the places found.
  func answer(_ places: [Place]) {
    waiting.removeFirst().resume(returning: places)
  }
}

/// A recommendation provider whose requests wait until the test answers them, oldest first.
@MainActor
final class FakeRecommendationProvider: RecommendationProvider {
  private(set) var requests: [String] = []
  private var waiting: [(page: Int, continuation: CheckedContinuation<RecommendationPage, Error>)] =
    []

  func recommendations(near coordinate: Coordinate, page: Int) async throws -> RecommendationPage {
    requests.append("page \(page) near \(coordinate.latitude), \(coordinate.longitude)")
    return try await withCheckedThrowingContinuation { waiting.append((page, $0)) }
  }

  /// Answers the oldest request waiting with `places`, and says which page comes next.
  func answer(_ places: [Place], nextPage: Int?) {
    let request = waiting.removeFirst()
    request.continuation.resume(
      returning: RecommendationPage(places: places, page: request.page, nextPage: nextPage))
  }

  /// Fails the oldest request waiting.
  func fail() {
    waiting.removeFirst().continuation.resume(throwing: Seeds.failure)
  }
}

/// A location provider that puts the user wherever the test says.
@MainActor
final class FakeLocationProvider: LocationProvider {
  var currentCoordinate = Coordinate(latitude: 37.5, longitude: 127)
}

/// Records what a list tells the screen that shows it.
@MainActor
final class ListDelegateSpy: RecommendationControllerDelegate, CompletionControllerDelegate,
  DetailControllerDelegate
{
  private(set) var events: [String] = []

  func recommendationControllerDidLoadData(_ controller: RecommendationController) {
    events.append("recommendations loaded")
  }

  func recommendationController(
    _ controller: RecommendationController, didSelectPlace place: Place
  ) {
    events.append("selected \(place.name)")
  }

  func completionControllerDidLoadData(_ controller: CompletionController) {
    events.append("completions loaded")
  }

  func completionController(
    _ controller: CompletionController, didSelectCompletion completion: MKLocalSearchCompletion
  ) {
    events.append("selected completion \(completion.title)")
  }

  func detailController(
    _ controller: DetailController, didLoadPlacesFor completion: MKLocalSearchCompletion
  ) {
    events.append("places for \(completion.title)")
  }

  func detailController(_ controller: DetailController, didSelectPlace placemark: MKPlacemark) {
    events.append("selected \(placemark.name ?? "?"), \(placemark.administrativeArea ?? "-")")
  }
}

/// Test data, and a way to let the tasks waiting on the main actor run.
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

  static let failure = WorldError(service: .completer, message: "Simulated failure.")

  static func mapItem(_ place: Place) -> MKMapItem {
    MKMapItem(placemark: MKPlacemark(place: place))
  }

  /// A world of these few places, with the user in Seoul.
  static func smallWorld() -> World {
    World(gazetteer: Gazetteer(places: [seoul, busan, springfieldIllinois, springfieldMissouri]))
  }

  /// Lets the main queue run until it is quiet: the tasks resumed by a fake's answer run, and
  /// so do the tasks they start. No world is involved, only main-queue round trips.
  static func letTasksRun() async {
    await World(gazetteer: Gazetteer(places: [])).drain()
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
