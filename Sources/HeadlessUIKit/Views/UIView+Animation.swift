import Foundation

extension UIView {
  /// Options for animating views.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 6)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Options for keyframe animations.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Animates changes to views over a duration. Headless: nothing is drawn, so the changes are
  /// made at once, as UIKit makes them to the views' properties at once too.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }

  /// Animates changes to views, then runs the completion handler. Headless: the changes are
  /// made at once and the completion handler runs on the next main-queue turn with `true`, as
  /// UIKit calls it after the animation ends, never before the call returns.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates changes to views after a delay, with options. Headless: as above; the delay and
  /// the options change nothing.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    finishAnimation(completion)
  }

  // Runs an animation's completion handler on the next main-queue turn with `true`, as UIKit
  // calls it after the animation ends, never before the call that started it returns.
  private static func finishAnimation(_ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    // The handler runs on the main actor, where the caller is: UIView's methods are main-actor.
    nonisolated(unsafe) let handler = completion
    DispatchQueue.main.async {
      MainActor.assumeIsolated { handler(true) }
    }
  }

  /// Animates changes in keyframes. Headless: as `animate`: each keyframe's changes are made at
  /// once, in the order they are added, and the completion runs on the next main-queue turn.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) {
    animations()
    finishAnimation(completion)
  }

  /// Adds a keyframe to the keyframe animation being set up. Headless: its changes are made at
  /// once; the start time and duration change nothing.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }

  /// Animates changes to a view as one transition, such as a flip or a cross dissolve.
  /// Headless: the changes are made at once, and the completion runs on the next main-queue
  /// turn.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    finishAnimation(completion)
  }

  /// Replaces one view with another in a transition: as Apple documents, `toView` is added to
  /// `fromView`'s superview and `fromView` removed, or with `.showHideTransitionViews` the two,
  /// both already in the hierarchy, are shown and hidden. Headless: at once; the completion
  /// runs on the next main-queue turn.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else {
      if let superview = fromView.superview, toView.superview !== superview {
        superview.addSubview(toView)
      }
      fromView.removeFromSuperview()
    }
    finishAnimation(completion)
  }

  /// Makes changes without animating them. Headless: every change is made at once anyway.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Animates changes to views with a spring. Headless: as above; the spring changes nothing.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }
}
