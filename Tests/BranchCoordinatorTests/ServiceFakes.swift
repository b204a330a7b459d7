import Foundation
import HeadlessMapKit
import Places

@testable import BranchCoordinator

/// Fakes of the services the models stand on: each records what it is asked and answers when
/// the test says, with no world behind it.
@MainActor
final class RecommendationProviderFake: RecommendationProvider {
  private(set) var requestedPages: [Int] = []
  private(set) var coordinates: [Coordinate] = []
  private var openRequests: [@MainActor (Result<RecommendationPage, Error>) -> Void] = []

  func fetchRecommendations(
    near coordinate: Coordinate, page: Int,
    completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    requestedPages.append(page)
    coordinates.append(coordinate)
    openRequests.append(completion)
  }

  /// Answers the oldest open request with `places`; the model takes the answer on the main
  /// queue's next turn, so this waits for that turn.
  func answer(_ places: [Place], next: Int?) async {
    let page = requestedPages[requestedPages.count - openRequests.count]
    openRequests.removeFirst()(
      .success(RecommendationPage(places: places, page: page, nextPage: next)))
    await Seeds.drainMainQueue()
  }

  /// Fails the oldest open request, and waits for the model to take it.
  func fail() async {
    openRequests.removeFirst()(.failure(Seeds.failure))
    await Seeds.drainMainQueue()
  }
}

@MainActor
final class LocationProviderFake: LocationProvider {
  var currentCoordinate = Coordinate(latitude: 37.57, longitude: 126.98)
}

@MainActor
final class PlaceCompleterFake: PlaceCompleter {
  private(set) var calls: [String] = []
  private var latest: (@MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void)?

  func complete(
    _ query: String,
    then didComplete: @escaping @MainActor (Result<[MKLocalSearchCompletion], Error>) -> Void
  ) {
    calls.append("complete \(query)")
    latest = didComplete
  }

  func cancel() {
    calls.append("cancel")
    latest = nil
  }

  func answer(_ result: Result<[MKLocalSearchCompletion], Error>) {
    latest?(result)
  }
}

@MainActor
final class PlaceSearcherFake: PlaceSearcher {
  private(set) var calls: [String] = []
  private var latest: (@MainActor (Result<[MKMapItem], Error>) -> Void)?

  func search(
    for completion: MKLocalSearchCompletion,
    then didFinish: @escaping @MainActor (Result<[MKMapItem], Error>) -> Void
  ) {
    calls.append("search \(completion.title)")
    latest = didFinish
  }

  func cancel() {
    calls.append("cancel")
    latest = nil
  }

  func answer(_ places: [Place]) {
    latest?(.success(places.map { MKMapItem(placemark: MKPlacemark(place: $0)) }))
  }
}
