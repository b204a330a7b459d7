import Foundation

// Where Core Graphics exists (macOS), its `CGColor` is the one layers take: imported by name
// rather than relied on through Foundation.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The layer behind a view: the rounded corners, border and shadow a view is drawn with.
///
/// Headless difference: Core Animation's `CALayer` lives in QuartzCore, which UIKit re-exports;
/// Linux has no QuartzCore, so the kit declares the few properties work code sets on a view's
/// layer here. They are kept, never drawn. There is no layer tree, no geometry of the layer's
/// own and no animation: a layer belongs to its view, which `UIView.layer` gives.
open class CALayer: NSObject {
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

  /// Creates a layer with Core Animation's defaults.
  public override init() {
    super.init()
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
