import Foundation

extension UITableView {
  /// The looks of a table (kept; headless, every style lays out the same).
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
  }

  /// How inserted, deleted and reloaded rows animate (kept; headless, nothing animates).
  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    case automatic = 100
  }

  /// Where to put a row when scrolling to it.
  public enum ScrollPosition: Int, Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }

  /// The value of a height that the table works out itself.
  public static let automaticDimension: CGFloat = -1
}
