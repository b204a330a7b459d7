import Foundation

// Where Core Graphics exists (macOS), its `CGColor` is the one layers take: imported by name
// rather than relied on through Foundation.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The layer behind a view: the rounded corners, border and shadow a view is drawn with, and
/// the layers work code adds to it (a gradient behind a card).
///
/// Headless difference: Core Animation's `CALayer` lives in QuartzCore, which UIKit re-exports;
/// Linux has no QuartzCore, so the kit declares the properties work code sets on layers here.
/// They are kept and never drawn; an added animation runs until the next main-queue turn and
/// never changes them (see `add(_:forKey:)`). A layer has a frame and sublayers of its
/// own, but a view's layer does not follow its view: its frame is not the view's, and a
/// subview's layer is not among its sublayers.
open class CALayer: NSObject, CAMediaTiming {
  /// The layer's rectangle in its superlayer's coordinates; empty by default.
  open var frame = CGRect.zero

  /// The layer's own coordinate space: its frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The layers drawn over this one, back to front; `nil` until one is added, as in Core
  /// Animation. Setting it removes the old ones and adds the new ones.
  open var sublayers: [CALayer]? {
    get { storedSublayers }
    set {
      for layer in storedSublayers ?? [] { layer.superlayer = nil }
      storedSublayers = nil
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  private var storedSublayers: [CALayer]?

  /// The layer this one is a sublayer of, if any.
  open private(set) weak var superlayer: CALayer?

  /// Adds a layer in front of the others; it leaves its old superlayer first.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: storedSublayers?.count ?? 0))
  }

  /// Inserts a layer at an index among the sublayers (at most at the end); it leaves its old
  /// superlayer first.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    var layers = storedSublayers ?? []
    layers.insert(layer, at: min(Int(idx), layers.count))
    storedSublayers = layers
    layer.superlayer = self
  }

