import Foundation
import HeadlessMapKit
import Places

@testable import Stage3SubControllers

/// Stands where the view controller stands: records, in order, what each sub-controller and
/// the date screen report, in words a failing test prints readably.
@MainActor
final class DelegateSpy: RecommendationControllerDelegate, CompletionControllerDelegate,
  DetailControllerDelegate, DateViewControllerDelegate
{
  private(set) var events: [String] = []
  private(set) var chosenDates: [(checkIn: Date, checkOut: Date)] = []

  func recommendationControllerDidLoadData(_ controller: RecommendationController) {
    events.append("recommendations loaded")
  }

  func recommendationController(
    _ controller: RecommendationController, didSelectPlace place: Place
  ) {
    events.append("selected place \(place.name)")
  }

  func completionControllerDidLoadData(_ controller: CompletionController) {
    events.append("completions loaded")
  }

  func completionController(
    _ controller: CompletionController, didSelectCompletion completion: MKLocalSearchCompletion
  ) {
    events.append("selected completion \(completion.title), \(completion.subtitle)")
  }

  func detailController(
    _ controller: DetailController, didLoadPlacesFor completion: MKLocalSearchCompletion
  ) {
    events.append("places loaded for \(completion.title)")
  }

  func detailController(_ controller: DetailController, didSelectPlace placemark: MKPlacemark) {
    events.append("selected place \(placemark.title ?? "?")")
  }

  func dateViewController(
    _ controller: DateViewController, didChooseCheckIn checkIn: Date, checkOut: Date
  ) {
    chosenDates.append((checkIn, checkOut))
  }
}
