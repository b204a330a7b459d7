import Foundation

/// Recognizes a gesture in the touches on a view, and sends an action to its targets.
///
/// Headless difference: there is no Objective-C runtime, so the targets and actions are kept
/// and never sent, as `UIBarButtonItem`'s are, and the touches recognize no gesture: `state`
/// stays `.possible`. Give the view a control or a `UIAction` to make it respond to a tap.
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
  private var targetActions: [(target: WeakTarget, action: Selector)] = []

  private struct WeakTarget {
    weak var object: AnyObject?
  }

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
    targetActions.append((WeakTarget(object: target as AnyObject), action))
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
}

/// Recognizes one or more taps.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps that make the gesture; 1 by default.
  open var numberOfTapsRequired = 1

  /// The number of fingers that must tap; 1 by default.
  open var numberOfTouchesRequired = 1
}
