import Foundation

// The continuous and discrete recognizers besides taps. Headless, as their superclass says:
// nothing recognizes a gesture and no action is sent, so each keeps its settings and the values
// an action method reads, at their values before any gesture.

/// Recognizes a finger, or several, dragged across the view.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that make the gesture; 1 by default.
  open var minimumNumberOfTouches = 1

  /// The most fingers that make the gesture; no limit by default (`Int.max`, where UIKit
  /// says `NSUIntegerMax`).
  open var maximumNumberOfTouches = Int.max

  private var translation = CGPoint.zero

  /// The total movement of the gesture so far. Headless: the kit keeps one translation, as
  /// last set, whatever the view (the views' transforms are not applied to it).
  open func translation(in view: UIView?) -> CGPoint {
    translation
  }

  /// Sets the total movement, as action methods reset it to zero to read changes; resets the
  /// velocity, as Apple documents.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  /// The speed of the gesture, in points per second. Headless: zero, as no finger moves.
  open func velocity(in view: UIView?) -> CGPoint {
    .zero
  }
}

/// Recognizes a finger, or several, held on the view.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down, in seconds; 0.5 by default.
  open var minimumPressDuration: TimeInterval = 0.5

  /// The number of fingers that must press; 1 by default.
  open var numberOfTouchesRequired = 1

  /// The number of taps before the press; 0 by default.
  open var numberOfTapsRequired = 0

  /// How far the fingers may move before the gesture fails, in points; 10 by default.
  open var allowableMovement: CGFloat = 10
}

/// Recognizes a swipe in one of the allowed directions.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions that make the gesture; `.right` by default.
  open var direction = Direction.right

  /// The number of fingers that must swipe; 1 by default.
  open var numberOfTouchesRequired = 1
}

/// Recognizes two fingers pinching towards or away from each other.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch since it began, which action methods reset to 1; 1 by default.
  open var scale: CGFloat = 1

  /// The speed of the pinch, in scale per second. Headless: zero.
  open var velocity: CGFloat { 0 }
}

/// Recognizes two fingers turning around each other.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation since the gesture began, in radians, which action methods reset to 0.
  open var rotation: CGFloat = 0

  /// The speed of the rotation, in radians per second. Headless: zero.
  open var velocity: CGFloat { 0 }
}

/// The edges of a rectangle, as a set.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Recognizes a pan that starts at an edge of the screen, as a navigation controller's swipe
/// back does.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the gesture may start from; none by default.
  open var edges: UIRectEdge = []
}
