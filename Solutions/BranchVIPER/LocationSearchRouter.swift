import Foundation
import HeadlessUIKit

/// Where the location search module can go.
@MainActor
protocol LocationSearchRouterInput: AnyObject {
  /// Opens the date module for `destination`, starting from the dates chosen before, if any;
  /// the date module reports the dates chosen to `output` when the person goes back.
  func openDates(
    for destination: Destination, checkIn: Date?, checkOut: Date?, output: DateModuleOutput)
}

/// Moves from the location search screen to the date module: builds it with its builder and
/// pushes it. The only part of the module that makes or shows another module.
@MainActor
final class LocationSearchRouter: LocationSearchRouterInput {
  /// Weak: the view controller owns the presenter, which owns this router.
  weak var viewController: UIViewController?

  func openDates(
    for destination: Destination, checkIn: Date?, checkOut: Date?, output: DateModuleOutput
  ) {
    let dateViewController = DateModuleBuilder.build(
      destination: destination, checkIn: checkIn, checkOut: checkOut, output: output)
    viewController?.navigationController?.pushViewController(dateViewController, animated: true)
  }
}
