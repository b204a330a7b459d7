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

/// The date screen factory of the running app: a new date screen at each push, filled in.
final class DateViewControllerFactory: DateScreenFactory {
  func makeDateScreen(
    placeName: String, placeDetail: String, checkIn: Date?, checkOut: Date?,
    delegate: any DateViewControllerDelegate
  ) -> UIViewController {
    let dateViewController = DateViewController()
    dateViewController.placeName = placeName
    dateViewController.placeDetail = placeDetail
    dateViewController.checkIn = checkIn
    dateViewController.checkOut = checkOut
    dateViewController.delegate = delegate
    return dateViewController
  }
}
