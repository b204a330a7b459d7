import Foundation

/// What the date screen can ask of its scene: one method per use case.
@MainActor
protocol DateBusinessLogic {
  func loadStay(request: Dates.LoadStay.Request)
  func pickDates(request: Dates.PickDates.Request)
}

/// What the date scene keeps for the routers: the place, and the dates chosen for it.
@MainActor
protocol DateDataStore: AnyObject {
  var place: Destination? { get set }
  var checkIn: Date? { get set }
  var checkOut: Date? { get set }
}

/// The date scene's decisions: which dates to start from, and the rule that a stay is at least
/// one night long.
@MainActor
final class DateInteractor: DateBusinessLogic, DateDataStore {
  var presenter: DatePresentationLogic?

  // MARK: Data store

  // Written by the location search router before the screen opens.
  var place: Destination?
  // Read by this scene's router when the screen leaves.
  var checkIn: Date?
  var checkOut: Date?

  private let oneDay: TimeInterval = 24 * 60 * 60

  // MARK: Use cases

  func loadStay(request: Dates.LoadStay.Request) {
    if let place {
      presenter?.presentStay(response: Dates.LoadStay.Response(place: place))
    }
    // Dates chosen on an earlier visit come back; otherwise the stay starts today.
    let checkIn = self.checkIn ?? request.today
    choose(checkIn: checkIn, checkOut: checkOut ?? checkIn)
  }

  func pickDates(request: Dates.PickDates.Request) {
    choose(checkIn: request.checkIn, checkOut: request.checkOut)
  }

  // Keeps the check-out at least a night after the check-in, and remembers the dates for the
  // way back, even if the user never touches a picker.
  private func choose(checkIn: Date, checkOut: Date) {
    let earliestCheckOut = checkIn.addingTimeInterval(oneDay)
    let checkOut = max(checkOut, earliestCheckOut)
    self.checkIn = checkIn
    self.checkOut = checkOut
    let nights = Int((checkOut.timeIntervalSince(checkIn) / oneDay).rounded())
    presenter?.presentDates(
      response: Dates.PickDates.Response(
        checkIn: checkIn, checkOut: checkOut, earliestCheckOut: earliestCheckOut, nights: nights))
  }
}
