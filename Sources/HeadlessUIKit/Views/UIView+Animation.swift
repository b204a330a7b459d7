import Foundation

extension UIView {
  /// Options for animating views.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
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
    guard let completion else { return }
    // The handler runs on the main actor, where the caller is: UIView's methods are main-actor.
    nonisolated(unsafe) let handler = completion
    DispatchQueue.main.async {
      MainActor.assumeIsolated { handler(true) }
    }
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
