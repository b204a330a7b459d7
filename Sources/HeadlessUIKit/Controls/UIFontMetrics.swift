import Foundation

/// Scales fonts and sizes of a text style with the person's content size category.
///
/// Headless: the kit has one content size, the default (`.large`), at which UIKit scales
/// nothing, so the fonts and values come back as they were given.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  private static let body = UIFontMetrics(forTextStyle: .body)

  /// The metrics of the body text style.
  open class var `default`: UIFontMetrics { body }

  /// The text style the metrics scale for.
  let textStyle: UIFont.TextStyle

  /// Creates the metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// The font scaled for the current content size: the font itself, at the default size.
  open func scaledFont(for font: UIFont) -> UIFont { font }

  /// The font scaled for the current content size, no larger than `maximumPointSize`.
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
  }

  /// The font scaled for a trait collection's content size: the font itself.
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }

  /// A length (a spacing, a height) scaled for the current content size: the value itself.
  open func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// A length scaled for a trait collection's content size: the value itself.
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}
