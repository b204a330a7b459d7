import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Methods an animation's delegate implements to hear when the animation starts and stops;
/// both optional.
///
/// Headless: a layer tells the delegate on the main-queue turn after the animation was added,
/// never before `add(_:forKey:)` returns (see `CALayer.add(_:forKey:)`).
public protocol CAAnimationDelegate: NSObjectProtocol {
  /// The animation has started.
  func animationDidStart(_ anim: CAAnimation)

  /// The animation has stopped: `flag` is `true` if it ran to its end, `false` if it was
  /// removed from its layer first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation: its timing, pacing and delegate. Its subclasses say what it
/// animates.
///
/// Headless difference: Core Animation's animations live in QuartzCore, which UIKit re-exports;
/// the kit declares them with its `CALayer`. Nothing is drawn: a layer keeps a copy of an
/// added animation until it ends on the next main-queue turn, and the model layer's values
/// never change, as in Core Animation.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed

  /// The pacing of the animation; `nil` (linear) by default.
  open var timingFunction: CAMediaTimingFunction?

  /// The animation's delegate; `nil` by default. Held strongly, as Core Animation documents:
  /// an animation must not be its own delegate.
  open var delegate: (any CAAnimationDelegate)?

  /// Whether the layer removes the animation once it ends; `true` by default.
  open var isRemovedOnCompletion = true

  /// Creates an animation with Core Animation's defaults.
  public override init() {
    super.init()
  }

  /// A copy with the same timing, pacing and delegate, of the kit's class of this animation.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = CAAnimation()
    copyAnimationProperties(to: copy)
    return copy
  }

  // Copies what every animation has; each kit subclass copies its own members after.
  func copyAnimationProperties(to copy: CAAnimation) {
    copy.beginTime = beginTime
    copy.duration = duration
    copy.speed = speed
    copy.timeOffset = timeOffset
    copy.repeatCount = repeatCount
    copy.repeatDuration = repeatDuration
    copy.autoreverses = autoreverses
    copy.fillMode = fillMode
    copy.timingFunction = timingFunction
    copy.delegate = delegate
    copy.isRemovedOnCompletion = isRemovedOnCompletion
  }

  // Whether the animation repeats for ever, so it never ends until removed.
  var repeatsForever: Bool {
    repeatCount == .infinity || repeatDuration == .infinity
  }
}

/// An animation of one of a layer's properties, named by its key path.
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the animated property (`"opacity"`, `"transform.rotation.z"`); kept.
  open var keyPath: String?

  /// Whether the animated values add to the layer's own; `false` by default.
  open var isAdditive = false

  /// Whether each repeat builds on the previous one's end value; `false` by default.
  open var isCumulative = false

  /// Creates an animation of the property at the key path.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CAPropertyAnimation()
    copyPropertyAnimationProperties(to: copy)
    return copy
  }

  func copyPropertyAnimationProperties(to copy: CAPropertyAnimation) {
    copyAnimationProperties(to: copy)
    copy.keyPath = keyPath
    copy.isAdditive = isAdditive
    copy.isCumulative = isCumulative
  }
}

/// An animation of a property from one value to another.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from; `nil` (the layer's value) by default.
  open var fromValue: Any?

  /// The value the animation ends at; `nil` by default.
  open var toValue: Any?

  /// The value the animation adds to its start value; `nil` by default.
  open var byValue: Any?

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CABasicAnimation()
    copyBasicAnimationProperties(to: copy)
    return copy
  }

  func copyBasicAnimationProperties(to copy: CABasicAnimation) {
    copyPropertyAnimationProperties(to: copy)
    copy.fromValue = fromValue
    copy.toValue = toValue
    copy.byValue = byValue
  }
}

/// An animation of a property through a list of values, or along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values the property passes through; `nil` by default.
  open var values: [Any]?

  /// A path a point property follows instead of `values`; `nil` by default.
  open var path: CGPath?

  /// When each value is reached, from 0 to 1; `nil` (evenly spread) by default.
  open var keyTimes: [NSNumber]?

  /// The pacing between each pair of values; `nil` (linear) by default.
  open var timingFunctions: [CAMediaTimingFunction]?

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CAKeyframeAnimation()
    copyPropertyAnimationProperties(to: copy)
    copy.values = values
    copy.path = path
    copy.keyTimes = keyTimes
    copy.timingFunctions = timingFunctions
    return copy
  }
}

/// A basic animation driven by a spring: a mass on a spring with damping.
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring; 1 by default.
  open var mass: CGFloat = 1

  /// The spring's stiffness; 100 by default.
  open var stiffness: CGFloat = 100

  /// The friction that slows the spring; 10 by default.
  open var damping: CGFloat = 10

  /// How fast the mass moves at the start, in units of the animated distance per second; 0
  /// by default.
  open var initialVelocity: CGFloat = 0

  /// How long the spring takes to come to rest with these parameters, in seconds.
  ///
  /// Headless: the time the damped spring's swing takes to fall under a thousandth of its
  /// start (about 1.4 seconds for the defaults); Core Animation's own estimate may differ a
  /// little.
  open var settlingDuration: CFTimeInterval {
    let stiffness = max(Double(self.stiffness), .leastNonzeroMagnitude)
    let mass = max(Double(self.mass), .leastNonzeroMagnitude)
    let naturalFrequency = (stiffness / mass).squareRoot()
    let ratio = Double(damping) / (2 * (stiffness * mass).squareRoot())
    // Under-damped, the swing decays at ratio × ω₀; over-damped, at its slower root.
    let decay =
      ratio < 1
      ? ratio * naturalFrequency
      : naturalFrequency * (ratio - (ratio * ratio - 1).squareRoot())
    guard decay > 0 else { return .infinity }
    return log(1000) / decay
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CASpringAnimation()
    copyBasicAnimationProperties(to: copy)
    copy.mass = mass
    copy.stiffness = stiffness
    copy.damping = damping
    copy.initialVelocity = initialVelocity
    return copy
  }
}

/// Animations that run together, timed by the group.
open class CAAnimationGroup: CAAnimation {
  /// The animations in the group; `nil` by default.
  open var animations: [CAAnimation]?

  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = CAAnimationGroup()
    copyAnimationProperties(to: copy)
    copy.animations = animations
    return copy
  }
}
