import Foundation

/// The timing of an animation: when it begins, how long it runs, how often it repeats, and how
/// its values show before it begins and after it ends.
///
/// Headless: the members are kept and nothing is timed. An animation runs until the next
/// main-queue turn, whatever its duration; one that repeats forever (`repeatCount` or
/// `repeatDuration` of `.infinity`) runs until it is removed.
public protocol CAMediaTiming {
  /// When the animation begins, in its parent's time; 0 by default.
  var beginTime: CFTimeInterval { get set }
  /// How long one run of the animation lasts, in seconds; 0 by default (the transaction's
  /// duration, 0.25 seconds unless set, once the animation is added to a layer).
  var duration: CFTimeInterval { get set }
  /// How fast time passes for the animation, relative to its parent; 1 by default.
  var speed: Float { get set }
  /// An offset into the animation's active time; 0 by default.
  var timeOffset: CFTimeInterval { get set }
  /// How many times the animation repeats, fractions allowed; 0 (once) by default, and
  /// `.infinity` for ever.
  var repeatCount: Float { get set }
  /// How long the animation repeats, in seconds; 0 by default, and `.infinity` for ever.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each run plays backwards after it plays forwards; `false` by default.
  var autoreverses: Bool { get set }
  /// How the animation's values show before it begins and after it ends; `.removed` by
  /// default.
  var fillMode: CAMediaTimingFillMode { get set }
}

#if !canImport(Darwin)
  /// A time interval in seconds, as Core Foundation declares it.
  ///
  /// Headless difference: Foundation re-exports Core Foundation's `CFTimeInterval` on Apple's
  /// systems, not on Linux, so the kit declares it for the timing of animations.
  public typealias CFTimeInterval = Double
#endif

/// How an animation's values show outside its active time.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// After the animation ends, its final values stay.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Before the animation begins, its first values show.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both: first values before it begins, final values after it ends.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither: the layer shows its own values outside the animation; the default.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The names of the predefined timing functions.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Even pacing.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Starts slowly, then speeds up.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Starts quickly, then slows down.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Starts slowly, speeds up, then slows down.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve most system animations use.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) through two control
/// points.
open class CAMediaTimingFunction: NSObject {
  private let controlPoints: [Float]

  /// The predefined function with the name, with Core Animation's control points.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// A curve through the control points (c1x, c1y) and (c2x, c2y).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
    super.init()
  }

  /// Writes the x and y of control point `idx` (0 to 3; 0 is (0, 0) and 3 is (1, 1)) to the
  /// first two floats of `ptr`.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let index = min(max(idx, 0), 3) * 2
    ptr[0] = controlPoints[index]
    ptr[1] = controlPoints[index + 1]
  }

  // Functions with the same control points are equal, as two made from one name are.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    (object as? CAMediaTimingFunction)?.controlPoints == controlPoints
  }

  nonisolated open override var hash: Int { controlPoints.hashValue }
}
