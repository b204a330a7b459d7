import Foundation

/// What the date view tells its presenter: what the person did.
@MainActor
protocol DateViewOutput: AnyObject {
  /// The screen is ready; `today` is the day a new picker shows.
  func viewDidLoad(today: Date)

  /// The person picked a date in either picker.
  func datesPicked(checkIn: Date, checkOut: Date)

  /// The screen is going back, off the navigation stack.
  func viewWillGoBack()
}

/// The date module's hub: forwards the view's events to the interactor, words the place and
/// the nights for the view, and asks the router to leave with the dates.
@MainActor
final class DatePresenter {
  /// Weak: the view controller owns this presenter.
  weak var view: DateViewInput?
  let interactor: DateInteractorInput
  let router: DateRouterInput

  init(interactor: DateInteractorInput, router: DateRouterInput) {
    self.interactor = interactor
    self.router = router
  }
}

// MARK: - DateViewOutput

extension DatePresenter: DateViewOutput {
  func viewDidLoad(today: Date) {
    interactor.startStay(today: today)
  }

  func datesPicked(checkIn: Date, checkOut: Date) {
    interactor.chooseDates(checkIn: checkIn, checkOut: checkOut)
  }

  func viewWillGoBack() {
    interactor.finish()
  }
}

// MARK: - DateInteractorOutput

extension DatePresenter: DateInteractorOutput {
  func didStartStay(at destination: Destination) {
    view?.showPlace(
      title: destination.name, text: "\(destination.name), \(destination.whereItIs)")
  }

  func didChooseDates(checkIn: Date, checkOut: Date, earliestCheckOut: Date, nights: Int) {
    view?.showDates(
      checkIn: checkIn, checkOut: checkOut, earliestCheckOut: earliestCheckOut,
      nightsText: nights == 1 ? "1 night" : "\(nights) nights")
  }

  func didFinish(checkIn: Date, checkOut: Date) {
    router.close(checkIn: checkIn, checkOut: checkOut)
  }
}
