import Foundation

/// A description of a cell's content that can make the view showing it.
///
/// As in UIKit, a configuration is a value that any code may build and change; only making its
/// view needs the main actor.
public protocol UIContentConfiguration {
  /// Makes a view that shows this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// The configuration to show in a state (selected, highlighted…).
  func updated(for state: any UIConfigurationState) -> Self
}

/// The state a configuration is updated for: a cell's selection, highlight and so on.
///
/// Headless: the protocol has no members here (UIKit's carries a trait collection and custom
/// states); the kit passes `UICellConfigurationState`.
public protocol UIConfigurationState {}

/// A cell's state, as a configuration sees it.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false

  /// Creates a state with nothing selected or highlighted.
  public init() {}
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show a configuration; true by default.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The content of a list row: a primary text and a secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// The primary text.
  public var text: String?

  /// The secondary text, shown below the primary one.
  public var secondaryText: String?

  /// The image shown before the texts (kept; the content view shows the texts only).
  public var image: UIImage?

  /// How the primary text looks: its font, colour, lines and case.
  public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body))

  /// How the secondary text looks.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)

  /// How the image is shown (kept, as the image is).
  public var imageProperties = ImageProperties()

  /// The look of a list row's text.
  public struct TextProperties: Hashable {
    /// How a text lines up in its row.
    public enum TextAlignment: Hashable, Sendable {
      case natural, center, justified
    }

    /// A change of case applied to the text as it is shown.
    public enum TextTransform: Hashable, Sendable {
      case none, uppercase, lowercase, capitalized
    }

    /// The text's font.
    public var font: UIFont
    /// The text's colour (kept, not drawn).
    public var color: UIColor
    /// How the text lines up (kept, not drawn); `.natural` by default.
    public var alignment = TextAlignment.natural
    /// How a line that does not fit is cut (kept); `.byTruncatingTail` by default.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The most lines the text takes, 0 for as many as it needs; 0 by default.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit (kept); `false` by default.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to (kept); 0 by default.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the text tightens its letters before it is cut (kept); `false` by default.
    public var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the content size category (kept; the kit has one size);
    /// `true` by default.
    public var adjustsFontForContentSizeCategory = true
    /// Whether a cut text shows in full while pressed (kept); `false` by default.
    public var showsExpansionTextWhenTruncated = false
    /// The change of case the row shows the text with: the content view's label shows the
    /// transformed text; `.none` by default.
    public var transform = TextTransform.none

    init(font: UIFont, color: UIColor = .label) {
      self.font = font
      self.color = color
    }

    /// The text as the row shows it, with `transform` applied.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// The look of a list row's image.
  public struct ImageProperties: Hashable {
    /// The colour a template image is tinted with; `nil` (the default) for the tint colour.
    public var tintColor: UIColor?
    /// The largest size the image is shown at; `.zero` (the default) for no limit.
    public var maximumSize = CGSize.zero
    /// The room kept for the image whatever its size; `.zero` (the default) for its own.
    public var reservedLayoutSize = CGSize.zero
    /// The radius of the image's rounded corners; 0 by default.
    public var cornerRadius: CGFloat = 0
    /// Whether the image is left as it is when colours are inverted; `false` by default.
    public var accessibilityIgnoresInvertColors = false

    /// A `reservedLayoutSize` dimension that asks for the system's standard size.
    public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
  }

  /// The configuration of a plain list row.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  /// The configuration of a row with secondary text below the primary text.
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration()
  }

  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// Headless: the same configuration, as nothing is drawn differently when selected.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
}

/// The view that shows a list row configuration as two labels.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()

  public var configuration: any UIContentConfiguration {
    didSet { apply() }
  }

  /// Creates a view that shows a list row configuration.
  public convenience init(configuration: UIListContentConfiguration) {
    self.init(listConfiguration: configuration)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(listConfiguration configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    addSubview(textLabel)
    addSubview(secondaryTextLabel)
    apply()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func apply() {
    let list = configuration as? UIListContentConfiguration ?? UIListContentConfiguration()
    show(list.text, with: list.textProperties, in: textLabel)
    show(list.secondaryText, with: list.secondaryTextProperties, in: secondaryTextLabel)
  }

  private func show(
    _ text: String?, with properties: UIListContentConfiguration.TextProperties, in label: UILabel
  ) {
    label.isHidden = text == nil
    label.text = text.map(properties.transformed)
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
  }
}
