import Foundation

/// What the date screen's view model tells whoever drives the flow.
@MainActor
protocol DateViewModelDelegate: AnyObject {
  /// The person goes back with these dates chosen.
  func dateViewModel(_ viewModel: DateViewModel, didChooseCheckIn checkIn: Date, checkOut: Date)
}

/// The date screen with no view: the place, the check-in and check-out dates and the nights
/// between them, as state; the dates the person picks and going back, as inputs. It keeps the
/// one-night rule: check-out is at least a day after check-in.
@MainActor
final class DateViewModel {
  /// The place the dates are for.
  let placeName: String

  /// Where the place is: "Illinois, United States".
  let placeDetail: String

  // MARK: State

  /// The check-in date; `nil` until the view says what its picker starts on.
  private(set) var checkIn: Date?

  /// The check-out date; `nil` until the view says what its picker starts on.
  private(set) var checkOut: Date?

  /// The screen's title.
  var title: String { placeName }

  /// The place as one line: "Springfield, Illinois, United States".
  var placeText: String { "\(placeName), \(placeDetail)" }

  /// The earliest check-out the person may choose: a night after check-in.
  var earliestCheckOut: Date? { checkIn?.addingTimeInterval(oneDay) }

  /// "1 night", "3 nights".
  var nightsText: String {
    guard let checkIn, let checkOut else { return "" }
    let nights = Int((checkOut.timeIntervalSince(checkIn) / oneDay).rounded())
    return nights == 1 ? "1 night" : "\(nights) nights"
  }

  // MARK: Bindings

  /// Called after the dates changed: the view redraws its pickers and the nights.
  var onChange: (@MainActor () -> Void)?

  /// Told the dates chosen when the person goes back.
  weak var delegate: DateViewModelDelegate?

  private let oneDay: TimeInterval = 24 * 60 * 60

  /// A date screen for a place, with the dates chosen last time, if any.
  init(placeName: String, placeDetail: String, checkIn: Date?, checkOut: Date?) {
    self.placeName = placeName
    self.placeDetail = placeDetail
    self.checkIn = checkIn
    self.checkOut = checkOut
  }

  // MARK: Inputs

  /// The screen is ready, its pickers on `today`: the dates not chosen yet start from it.
  func viewDidLoad(today: Date) {
    let checkIn = checkIn ?? today
    update(checkIn: checkIn, checkOut: checkOut ?? checkIn.addingTimeInterval(oneDay))
  }

  /// The person picked a check-in date; a check-out that is no longer a night later moves
  /// with it.
  func checkInDidChange(_ date: Date) {
    update(checkIn: date, checkOut: checkOut ?? date)
  }

  /// The person picked a check-out date.
  func checkOutDidChange(_ date: Date) {
    update(checkIn: checkIn ?? date, checkOut: date)
  }

  /// The person is going back: the dates go with them.
  func willGoBack() {
    guard let checkIn, let checkOut else { return }
    delegate?.dateViewModel(self, didChooseCheckIn: checkIn, checkOut: checkOut)
  }

  private func update(checkIn: Date, checkOut: Date) {
    self.checkIn = checkIn
    self.checkOut = max(checkOut, checkIn.addingTimeInterval(oneDay))
    onChange?()
  }
}
