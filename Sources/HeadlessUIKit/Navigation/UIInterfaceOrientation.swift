import Foundation

/// The status bar's style: dark content, light content, or as the interface style chooses.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content in light mode, light content in dark mode.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar animates when it hides or shows.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0
  case fade = 1
  case slide = 2
}

/// The orientation of the app's interface.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  /// Whether the orientation is one of the two portrait ones.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the orientation is one of the two landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as a view controller says which it supports: each is the
/// bit at its orientation's raw value, as UIKit declares them.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// What a view controller's transition (a rotation, a new size) is doing, as the blocks given to
/// its coordinator see it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The transition's duration, in seconds.
  var transitionDuration: TimeInterval { get }
}

/// Runs code alongside a view controller's transition, and after it.
///
/// Headless: the screen never rotates or resizes, so the kit makes no coordinator; the
/// protocol exists for `viewWillTransition(to:with:)` overrides to compile.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` alongside the transition and `completion` after it; whether the
  /// animation will run.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
