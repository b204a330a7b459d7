import Foundation

/// The edges of a rectangle, named by reading direction: the leading edge is the left one in a
/// left-to-right language.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
  /// The look and content of a button (iOS 15): a title and subtitle, an image, colours, size
  /// and corners, made from one of the system styles. A button shows its configuration's
  /// title; the rest is kept, not drawn.
  public struct Configuration: Hashable {
    /// How the corners of the background are rounded.
    public enum CornerStyle: Int, Sendable {
      case fixed = -1
      case dynamic = 0
      case small = 1
      case medium = 2
      case large = 3
      case capsule = 4
    }

    /// The size of the button's content.
    public enum Size: Int, Sendable {
      case mini = 0
      case small = 1
      case medium = 2
      case large = 3
    }

    /// How the title and subtitle line up with each other.
    public enum TitleAlignment: Int, Sendable {
      case automatic = 0
      case leading = 1
      case center = 2
      case trailing = 3
    }

    // The system style the configuration was made from, which UIKit draws differently.
    enum Style: Hashable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    let style: Style

    init(style: Style) { self.style = style }

    /// A button with a transparent background.
    public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }

    /// A button with a tinted background colour.
    public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }

    /// A button with a grey background.
    public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }

    /// A button with a background filled with the tint colour.
    public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }

    /// A button without a border.
    public static func borderless() -> UIButton.Configuration {
      Configuration(style: .borderless)
    }

    /// A button with a border.
    public static func bordered() -> UIButton.Configuration { Configuration(style: .bordered) }

    /// A bordered button with a tinted background.
    public static func borderedTinted() -> UIButton.Configuration {
      Configuration(style: .borderedTinted)
    }

    /// A bordered button filled with the tint colour, for the most likely action.
    public static func borderedProminent() -> UIButton.Configuration {
      Configuration(style: .borderedProminent)
    }

    /// The title with its attributes; its characters are `title`.
    public var attributedTitle: AttributedString?

    /// The title the button shows; setting it sets `attributedTitle` to plain text.
    public var title: String? {
      get { attributedTitle.map { String($0.characters) } }
      set { attributedTitle = newValue.map { AttributedString($0) } }
    }

    /// The subtitle with its attributes; its characters are `subtitle`.
    public var attributedSubtitle: AttributedString?

    /// The line under the title (kept; the transcript shows the title).
    public var subtitle: String? {
      get { attributedSubtitle.map { String($0.characters) } }
      set { attributedSubtitle = newValue.map { AttributedString($0) } }
    }

    /// The image beside the title (kept, not drawn).
    public var image: UIImage?

    /// The edge the image sits against; `.leading` by default.
    public var imagePlacement = NSDirectionalRectEdge.leading

    /// The space between the image and the title; 0 by default.
    public var imagePadding: CGFloat = 0

    /// The space between the title and the subtitle; 0 by default.
    public var titlePadding: CGFloat = 0

    /// How the title and subtitle line up; `.automatic` by default.
    public var titleAlignment = TitleAlignment.automatic

    /// The colour of the title, subtitle and image; `nil` for the style's (kept, not drawn).
    public var baseForegroundColor: UIColor?

    /// The colour of the background; `nil` for the style's (kept, not drawn).
    public var baseBackgroundColor: UIColor?

    /// How the background's corners are rounded; `.dynamic` by default.
    public var cornerStyle = CornerStyle.dynamic

    /// The size of the content; `.medium` by default.
    public var buttonSize = Size.medium

    /// The space between the content and the button's edges (kept, not drawn; zero unless set,
    /// where UIKit picks insets from the style and the size).
    public var contentInsets = NSDirectionalEdgeInsets.zero

    /// Whether a spinning activity indicator shows in place of the image; `false` by default.
    public var showsActivityIndicator = false

    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.style == rhs.style && lhs.attributedTitle == rhs.attributedTitle
        && lhs.attributedSubtitle == rhs.attributedSubtitle && lhs.image == rhs.image
        && lhs.imagePlacement == rhs.imagePlacement && lhs.imagePadding == rhs.imagePadding
        && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
        && lhs.baseForegroundColor == rhs.baseForegroundColor
        && lhs.baseBackgroundColor == rhs.baseBackgroundColor
        && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
        && lhs.contentInsets == rhs.contentInsets
        && lhs.showsActivityIndicator == rhs.showsActivityIndicator
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(attributedTitle)
      hasher.combine(attributedSubtitle)
      hasher.combine(image)
      hasher.combine(baseForegroundColor)
      hasher.combine(baseBackgroundColor)
      hasher.combine(showsActivityIndicator)
    }
  }

  /// What a button runs to update its configuration for its state.
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void
}
