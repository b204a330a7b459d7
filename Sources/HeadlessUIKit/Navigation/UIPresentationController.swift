import Foundation

/// Manages how a presented view controller is shown, and tells its delegate when a person tries
/// to dismiss a sheet.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The view controller being presented.
  open private(set) var presentedViewController: UIViewController

  /// The presentation's style: the presented view controller's `modalPresentationStyle`, with
  /// `.automatic` resolved to what UIKit shows on a phone (a page sheet).
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle.resolved
  }

  /// The delegate told about dismissals a person tries, held weakly as in UIKit.
  open weak var delegate: UIAdaptivePresentationControllerDelegate?

  // The presenter, once the presentation began.
  weak var presenting: UIViewController?

  /// Creates a presentation controller for a view controller.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    presenting = presentingViewController
    super.init()
  }
}

/// Answers a presentation controller about dismissals a person starts, such as swiping a sheet
/// down.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Whether a person may dismiss the sheet; true by default. Not asked when the presented view
  /// controller `isModalInPresentation`.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// Called when a person's dismissal was refused.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)

  /// Called when a person's dismissal begins.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// Called when a person's dismissal ended; not called for a dismissal from code.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
