import Foundation

extension UIView {
  /// The timing curve of an animation.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }
}

/// Where an animation ended: at its end, its start, or where it was when stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// Whether an animator has not started or has finished, is running or paused, or was stopped.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// Animates changes to views, and can be paused, stopped, finished and reversed along the way.
///
/// Headless: nothing is drawn, so an animator makes its animations' changes at once when it
/// starts (or is paused before starting, as UIKit sets the views' properties then too), and a
/// started animator ends on the next main-queue turn, at `.end`, calling its completions then:
/// never before the call that started it returns. Changes added while it runs are made at once.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// The animator's duration, in seconds (kept).
  public let duration: TimeInterval

  /// The delay before the animations start, in seconds (kept; headless, nothing waits).
  public private(set) var delay: TimeInterval = 0

  /// Whether the animator can be paused and stopped while it runs; `true` by default (kept).
  open var isInterruptible = true

  /// Whether the animator pauses at its end instead of finishing (kept); `false` by default.
  open var pausesOnCompletion = false

  /// Whether the animations run from their end to their start; `false` by default. A reversed
  /// animator ends at `.start`.
  open var isReversed = false

  /// How far along the animations are, from 0 to 1: 0 until the animator ends, 1 after
  /// (settable while paused, as an interactive animation sets it, and kept).
  open var fractionComplete: CGFloat = 0

  /// Whether the animator has not started or has finished, runs or is paused, or was stopped.
  open private(set) var state = UIViewAnimatingState.inactive

  /// Whether the animations are running (started and not paused).
  open private(set) var isRunning = false

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  // Counts the animator's runs, so an end scheduled for a run that was stopped does nothing.
  private var run = 0

  /// Creates an animator with a timing curve and, if given, its first animations.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with a spring's damping ratio and, if given, its first animations.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// Creates an animator with a cubic Bézier timing curve and, if given, its first animations.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// Makes and starts an animator, which calls the completion when it ends. Returns a
  /// `UIViewPropertyAnimator` where Apple's returns `Self`: Swift makes `Self` only through a
  /// required initializer, which Apple's initializers are not.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: .easeInOut, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds animations: made at once if the animator is running or paused, else when it starts.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active {
      animation()
    } else {
      animations.append(animation)
    }
  }

  /// Adds animations that start part of the way through (made as `addAnimations(_:)` makes
  /// them: the delay changes nothing headless).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, called with the position the animations ended at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts (or resumes) the animations: they end on the next main-queue turn.
  open func startAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = true
    run += 1
    let thisRun = run
    DispatchQueue.main.async {
      MainActor.assumeIsolated { [weak self] in
        guard let self, self.run == thisRun, self.isRunning else { return }
        self.end(at: self.isReversed ? .start : .end)
      }
    }
  }

  /// Starts the animations after a delay (kept; headless, they start as `startAnimation()`).
  open func startAnimation(afterDelay delay: TimeInterval) {
    self.delay = delay
    startAnimation()
  }

  /// Pauses the animations: their changes are made (if they were not yet), and the animator
  /// stays active until started again or stopped.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    isRunning = false
  }

  /// Stops the animations where they are. Without finishing, the animator becomes inactive and
  /// no completion is called; otherwise it waits, stopped, for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    run += 1
    if withoutFinishing {
      state = .inactive
      completions.removeAll()
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator at a position, calling its completions with it.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    end(at: finalPosition)
  }

  // Makes the changes not yet made, once, and marks the animator active.
  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let pending = animations
    animations.removeAll()
    for animation in pending { animation() }
  }

  private func end(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    fractionComplete = position == .start ? 0 : 1
    let finished = completions
    completions.removeAll()
    for completion in finished { completion(position) }
  }
}
