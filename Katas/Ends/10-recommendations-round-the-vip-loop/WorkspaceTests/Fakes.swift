import Places

@testable import Workspace

/// A recommendation provider that answers from a script, at once: a page of places, or a
/// failure. It records the pages it was asked for.
@MainActor
final class FakeRecommendationProvider: RecommendationProvider {
  /// The answers to give, in order; each call takes the first.
  var answers: [Result<RecommendationPage, Error>] = []
  private(set) var pagesAskedFor: [Int] = []

  func fetchRecommendations(
    near coordinate: Coordinate, page: Int,
    completion: @escaping @MainActor (Result<RecommendationPage, Error>) -> Void
  ) {
    pagesAskedFor.append(page)
    completion(answers.removeFirst())
  }
}

/// A location provider that is always in the same place.
@MainActor
final class FakeLocationProvider: LocationProvider {
  var currentCoordinate = Coordinate.centralSeoul
}

/// The failure a fake gives when a test asks it to fail.
struct FakeFailure: Error {}

extension Place {
  /// A place with only a name that matters.
  static func named(_ name: String, id: Int) -> Place {
    Place(
      id: id, name: name, hangulNames: [], countryCode: "KR", countryName: "South Korea",
      region: nil, coordinate: .centralSeoul, population: 100_000)
  }
}
