import Foundation
import HeadlessMapKit
import Places

@testable import BranchVIPER

/// Stands in for the location search view: records what the presenter tells it.
@MainActor
final class LocationSearchViewSpy: LocationSearchViewInput {
  private(set) var shownRows: [[LocationRow]] = []
  private(set) var searchTexts: [String] = []

  /// The list on screen now.
  var rows: [LocationRow] { shownRows.last ?? [] }

  func showRows(_ rows: [LocationRow]) { shownRows.append(rows) }
  func showSearchText(_ text: String) { searchTexts.append(text) }
}

/// Stands in for the location search interactor: records what the presenter asks, in order.
@MainActor
final class LocationSearchInteractorSpy: LocationSearchInteractorInput {
  private(set) var calls: [String] = []

  func loadNextPage() { calls.append("load next page") }
  func retryFailedPage() { calls.append("retry") }
  func complete(_ query: String) { calls.append("complete \(query)") }
  func cancelCompletion() { calls.append("cancel completion") }
  func searchPlaces(for completion: MKLocalSearchCompletion) {
    calls.append("search \(completion.title)")
  }
  func cancelSearch() { calls.append("cancel search") }
}

/// Stands in for the location search router: records each date module asked for.
@MainActor
final class LocationSearchRouterSpy: LocationSearchRouterInput {
  private(set) var openedDates:
    [(destination: Destination, checkIn: Date?, checkOut: Date?, output: DateModuleOutput)] = []

  func openDates(
    for destination: Destination, checkIn: Date?, checkOut: Date?, output: DateModuleOutput
  ) {
    openedDates.append((destination, checkIn, checkOut, output))
  }
}

/// Stands in for the location search presenter, as the interactor's output.
@MainActor
final class LocationSearchInteractorOutputSpy: LocationSearchInteractorOutput {
  private(set) var events: [String] = []
  private(set) var recommendations: [Place] = []

  func didLoadRecommendations(_ places: [Place], lastPageFailed: Bool) {
    recommendations = places
    events.append("\(places.count) places\(lastPageFailed ? ", failed" : "")")
  }
  func didComplete(_ completions: [MKLocalSearchCompletion], for query: String) {
    events.append("\(completions.count) completions for \(query)")
  }
  func didFailToComplete(_ query: String) { events.append("no completions for \(query)") }
  func didFindPlaces(_ mapItems: [MKMapItem], for completion: MKLocalSearchCompletion) {
    events.append("\(mapItems.count) places for \(completion.title)")
  }
}

/// Stands in for the date module's view: records what its presenter tells it.
@MainActor
final class DateViewSpy: DateViewInput {
  private(set) var place: (title: String, text: String)?
  private(set) var nightsTexts: [String] = []

  func showPlace(title: String, text: String) { place = (title, text) }
  func showDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nightsText: String) {
    nightsTexts.append(nightsText)
  }
}

/// Stands in for the date router: records the dates it is asked to leave with.
@MainActor
final class DateRouterSpy: DateRouterInput {
  private(set) var closedWith: [(checkIn: Date, checkOut: Date)] = []

  func close(checkIn: Date, checkOut: Date) { closedWith.append((checkIn, checkOut)) }
}

/// Stands in for the module below the date module: records the dates handed back.
@MainActor
final class DateModuleOutputSpy: DateModuleOutput {
  private(set) var chosenDates: [(checkIn: Date, checkOut: Date)] = []

  func dateModuleDidChoose(checkIn: Date, checkOut: Date) {
    chosenDates.append((checkIn, checkOut))
  }
}

/// Stands in for the date interactor's output: records the stays chosen and the end.
@MainActor
final class DateInteractorOutputSpy: DateInteractorOutput {
  private(set) var destinations: [Destination] = []
  private(set) var stays: [(checkIn: Date, checkOut: Date, nights: Int)] = []
  private(set) var finished: [(checkIn: Date, checkOut: Date)] = []

  func didStartStay(at destination: Destination) { destinations.append(destination) }
  func didChooseDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nights: Int) {
    stays.append((checkIn, checkOut, nights))
  }
  func didFinish(checkIn: Date, checkOut: Date) { finished.append((checkIn, checkOut)) }
}
