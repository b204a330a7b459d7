import Foundation
import Places

/// The places near the user, loaded from a recommendation provider a page at a time.
///
/// A main-actor class: a page is awaited and written in the same method, on the main actor,
/// so no other copy of the state exists to keep in step.
@MainActor
final class RecommendationModel {
  /// The places loaded so far, nearest first.
  private(set) var places: [Place] = []

  /// Whether the last page asked for failed; no page is asked for until `clearFailure()`.
  private(set) var failed = false

  /// How many places from the end of the list a place comes into view to ask for the next
  /// page: 1 asks when the last place shows.
  var prefetchDistance = 1

  private var nextPage: Int? = 1
  private var isLoading = false

  private let recommendationProvider: any RecommendationProvider
  private let locationProvider: any LocationProvider

  init(
    recommendationProvider: any RecommendationProvider, locationProvider: any LocationProvider
  ) {
    self.recommendationProvider = recommendationProvider
    self.locationProvider = locationProvider
  }

  /// Loads the next page, unless one is loading, the last one failed or there is none; returns
  /// whether it asked, once the answer, a page or a failure, is in.
  func loadNextPage() async -> Bool {
    guard let page = nextPage, !isLoading, !failed else { return false }
    isLoading = true
    defer { isLoading = false }
    do {
      let response = try await recommendationProvider.recommendations(
        near: locationProvider.currentCoordinate, page: page)
      places += response.places
      nextPage = response.nextPage
    } catch {
      failed = true
    }
    return true
  }

  /// Forgets the failure, so that the failed page can be asked for again.
  func clearFailure() {
    failed = false
  }
}
