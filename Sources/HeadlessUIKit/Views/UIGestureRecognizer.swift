import Foundation

/// Recognizes a gesture in the touches on a view, and sends an action to its targets.
///
/// Headless difference: there is no Objective-C runtime, so the targets and actions are kept
/// and never sent, as `UIBarButtonItem`'s are, and the touches recognize no gesture: `state`
/// stays `.possible`, and the delegate is never asked. Give the view a control or a `UIAction`
/// to make it respond to a tap.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The stages of a gesture.
  public enum State: Int, Sendable {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed

    /// A discrete gesture that was recognized: the same as `.ended`.
    public static var recognized: State { .ended }
  }

  // The targets and actions given, in order; the targets are held weakly, as in UIKit.
  private var targetActions: [(target: WeakReference<AnyObject>, action: Selector)] = []

  /// Creates a recognizer that sends an action to a target; both may be `nil`. Headless: kept,
  /// never sent.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target.
  public convenience override init() {
    self.init(target: nil, action: nil)
  }

  /// Adds a target and an action. Headless: kept, never sent.
  open func addTarget(_ target: Any, action: Selector) {
    targetActions.append((WeakReference(target as AnyObject), action))
  }

  /// Removes a target and an action; a `nil` target or action matches all.
  open func removeTarget(_ target: Any?, action: Selector?) {
    targetActions.removeAll { entry in
      (target == nil || entry.target.object === target as AnyObject)
        && (action == nil || entry.action == action)
    }
  }

  /// The stage the gesture is in; `.possible` until a gesture is recognized.
  open internal(set) var state = State.possible

  /// Whether the recognizer recognizes gestures; `true` by default.
  open var isEnabled = true

  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?

  /// Whether a recognized gesture cancels the touches in the view; `true` by default.
  open var cancelsTouchesInView = true

  /// Whether the view gets its touches only after the recognizer fails; `false` by default.
  /// Headless: kept.
  open var delaysTouchesBegan = false

  /// Whether the view gets its touches' ends only after the recognizer fails; `true` by
  /// default. Headless: kept.
  open var delaysTouchesEnded = true

  /// A name for the recognizer, for debugging.
  open var name: String?

  /// The object that decides whether the recognizer begins and how it works with others, held
  /// weakly as in UIKit. Headless: kept; no gesture begins, so nothing asks it.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// The recognizers this one waits to fail before it recognizes, in the order given.
  /// Headless: kept.
  private(set) var requiredToFail: [UIGestureRecognizer] = []

  /// Makes this recognizer wait for another to fail before it recognizes. Headless: kept.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(otherGestureRecognizer)
  }

  /// The number of touches in the gesture. Headless: 0, as there are no touches.
  open var numberOfTouches: Int { 0 }

  /// Where the gesture is in a view's coordinates, or the window's for `nil`. Headless: there
  /// are no touches, so it is the origin of the recognizer's view, converted.
  open func location(in view: UIView?) -> CGPoint {
    guard let attached = self.view else { return .zero }
    return attached.convert(CGPoint.zero, to: view)
  }
}

/// Decides whether a gesture recognizer begins, and how it works with the others.
///
/// Every method is optional, as in UIKit; the defaults answer as UIKit does without a delegate.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the recognizer may leave `.possible` and begin; `true` by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Whether the two recognizers may recognize at once; `false` by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer waits for the other to fail; `false` by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the other recognizer waits for this one to fail; `false` by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

/// Recognizes one or more taps.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps that make the gesture; 1 by default.
  open var numberOfTapsRequired = 1

  /// The number of fingers that must tap; 1 by default.
  open var numberOfTouchesRequired = 1
}
