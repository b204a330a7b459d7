import Foundation

/// Decides where a collection view's items go.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using this layout.
  open internal(set) weak var collectionView: UICollectionView?

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// Recomputes the layout. The collection view calls it at the start of a layout pass, and
  /// only when the layout needs an update: the first time it shows its content, and after the
  /// layout was invalidated, explicitly or by a change of the view (as Apple documents).
  open func prepare() {}

  /// The layout attributes of an item, or `nil` if the item does not exist.
  @discardableResult
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The layout attributes of a supplementary view, such as a section header, or `nil` if the
  /// layout has none of that kind there. The kit's flow and compositional layouts answer with
  /// the headers and footers their last update placed; a custom layout overrides it.
  @discardableResult
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementaryFrames.first { $0.kind == elementKind && $0.indexPath == indexPath }?.attributes
  }

  /// The layout attributes of the items and supplementary views whose frames meet `rect`; the
  /// default returns `nil`, and a layout subclass overrides it, as Apple requires. The
  /// collection view asks it for its bounds to find the cells and supplementary views on
  /// screen. Headless: from a layout that returns `nil`, the collection view asks
  /// `layoutAttributesForItem(at:)` item by item instead, where UIKit would show no cells, and
  /// shows no supplementary views.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Marks the layout as out of date: the next layout pass updates it (`prepare()`), however
  /// many times it was invalidated since. An override calls `super`, as Apple requires.
  open func invalidateLayout() {
    needsUpdate = true
    collectionView?.setNeedsLayout()
  }

  /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout;
  /// asked before each change, scrolling included. The base layout answers `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// Whether the next layout pass must update the layout: it never has, or it was invalidated.
  var needsUpdate = true

  /// The supplementary views the kit's own layouts placed at their last update.
  var supplementaryFrames: [SupplementaryFrame] = []
}

/// Where one item, or one supplementary view, goes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The index path of the item in the collection view.
  open var indexPath = IndexPath()

  /// Whether the attributes are a cell's or a supplementary view's.
  open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell

  /// The kind of the supplementary view, such as `UICollectionView.elementKindSectionHeader`;
  /// `nil` for a cell.
  open private(set) var representedElementKind: String?

  /// The item's frame in the collection view's content.
  open var frame = CGRect.zero

  /// Creates attributes with no index path and an empty frame.
  public override init() {
    super.init()
  }

  /// Creates attributes for the cell of an item.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Creates attributes for a supplementary view of a kind, at an index path.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// A copy with the same element, index path and frame. Headless: the copy is of this class,
  /// not of a subclass (there is no `allocWithZone:`), so a subclass overrides it to copy
  /// itself.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewLayoutAttributes()
    copy.indexPath = indexPath
    copy.frame = frame
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    return copy
  }
}

extension UICollectionViewLayoutAttributes: @preconcurrency NSCopying {
  /// The attributes of an item from a layout's frames, section by section, or `nil` if the
  /// frames hold no such item.
  convenience init?(forCellWith indexPath: IndexPath, in frames: [[CGRect]]) {
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    self.init(forCellWith: indexPath)
    frame = frames[indexPath.section][indexPath.item]
  }

  /// The attributes of the items of a layout's frames that meet `rect`, in index path order,
  /// then of its supplementary views that do.
  static func elements(
    in frames: [[CGRect]], _ supplementaries: [SupplementaryFrame], meeting rect: CGRect
  ) -> [UICollectionViewLayoutAttributes] {
    var found: [UICollectionViewLayoutAttributes] = []
    for (section, sectionFrames) in frames.enumerated() {
      for (item, frame) in sectionFrames.enumerated() where frame.intersects(rect) {
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        found.append(attributes)
      }
    }
    return found + supplementaries.filter { $0.frame.intersects(rect) }.map(\.attributes)
  }
}

/// Where a layout put a supplementary view: its kind, index path and frame.
struct SupplementaryFrame {
  var kind: String
  var indexPath: IndexPath
  var frame: CGRect

  @MainActor
  var attributes: UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    return attributes
  }
}
