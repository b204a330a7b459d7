import Foundation

/// A view that shows a line or lines of read-only text.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String? {
    didSet {
      if text != oldValue { invalidateIntrinsicContentSize() }
      if !isSettingAttributedText { storedAttributedText = nil }
    }
  }

  /// The text shown, with attributes (kept, not drawn; the text is what the screen shows).
  /// Setting it sets `text` to its characters; setting `text` makes it the plain text, as UIKit
  /// describes.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
    set {
      isSettingAttributedText = true
      defer { isSettingAttributedText = false }
      storedAttributedText = newValue
      text = newValue?.string
    }
  }

  private var storedAttributedText: NSAttributedString?
  private var isSettingAttributedText = false

  /// The colour of the text (kept, not drawn); `.label` by default, and setting `nil` puts the
  /// default back, as in UIKit.
  open var textColor: UIColor! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? .label }
  }

  /// The font of the text (kept, not drawn); the 17-point system font by default, and setting
  /// `nil` puts the default back, as in UIKit.
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      invalidateIntrinsicContentSize()
    }
  }

  private var storedTextColor: UIColor = .label
  private var storedFont: UIFont = .systemFont(ofSize: 17)

  /// How the text lines up (kept, not drawn); `.natural` by default.
  open var textAlignment = NSTextAlignment.natural

  /// How lines that do not fit are wrapped or truncated (kept; the headless text measure
  /// wraps at words); `.byTruncatingTail` by default.
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail

  /// Whether the font follows the content size category (kept; the kit has one size).
  open var adjustsFontForContentSizeCategory = false

  /// Whether the label shrinks its font to fit its width (kept; the text is measured at its
  /// font's size); `false` by default.
  open var adjustsFontSizeToFitWidth = false

  /// The smallest multiple of the font size the label shrinks to (kept); 0 by default.
  open var minimumScaleFactor: CGFloat = 0

  /// The most lines to use; 0 means as many as needed.
  open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }

  // MARK: Auto Layout

  /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) wraps at the
  /// width the layout gives it.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// The size of the text in the label's font, by the kit's headless text measure
  /// (`HeadlessTextMeasure`): half the point size per character, 1.2 × the point size per line.
  open override var intrinsicContentSize: CGSize {
    intrinsicContentSize(wrappingAt: numberOfLines == 1 ? 0 : bounds.width)
  }

  /// The size of the text, a multi-line label's wrapped at the given width.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize(wrappingAt: numberOfLines == 1 ? 0 : size.width)
  }

  func intrinsicContentSize(wrappingAt width: CGFloat) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    return HeadlessTextMeasure.size(
      of: text, font: storedFont, numberOfLines: numberOfLines,
      maximumWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width)
  }

  /// Whether the intrinsic height depends on the width the layout gives the label.
  var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
}

/// A font, kept only so that styling code compiles; the headless kit draws nothing.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
  /// The text styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The font's name. Headless: the system fonts are named `.SFUI-Regular` and
  /// `.SFUI-Semibold`, and a text style's font after its style, as nothing is drawn.
  open var fontName: String { storedFontName }

  /// The size, in points.
  open var pointSize: CGFloat { storedPointSize }

  private let storedFontName: String
  private let storedPointSize: CGFloat

  init(fontName: String, pointSize: CGFloat) {
    storedFontName = fontName
    storedPointSize = pointSize
  }

  /// The font itself: a font is immutable, so a copy is the same font, as in UIKit.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// The font for a Dynamic Type text style, at the default content size.
  @discardableResult
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    // The point sizes at the default content size (Large), as Apple's Human Interface
    // Guidelines list them.
    let sizes: [TextStyle: CGFloat] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
      .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    return UIFont(fontName: style.rawValue, pointSize: sizes[style] ?? 17)
  }

  /// The system font at a size.
  @discardableResult
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
  }

  /// The bold system font at a size.
  @discardableResult
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize)
  }

  /// The weights of the system font, with Apple's values (-0.8 for ultra light to 0.62 for
  /// black; 0 is regular).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  /// The system font at a size and weight.
  @discardableResult
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(fontName: ".SFUI-\(name(of: weight))", pointSize: fontSize)
  }

  /// The italic system font at a size.
  @discardableResult
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-RegularItalic", pointSize: fontSize)
  }

  /// The system font at a size and weight, with digits of one width.
  @discardableResult
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  { systemFont(ofSize: fontSize, weight: weight) }

  /// The font of that name at a size. Headless: no font is drawn, so every name is installed
  /// and the font is made for any name but an empty one (UIKit answers `nil` for a name it
  /// does not have).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// The same font at another size.
  @discardableResult
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize)
  }

  // The system font's face of a weight, named as on iOS (".SFUI-Semibold"); a weight between
  // two of Apple's takes the nearest.
  private static func name(of weight: Weight) -> String {
    let faces: [(Weight, String)] = [
      (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
      (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
      (.black, "Black"),
    ]
    let nearest = faces.min {
      abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue)
    }
    return nearest?.1 ?? "Regular"
  }

  open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

/// How a line of text that does not fit is wrapped or truncated.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}
