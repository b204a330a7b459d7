import Foundation
import HeadlessUIKit

/// Makes the date screen for a chosen place, filled in with the dates chosen so far: the
/// composition root, or a test, chooses which screen opens and what it is made with.
@MainActor
protocol DateScreenFactory: AnyObject {
  /// A date screen for the place, with the dates (if any) to start from; the screen tells
  /// `delegate` the dates chosen when the person goes back. Any view controller will do: the
  /// search screen only pushes it.
  func makeDateScreen(
    placeName: String, placeDetail: String, checkIn: Date?, checkOut: Date?,
    delegate: any DateViewControllerDelegate
  ) -> UIViewController
}

/// The date screen factory of the running app: resolves a new date screen from the container
/// at each push, then fills it in.
///
/// It keeps the container, and that is no service locator: this type belongs to the wiring
/// (the composition root registers it, nothing else names it), and it exists because a date
/// screen is made at each push, long after the scene was composed. The screen that calls it
/// sees only `DateScreenFactory`, never the container.
final class ContainerDateScreenFactory: DateScreenFactory {
  private let container: Container

  init(container: Container) {
    self.container = container
  }

  func makeDateScreen(
    placeName: String, placeDetail: String, checkIn: Date?, checkOut: Date?,
    delegate: any DateViewControllerDelegate
  ) -> UIViewController {
    let dateViewController = container.require(DateViewController.self)
    dateViewController.placeName = placeName
    dateViewController.placeDetail = placeDetail
    dateViewController.checkIn = checkIn
    dateViewController.checkOut = checkOut
    dateViewController.delegate = delegate
    return dateViewController
  }
}
