import Foundation

/// Manages how a presented view controller is shown, and tells its delegate when a person tries
/// to dismiss a sheet.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The view controller being presented.
  open var presentedViewController: UIViewController {
    guard let presented else {
      fatalError("The presentation controller outlived the view controller it presented")
    }
    return presented
  }

  // Weak: the view controller holds its presentation controller, and a view controller that read
  // `presentationController` and was never presented must not be kept alive by it.
  private weak var presented: UIViewController?

  /// The presentation's style: the presented view controller's `modalPresentationStyle`, with
  /// `.automatic` resolved to what UIKit shows on a phone (a page sheet).
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle.resolved
  }

  /// The delegate told about dismissals a person tries, held weakly as in UIKit.
  open weak var delegate: UIAdaptivePresentationControllerDelegate?

  // The presenter, once the presentation began.
  weak var presenting: UIViewController?

  /// The traits of the presentation: the presenting view controller's, or the screen's before
  /// the presentation began.
  open var traitCollection: UITraitCollection {
    presenting?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// Called after the presentation's traits changed. Headless: never called; the presented
  /// view controller is told instead.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // The presentation controller UIKit makes for a view controller's style: a popover one for
  // `.popover`, a sheet one for a page or form sheet (`.automatic` too, which is a page sheet
  // here).
  static func make(for presented: UIViewController, presenting: UIViewController?)
    -> UIPresentationController
  {
    if presented.modalPresentationStyle == .popover {
      return UIPopoverPresentationController(
        presentedViewController: presented, presenting: presenting)
    }
    if presented.modalPresentationStyle.isSheet {
      return UISheetPresentationController(
        presentedViewController: presented, presenting: presenting)
    }
    return UIPresentationController(presentedViewController: presented, presenting: presenting)
  }

  /// Creates a presentation controller for a view controller.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = presentedViewController
    presenting = presentingViewController
    super.init()
  }
}

/// The presentation controller of a popover: where it points. Headless: a popover on the kit's
/// phone-sized screen shows as a sheet, so these are kept, not used.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?

  /// The rectangle in the source view the popover points at; `.null` means the whole view.
  open var sourceRect = CGRect.null

  /// The bar button item the popover points at.
  open var barButtonItem: UIBarButtonItem?

  /// The directions the popover's arrow may point.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// The directions a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: .max)
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
