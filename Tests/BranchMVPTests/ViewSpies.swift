import Foundation

@testable import BranchMVP

/// Stands in for the location search screen: records everything the presenter tells it.
@MainActor
final class LocationSearchViewSpy: LocationSearchView {
  /// Every list shown, in order.
  private(set) var shownRows: [[LocationRow]] = []
  /// Every text put in the search bar, in order.
  private(set) var searchTexts: [String] = []
  /// The presenter of every date screen opened, in order.
  private(set) var dateScreens: [DatePresenter] = []

  /// The list on screen now.
  var rows: [LocationRow] { shownRows.last ?? [] }

  func showRows(_ rows: [LocationRow]) {
    shownRows.append(rows)
  }

  func showSearchText(_ text: String) {
    searchTexts.append(text)
  }

  func showDateScreen(presenter: DatePresenter) {
    dateScreens.append(presenter)
  }
}

/// Stands in for the date screen: records what the presenter tells it.
@MainActor
final class DateViewSpy: DateView {
  /// The title and text of the place, once shown.
  private(set) var place: (title: String, text: String)?
  /// Every stay shown, in order.
  private(set) var stays:
    [(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nightsText: String)] = []

  func showPlace(title: String, text: String) {
    place = (title, text)
  }

  func showDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nightsText: String) {
    stays.append((checkIn, checkOut, earliestCheckOut, nightsText))
  }
}

/// Stands in for the presenter below the date screen: records the dates handed back.
@MainActor
final class DatePresenterDelegateSpy: DatePresenterDelegate {
  private(set) var chosenDates: [(checkIn: Date, checkOut: Date)] = []

  func datePresenter(_ presenter: DatePresenter, didChooseCheckIn checkIn: Date, checkOut: Date) {
    chosenDates.append((checkIn, checkOut))
  }
}