  /// Inserts a layer just in front of a sublayer, or in front of all when `sibling` is not one.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = storedSublayers?.firstIndex { $0 === sibling }.map { $0 + 1 }
    insertSublayer(layer, at: UInt32(clamping: index ?? storedSublayers?.count ?? 0))
  }

  /// Inserts a layer just behind a sublayer, or behind all when `sibling` is not one.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = storedSublayers?.firstIndex { $0 === sibling }
    insertSublayer(layer, at: UInt32(clamping: index ?? 0))
  }

  /// Takes the layer out of its superlayer's sublayers.
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.storedSublayers?.removeAll { $0 === self }
    self.superlayer = nil
  }

  /// How the corners' rounding curves; `.circular` by default.
  open var cornerCurve = CALayerCornerCurve.circular

  /// The radius of the rounded corners of the layer's background and border; 0 by default.
  open var cornerRadius: CGFloat = 0

  /// The corners `cornerRadius` rounds; all four by default.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// Whether sublayers (and subviews) are clipped to the layer's bounds and corners; `false` by
  /// default. A view's `clipsToBounds` is this property.
  open var masksToBounds = false

  /// The width of the border; 0 by default.
  open var borderWidth: CGFloat = 0

  /// The colour of the border; opaque black by default.
  open var borderColor: CGColor? = UIColor.black.cgColor

  /// The layer's opacity, 0 to 1; 1 by default.
  open var opacity: Float = 1

  /// The colour of the shadow; opaque black by default.
  open var shadowColor: CGColor? = UIColor.black.cgColor

  /// The opacity of the shadow, 0 to 1; 0 (no shadow) by default.
  open var shadowOpacity: Float = 0

  /// The blur radius of the shadow; 3 by default.
  open var shadowRadius: CGFloat = 3

  /// How far the shadow is offset; (0, -3) by default.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// The outline of the shadow; `nil` (the shape of the layer's content) by default.
  open var shadowPath: CGPath?

  /// A layer whose opaque parts are the parts of this layer that show; `nil` by default. It
  /// has no superlayer.
  open var mask: CALayer?

  // The layer's own timing, which its animations' times are relative to (`speed` 0 with a
  // `timeOffset` pauses them on screen, a common idiom). Headless: kept; nothing is timed.
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed

  /// Whether the layer is drawn once into a bitmap and reused; `false` by default. Headless:
  /// kept; nothing is drawn.
  open var shouldRasterize = false

  /// The scale of the bitmap a rasterized layer is drawn into; 1 by default (kept).
  open var rasterizationScale: CGFloat = 1

  // The animations the layer runs, in the order they were added.
  private var animationRuns: [LayerAnimationRun] = []

  /// Adds a copy of the animation to the layer, replacing the one with the same key (which
  /// stops unfinished). An animation whose duration is 0 or less takes the transaction's
  /// (0.25 seconds unless set).
  ///
  /// Headless: the animation starts on the next main-queue turn (its delegate hears
  /// `animationDidStart(_:)`) and, unless it repeats for ever, ends in that same turn (the
  /// delegate hears `animationDidStop(_:finished:)` with `true`), leaving the layer if
  /// `isRemovedOnCompletion`. One that repeats for ever runs until removed. The layer's own
  /// values never change: code sets the final value itself, as with Core Animation.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.copy() as? CAAnimation ?? anim
    if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
    if let key { removeAnimation(forKey: key) }
    let run = LayerAnimationRun(key: key, animation: copy)
    animationRuns.append(run)
    CATransaction.track(run)
    run.start(on: self)
  }

  /// The layer's copy of the animation added with the key, while the layer has it.
  open func animation(forKey key: String) -> CAAnimation? {
    animationRuns.last { $0.key == key }?.animation
  }

  /// The keys of the layer's animations, in the order they were added; `nil` when it has none
  /// with a key.
  open func animationKeys() -> [String]? {
    let keys = animationRuns.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation with the key; if it had not ended, its delegate hears
  /// `animationDidStop(_:finished:)` with `false` on the next main-queue turn.
  open func removeAnimation(forKey key: String) {
    let removed = animationRuns.filter { $0.key == key }
    animationRuns.removeAll { $0.key == key }
    for run in removed { run.remove() }
  }

  /// Removes every animation, as `removeAnimation(forKey:)` removes one.
  open func removeAllAnimations() {
    let removed = animationRuns
    animationRuns = []
    for run in removed { run.remove() }
  }

  // Takes an animation that ran to its end off the layer.
  func removeRun(_ run: LayerAnimationRun) {
    animationRuns.removeAll { $0 === run }
  }

  /// The layer as it shows on screen mid-animation. Headless: nothing moves on screen, so it
  /// is the layer itself, whose values are the ones shown.
  open func presentation() -> Self? {
    self
  }

  /// The model layer behind a presentation layer: the layer itself, since the kit's layers are
  /// their own presentation.
  open func model() -> Self {
    self
  }

  /// Creates a layer with Core Animation's defaults.
  public override init() {
    super.init()
  }

  /// Creates the layer of a view whose `layerClass` is this class. Headless only: not for app
  /// code.
  ///
  /// UIKit makes it through the
  /// Objective-C runtime, which Linux lacks, and Swift calls an initializer on a class value
  /// only if it is `required`. It delegates to `init()`, and as a convenience initializer it is
  /// inherited by every subclass that overrides `init()` or declares no initializer.
  public required convenience init(_forLayerClassOf view: UIView) {
    self.init()
  }
}

/// The corners of a layer that its corner radius rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top left corner (UIKit's coordinates grow down).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How a layer's rounded corners curve.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A quarter circle, Core Animation's default.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A smoother curve, as iOS draws app icons.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A layer that fills its bounds with a gradient of colours. Headless: kept, never drawn.
open class CAGradientLayer: CALayer {
  /// The colours, as `CGColor`s; `nil` by default.
  open var colors: [Any]?

  /// Where each colour stops, from 0 to 1; `nil` (evenly spread) by default.
  open var locations: [NSNumber]?

  /// Where the gradient starts, in the unit square of the bounds; the top centre by default.
  open var startPoint = CGPoint(x: 0.5, y: 0)

  /// Where the gradient ends, in the unit square of the bounds; the bottom centre by default.
  open var endPoint = CGPoint(x: 0.5, y: 1)

  /// The kind of gradient; `.axial` by default.
  open var type = CAGradientLayerType.axial
}

/// The kinds of gradient a gradient layer draws.
public struct CAGradientLayerType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Along the line from the start point to the end point.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// In circles around the start point.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point, like a cone seen from above.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
