import Foundation

/// What the date presenter tells its screen to show.
@MainActor
protocol DateView: AnyObject {
  /// Shows the place the dates are for: `title` on the bar, `text` on the screen.
  func showPlace(title: String, text: String)

  /// Shows the stay: the two dates, the earliest check-out allowed, and the nights in words.
  func showDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nightsText: String)
}

/// What the date presenter tells the presenter of the screen that opened it.
///
/// A protocol, though there is one event: the `weak var delegate` says at a glance that the
/// date screen does not keep the screen below it alive.
@MainActor
protocol DatePresenterDelegate: AnyObject {
  /// The person goes back with these dates chosen.
  func datePresenter(_ presenter: DatePresenter, didChooseCheckIn checkIn: Date, checkOut: Date)
}

/// The date screen's logic: the place's words, which dates to start from, the rule that a stay
/// is at least one night long, and the dates handed back when the person leaves.
@MainActor
final class DatePresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: DateView?
  /// Told the dates chosen when the person goes back.
  weak var delegate: DatePresenterDelegate?

  let placeName: String
  let placeDetail: String
  private(set) var checkIn: Date?
  private(set) var checkOut: Date?

  private let oneDay: TimeInterval = 24 * 60 * 60

  /// A presenter for the dates of a stay at a place, starting from the dates chosen on an
  /// earlier visit, if any.
  init(placeName: String, placeDetail: String, checkIn: Date?, checkOut: Date?) {
    self.placeName = placeName
    self.placeDetail = placeDetail
    self.checkIn = checkIn
    self.checkOut = checkOut
  }

  // MARK: Events from the view

  /// The screen is ready; `today` is the day a new picker shows.
  func viewDidLoad(today: Date) {
    view?.showPlace(title: placeName, text: "\(placeName), \(placeDetail)")
    // Dates chosen on an earlier visit come back; otherwise the stay starts today.
    let checkIn = self.checkIn ?? today
    choose(checkIn: checkIn, checkOut: checkOut ?? checkIn)
  }

  /// The person picked a date in either picker.
  func datesPicked(checkIn: Date, checkOut: Date) {
    choose(checkIn: checkIn, checkOut: checkOut)
  }

  /// The screen is going back, off the navigation stack.
  func viewWillGoBack() {
    guard let checkIn, let checkOut else { return }
    delegate?.datePresenter(self, didChooseCheckIn: checkIn, checkOut: checkOut)
  }

  // Keeps the check-out at least a night after the check-in, and remembers the dates for the
  // way back, even if the person never touches a picker.
  private func choose(checkIn: Date, checkOut: Date) {
    let earliestCheckOut = checkIn.addingTimeInterval(oneDay)
    let checkOut = max(checkOut, earliestCheckOut)
    self.checkIn = checkIn
    self.checkOut = checkOut
    let nights = Int((checkOut.timeIntervalSince(checkIn) / oneDay).rounded())
    view?.showDates(
      checkIn: checkIn, checkOut: checkOut, earliestCheckOut: earliestCheckOut,
      nightsText: nights == 1 ? "1 night" : "\(nights) nights")
  }
}
