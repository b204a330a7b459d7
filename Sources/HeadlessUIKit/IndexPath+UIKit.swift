import Foundation

// Foundation has no `item`/`section` on `IndexPath`, on Linux or on macOS: UIKit adds them, and on
// macOS AppKit does. The kit imports neither, so it declares UIKit's here, for collection view code
// that reads the same everywhere. They are disfavoured so that where AppKit's are visible too (a
// module that imports AppKit), AppKit's are chosen instead of the two being ambiguous.
extension IndexPath {
  /// Creates an index path for an item in a section, as UIKit does.
  @_disfavoredOverload
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The index of the item within its section.
  @_disfavoredOverload
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The index of the section.
  @_disfavoredOverload
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
