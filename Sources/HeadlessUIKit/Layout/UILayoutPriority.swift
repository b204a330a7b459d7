import Foundation

/// How much a constraint matters, from 1 to 1000 (required).
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
  public var rawValue: Float

  /// Creates a priority.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint (1000).
  public static let required = UILayoutPriority(1000)

  /// The priority with which a button resists compressing its content (750).
  public static let defaultHigh = UILayoutPriority(750)

  /// The priority for a drag that may resize the window's scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)

  /// The priority at which the window's scene prefers to stay the same size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)

  /// The priority for a drag that cannot resize the window's scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// The priority at which a button hugs its content horizontally (250).
  public static let defaultLow = UILayoutPriority(250)

  /// The priority with which a view wants the target size of `systemLayoutSizeFitting(_:)` (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
}

extension UILayoutPriority: Comparable {
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by an amount, as UIKit's overlay writes `.defaultHigh + 1`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by an amount, as UIKit's overlay writes `.required - 1`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

/// Insets that follow the reading direction: leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Equatable, Codable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates zero insets, as an imported C struct's zero initializer does.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()
}
