import Foundation

// Where Core Graphics exists (macOS), its `CGColor` is the one layers take: imported by name
// rather than relied on through Foundation.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

#if !canImport(CoreGraphics)
  /// A colour as Core Graphics keeps it, which layers take.
  ///
  /// Headless difference: Linux has no Core Graphics, so the kit declares the colour a layer's
  /// `borderColor` and `shadowColor` hold, made by `UIColor.cgColor`. It keeps the colour it was
  /// made from and compares by it; it has no colour space or components of its own.
  public final class CGColor: Equatable, Hashable, @unchecked Sendable {
    let uiColor: UIColor

    init(_ uiColor: UIColor) {
      self.uiColor = uiColor
    }

    /// The colour's alpha component, 0 to 1.
    public var alpha: CGFloat { uiColor.alphaComponent }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.uiColor == rhs.uiColor }

    public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }
  }
#endif

extension UIColor {
  /// The Core Graphics colour of this colour, for a layer's border or shadow; a dynamic colour
  /// resolves with `UITraitCollection.current` first, as in UIKit.
  public var cgColor: CGColor {
    let color = resolvedColor(with: .current)
    #if canImport(CoreGraphics)
      return color.resolvedCGColor()
    #else
      return CGColor(color)
    #endif
  }

  /// The colour of a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    #if canImport(CoreGraphics)
      let components = cgColor.components ?? [0, cgColor.alpha]
      if components.count == 4 {
        self.init(
          red: components[0], green: components[1], blue: components[2], alpha: components[3])
      } else {
        self.init(white: components[0], alpha: cgColor.alpha)
      }
    #else
      self.init(copying: cgColor.uiColor)
    #endif
  }
}

#if canImport(CoreGraphics)
  extension UIColor {
    // Core Graphics' own colour, from the grey or sRGB components. Headless: a system or asset
    // colour has no components in the kit (UIKit resolves it against the trait collection), so
    // it becomes black with its alpha.
    fileprivate func resolvedCGColor() -> CGColor {
      guard let components else { return CGColor(gray: 0, alpha: alphaComponent) }
      if components.count == 4 {
        return CGColor(
          srgbRed: components[0], green: components[1], blue: components[2],
          alpha: components[3])
      }
      return CGColor(gray: components[0], alpha: components[1])
    }
  }
#endif
