import Foundation

/// Decides where a collection view's items go.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using this layout.
  open internal(set) weak var collectionView: UICollectionView?

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// Recomputes the layout; called before the collection view asks for frames.
  open func prepare() {}

  /// The layout attributes of an item, or `nil` if the item does not exist.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Marks the layout as out of date.
  open func invalidateLayout() {
    collectionView?.setNeedsLayout()
  }
}

/// Where one item goes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The item these attributes place.
  public let indexPath: IndexPath

  /// The item's frame in the collection view's content.
  open var frame = CGRect.zero

  /// Creates attributes for a cell.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }
}

/// A line-based layout: items fill rows left to right, rows go top to bottom.
///
/// Headless difference: only the vertical scroll direction is laid out; sizes come from
/// `itemSize` or from the delegate's `collectionView(_:layout:sizeForItemAt:)`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The directions a flow layout can scroll in.
  public enum ScrollDirection: Sendable {
    case vertical
    case horizontal
  }

  /// The scroll direction (only vertical is laid out headless).
  open var scrollDirection = ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }

  /// The size of each item, unless the delegate says otherwise.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }

  /// The space between rows.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The space between items in a row.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The margins around each section.
  open var sectionInset = UIEdgeInsets.zero {
    didSet { invalidateLayout() }
  }

  private var frames: [[CGRect]] = []
  private var contentHeight: CGFloat = 0

  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  open override func prepare() {
    frames = []
    contentHeight = 0
    guard let collectionView else { return }
    let width = collectionView.bounds.width
    let sizing = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    var y: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      y += sectionInset.top
      var sectionFrames: [CGRect] = []
      var x = sectionInset.left
      var rowHeight: CGFloat = 0
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let size =
          sizing?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
          ?? itemSize
        // Start a new row when the item does not fit beside the previous one.
        if x > sectionInset.left, x + size.width > width - sectionInset.right {
          y += rowHeight + minimumLineSpacing
          x = sectionInset.left
          rowHeight = 0
        }
        sectionFrames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
        x += size.width + minimumInteritemSpacing
        rowHeight = max(rowHeight, size.height)
      }
      y += rowHeight + sectionInset.bottom
      frames.append(sectionFrames)
    }
    contentHeight = y
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frames[indexPath.section][indexPath.item]
    return attributes
  }
}

/// Insets for each edge of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates insets.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
