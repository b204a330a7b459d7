import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A layer that draws a path: filled, stroked, or stroked only in part (a progress ring's
/// `strokeEnd`). Headless: kept, never drawn, and nothing animates.
open class CAShapeLayer: CALayer {
  /// The path to draw, in the layer's coordinates; `nil` by default.
  open var path: CGPath?

  /// The colour the path is filled with; opaque black by default. `nil` fills nothing.
  open var fillColor: CGColor? = UIColor.black.cgColor

  /// How the fill decides which regions the path encloses; `.nonZero` by default.
  open var fillRule = CAShapeLayerFillRule.nonZero

  /// The colour the path is stroked with; `nil` (no stroke) by default.
  open var strokeColor: CGColor?

  /// Where along the path the stroke starts, 0 to 1; 0 by default.
  open var strokeStart: CGFloat = 0

  /// Where along the path the stroke ends, 0 to 1; 1 by default.
  open var strokeEnd: CGFloat = 1

  /// The width of the stroke; 1 by default.
  open var lineWidth: CGFloat = 1

  /// The miter limit of the stroke's joins; 10 by default.
  open var miterLimit: CGFloat = 10

  /// How the stroke's open ends are drawn; `.butt` by default.
  open var lineCap = CAShapeLayerLineCap.butt

  /// How the stroke's corners are drawn; `.miter` by default.
  open var lineJoin = CAShapeLayerLineJoin.miter

  /// How far into the dash pattern the stroke starts; 0 by default.
  open var lineDashPhase: CGFloat = 0

  /// The lengths of the dashes and gaps of the stroke; `nil` (a solid line) by default.
  open var lineDashPattern: [NSNumber]?
}

/// How a shape layer's fill decides which regions its path encloses.
public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Inside where the path winds around a point a non-zero number of times.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Inside where a ray from a point crosses the path an odd number of times.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's stroke draws its open ends.
public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The line stops at its end.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// The line ends in a half circle.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// The line ends in a half square.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke draws its corners.
public struct CAShapeLayerLineJoin: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A sharp corner.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A rounded corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A cut-off corner.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
