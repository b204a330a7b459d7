import HeadlessMapKit
import Places

@testable import BranchVIPER

/// Fakes of the roles the interactor stands on: each records what it is asked and answers when
/// the test says, with no world behind it.
@MainActor
final class RecommendationProviderFake: RecommendationProvider {
  private(set) var requests: [(coordinate: Coordinate, page: Int)] = []
  private var openRequests: [@MainActor (Result<RecommendationPage, Error>) -> Void] = []

  func fetchRecommendations(
    near coordinate: Coordinate, page: Int,
    completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    requests.append((coordinate, page))
    openRequests.append(completion)
  }

  func answer(_ result: Result<RecommendationPage, Error>) {
    openRequests.removeFirst()(result)
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

  func answer(_ result: Result<[MKMapItem], Error>) {
    latest?(result)
  }
}
