import Foundation

// Foundation has no `item`, `row` or `section` on `IndexPath`, on Linux or on macOS: UIKit adds
// them, and on macOS AppKit adds `item` and `section`. The kit imports neither, so it declares
// UIKit's here, for list code that reads the same everywhere. They are disfavoured so that where
// AppKit's are visible too (a module that imports AppKit), AppKit's are chosen instead of the two
// being ambiguous.
//
// As in UIKit's Swift overlay, `item`, `row` and `section` trap, with the overlay's message, on an
// index path that does not have exactly two indices.
extension IndexPath {
  /// Creates an index path for an item in a section, as UIKit does.
  @_disfavoredOverload
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The index of the item within its section.
  ///
  /// - Precondition: The index path has exactly two indices; any other count traps, as on iOS.
  @_disfavoredOverload
  public var item: Int {
    get { self[checked: 1, Self.invalidForCollectionView] }
    set { self[checked: 1, Self.invalidForCollectionView] = newValue }
  }

  /// Creates an index path for a row in a section, as UIKit does.
  @_disfavoredOverload
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The index of the row within its section.
  ///
  /// - Precondition: The index path has exactly two indices; any other count traps, as on iOS.
  @_disfavoredOverload
  public var row: Int {
    get { self[checked: 1, Self.invalidForTableView] }
    set { self[checked: 1, Self.invalidForTableView] = newValue }
  }

  /// The index of the section.
  ///
  /// - Precondition: The index path has exactly two indices; any other count traps, as on iOS.
  @_disfavoredOverload
  public var section: Int {
    get { self[checked: 0, Self.invalidForTableView] }
    set { self[checked: 0, Self.invalidForTableView] = newValue }
  }

  // One of the two indices, trapping with UIKit's message on a path of any other length.
  private subscript(checked index: Int, message: String) -> Int {
    get {
      precondition(count == 2, message)
      return self[index]
    }
    set {
      precondition(count == 2, message)
      self[index] = newValue
    }
  }

  private static let invalidForCollectionView =
    "Invalid index path for use with UICollectionView. This index path must contain exactly two "
    + "indices specifying the section and item."

  private static let invalidForTableView =
    "Invalid index path for use with UITableView. This index path must contain exactly two "
    + "indices specifying the section and row."
}
