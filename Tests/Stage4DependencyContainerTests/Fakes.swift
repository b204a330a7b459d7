import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Places
import Testing

@testable import Stage4DependencyContainer

/// A completer that records the queries it is asked and answers the latest when the test says.
@MainActor
final class FakePlaceCompleter: PlaceCompleter {
  private(set) var queries: [String] = []
  private var pending: (@MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void)?

  func complete(
    _ query: String,
    then didComplete: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void
  ) {
    queries.append(query)
    pending = didComplete
  }

  func cancel() {
    pending = nil
  }

  /// Answers the query in flight with `completions`.
  func answer(_ completions: [MKLocalSearchCompletion]) {
    finish(.success(completions))
  }

  /// Fails the query in flight.
  func fail() {
    finish(.failure(FakeFailure()))
  }

  private func finish(_ result: Result<[MKLocalSearchCompletion], Error>) {
    guard let pending else {
      Issue.record("the completer has no query in flight to answer")
      return
    }
    self.pending = nil
    pending(result)
  }
}

/// A searcher that records what it is asked to search for and answers when the test says.
@MainActor
final class FakePlaceSearcher: PlaceSearcher {
  private(set) var searches: [String] = []
  private var pending: (@MainActor (Result<[MKMapItem], Error>) -> Void)?

  func search(
    for completion: MKLocalSearchCompletion,
    then didFinish: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void
  ) {
    searches.append("\(completion.title), \(completion.subtitle)")
    pending = didFinish
  }

  func cancel() {
    pending = nil
  }

  /// Answers the search in flight with the places found.
  func answer(_ places: [Place]) {
    guard let pending else {
      Issue.record("the searcher has no search in flight to answer")
      return
    }
    self.pending = nil
    pending(.success(places.map { MKMapItem(placemark: MKPlacemark(place: $0)) }))
  }
}

/// A recommendation provider that records each page asked for and answers, oldest first, when
/// the test says.
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
    guard !pending.isEmpty else {
      Issue.record("the provider has no request waiting to answer")
      return
    }
    let request = pending.removeFirst()
    request.completion(
      .success(RecommendationPage(places: places, page: request.page, nextPage: nextPage)))
  }

  /// Fails the oldest request waiting.
  func fail() {
    guard !pending.isEmpty else {
      Issue.record("the provider has no request waiting to fail")
      return
    }
    pending.removeFirst().completion(.failure(FakeFailure()))
  }
}

/// A location provider that puts the user wherever the test says.
@MainActor
final class FakeLocationProvider: LocationProvider {
  var currentCoordinate: Coordinate

  init(_ coordinate: Coordinate) {
    currentCoordinate = coordinate
  }
}

/// A date screen factory that records what it is asked for and makes plain screens.
@MainActor
final class DateScreenFactorySpy: DateScreenFactory {
  private(set) var requests: [String] = []
  private(set) var screens: [UIViewController] = []

  func makeDateScreen(
    placeName: String, placeDetail: String, checkIn: Date?, checkOut: Date?,
    delegate: any DateViewControllerDelegate
  ) -> UIViewController {
    let dates = checkIn.map { "from \($0)" } ?? "no dates"
    requests.append("\(placeName) — \(placeDetail), \(dates)")
    let screen = UIViewController()
    screens.append(screen)
    return screen
  }
}

/// What a fake says when told to fail.
struct FakeFailure: Error {}

/// Places to answer with.
enum Sample {
  static let towns = (1...3).map { place($0, "Town \($0)", "KR", "South Korea", region: nil) }
  static let springfields = ["Illinois", "Missouri", "Oregon"].enumerated().map {
    place(10 + $0.offset, "Springfield", "US", "United States", region: $0.element)
  }

  static func place(
    _ id: Int, _ name: String, _ countryCode: String, _ countryName: String, region: String?
  ) -> Place {
    Place(
      id: id, name: name, hangulNames: [], countryCode: countryCode, countryName: countryName,
      region: region, coordinate: Coordinate(latitude: Double(id), longitude: 0),
      population: 100_000 - id)
  }
}

/// What `body` throws, expected to be an `E`: an issue is recorded, and nil returned, if it
/// throws nothing or something else. From Swift 6.1, `#expect(throws:)` returns the error
/// itself; the package also builds with Swift 6.0, where it returns nothing.
func thrownError<E: Error, R>(
  _ type: E.Type, sourceLocation: SourceLocation = #_sourceLocation,
  performing body: () throws -> R
) -> E? {
  var thrown: E?
  #expect(throws: type, sourceLocation: sourceLocation) {
    do {
      return try body()
    } catch let error as E {
      thrown = error
      throw error
    }
  }
  return thrown
}
