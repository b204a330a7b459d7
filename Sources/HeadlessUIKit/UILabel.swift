import Foundation

/// A view that shows a line or lines of read-only text.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text shown.
  open var text: String?

  /// The colour of the text (kept, not drawn).
  open var textColor: UIColor?

  /// The font of the text (kept, not drawn).
  open var font: UIFont?

  /// The most lines to use; 0 means as many as needed.
  open var numberOfLines = 1
}

/// A font, kept only so that styling code compiles; the headless kit draws nothing.
public final class UIFont: NSObject, Sendable {
  /// The text styles of Dynamic Type.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let body = TextStyle(rawValue: "body")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let title2 = TextStyle(rawValue: "title2")
  }

  /// The style or size this font was made for.
  public let name: String

  private init(name: String) {
    self.name = name
  }

  /// The font for a Dynamic Type text style.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(name: style.rawValue)
  }

  /// The system font at a size.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: "system \(fontSize)")
  }

  /// The bold system font at a size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: "bold system \(fontSize)")
  }

  public nonisolated override var description: String { "UIFont(\(name))" }
}
