/// What the date interactor hands over to be shown: one method per response.
@MainActor
protocol DatePresentationLogic {
  func presentStay(response: Dates.LoadStay.Response)
  func presentDates(response: Dates.PickDates.Response)
}

/// Words the date scene's data for the screen: the title, the place line and the nights.
@MainActor
final class DatePresenter: DatePresentationLogic {
  /// Weak: the view controller owns the interactor, which owns this presenter.
  weak var viewController: DateDisplayLogic?

  func presentStay(response: Dates.LoadStay.Response) {
    let place = response.place
    let placeText = ([place.name] + [place.region, place.country].compactMap { $0 })
      .joined(separator: ", ")
    viewController?.displayStay(
      viewModel: Dates.LoadStay.ViewModel(title: place.name, placeText: placeText))
  }

  func presentDates(response: Dates.PickDates.Response) {
    let nights = response.nights
    viewController?.displayDates(
      viewModel: Dates.PickDates.ViewModel(
        checkIn: response.checkIn, checkOut: response.checkOut,
        earliestCheckOut: response.earliestCheckOut,
        nightsText: nights == 1 ? "1 night" : "\(nights) nights"))
  }
}
