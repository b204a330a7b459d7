import Foundation
import HeadlessUIKit

/// Drives the location search flow: starts the search screen, shows the date screen for the
/// place the person chose, and keeps the dates chosen there for the next date screen. The
/// screens' view models tell it what happened, through their delegates; no screen navigates.
@MainActor
final class LocationSearchCoordinator: LocationSearchViewModelDelegate, DateViewModelDelegate {
  // Weak: the navigation controller keeps its coordinator (see
  // `CoordinatedNavigationController`), and a strong reference back would keep both alive.
  private weak var navigationController: UINavigationController?
  private let searchViewModel: LocationSearchViewModel

  // Handed back by the date screen's view model when the person goes back.
  private var checkIn: Date?
  private var checkOut: Date?

  /// A coordinator for a flow in `navigationController`, starting with a search screen of
  /// `searchViewModel`.
  init(navigationController: UINavigationController, searchViewModel: LocationSearchViewModel) {
    self.navigationController = navigationController
    self.searchViewModel = searchViewModel
  }

  /// Puts the search screen at the root of the navigation controller.
  func start() {
    searchViewModel.delegate = self
    navigationController?.setViewControllers(
      [LocationSearchViewController(viewModel: searchViewModel)], animated: false)
  }

  // MARK: LocationSearchViewModelDelegate

  func locationSearchViewModel(
    _ viewModel: LocationSearchViewModel, didChoosePlaceNamed name: String, detail: String
  ) {
    let dateViewModel = DateViewModel(
      placeName: name, placeDetail: detail, checkIn: checkIn, checkOut: checkOut)
    dateViewModel.delegate = self
    navigationController?.pushViewController(
      DateViewController(viewModel: dateViewModel), animated: true)
  }

  // MARK: DateViewModelDelegate

  func dateViewModel(_ viewModel: DateViewModel, didChooseCheckIn checkIn: Date, checkOut: Date) {
    self.checkIn = checkIn
    self.checkOut = checkOut
  }
}
