import Foundation

/// What the date presenter asks of its interactor.
@MainActor
protocol DateInteractorInput: AnyObject {
  /// Starts the stay: from the dates chosen before, if any, or from `today`.
  func startStay(today: Date)

  /// The person picked these dates.
  func chooseDates(checkIn: Date, checkOut: Date)

  /// The person is done: the dates chosen are final.
  func finish()
}

/// What the date interactor tells its presenter.
@MainActor
protocol DateInteractorOutput: AnyObject {
  /// The stay is for `destination`.
  func didStartStay(at destination: Destination)

  /// The stay is now these dates: the check-out at least `earliestCheckOut`, `nights` long.
  func didChooseDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nights: Int)

  /// The person is done with these dates.
  func didFinish(checkIn: Date, checkOut: Date)
}

/// The date module's use case: choosing the dates of a stay at a destination, at least one
/// night long.
@MainActor
final class DateInteractor: DateInteractorInput {
  /// Weak: the presenter owns this interactor.
  weak var output: DateInteractorOutput?

  let destination: Destination
  private(set) var checkIn: Date?
  private(set) var checkOut: Date?

  private let oneDay: TimeInterval = 24 * 60 * 60

  /// A stay at `destination`, starting from the dates chosen on an earlier visit, if any.
  init(destination: Destination, checkIn: Date?, checkOut: Date?) {
    self.destination = destination
    self.checkIn = checkIn
    self.checkOut = checkOut
  }

  func startStay(today: Date) {
    output?.didStartStay(at: destination)
    // Dates chosen on an earlier visit come back; otherwise the stay starts today.
    let checkIn = self.checkIn ?? today
    chooseDates(checkIn: checkIn, checkOut: checkOut ?? checkIn)
  }

  // Keeps the check-out at least a night after the check-in, and remembers the dates for the
  // way back, even if the person never touches a picker.
  func chooseDates(checkIn: Date, checkOut: Date) {
    let earliestCheckOut = checkIn.addingTimeInterval(oneDay)
    let checkOut = max(checkOut, earliestCheckOut)
    self.checkIn = checkIn
    self.checkOut = checkOut
    let nights = Int((checkOut.timeIntervalSince(checkIn) / oneDay).rounded())
    output?.didChooseDates(
      checkIn: checkIn, checkOut: checkOut, earliestCheckOut: earliestCheckOut, nights: nights)
  }

  func finish() {
    guard let checkIn, let checkOut else { return }
    output?.didFinish(checkIn: checkIn, checkOut: checkOut)
  }
}
