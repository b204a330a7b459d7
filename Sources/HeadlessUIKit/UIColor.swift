import Foundation

/// A colour, kept only so that styling code compiles; the headless kit draws nothing.
public final class UIColor: NSObject, Sendable {
  /// The colour's name, for descriptions and debugging.
  public let name: String

  /// Creates a named colour.
  public init(named name: String) {
    self.name = name
  }

  /// Creates a colour from components; the components are not kept.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(named: "rgba(\(red), \(green), \(blue), \(alpha))")
  }

  public nonisolated override var description: String { "UIColor(\(name))" }

  public static let systemBackground = UIColor(named: "systemBackground")
  public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
  public static let label = UIColor(named: "label")
  public static let secondaryLabel = UIColor(named: "secondaryLabel")
  public static let systemRed = UIColor(named: "systemRed")
  public static let systemBlue = UIColor(named: "systemBlue")
  public static let clear = UIColor(named: "clear")
  public static let white = UIColor(named: "white")
  public static let black = UIColor(named: "black")
}
