import Foundation

// Foundation on Linux has no `item`/`section` on `IndexPath`; on Apple platforms Foundation
// (for NSCollectionView) and UIKit declare them. These mirror UIKit's where they are missing, so
// that collection view code reads the same everywhere — and do not clash where they exist.
#if !canImport(Darwin)
  extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit does.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The index of the item within its section.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The index of the section.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
