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

  /// The layout attributes of the items whose frames meet `rect`; the default returns `nil`, and
  /// a layout subclass overrides it, as Apple requires. The collection view asks it for its
  /// bounds to find the items on screen. Headless: from a layout that returns `nil`, the
  /// collection view asks `layoutAttributesForItem(at:)` item by item instead, where UIKit
  /// would show no cells.
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
}

/// Where one item goes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The index path of the item in the collection view.
  open var indexPath = IndexPath()

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

  /// A copy with the same index path and frame. Headless: the copy is of this class, not of
  /// a subclass (there is no `allocWithZone:`), so a subclass overrides it to copy itself.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewLayoutAttributes()
    copy.indexPath = indexPath
    copy.frame = frame
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

  /// The attributes of the items of a layout's frames that meet `rect`, in index path order.
  static func cells(in frames: [[CGRect]], meeting rect: CGRect)
    -> [UICollectionViewLayoutAttributes]
  {
    var found: [UICollectionViewLayoutAttributes] = []
    for (section, sectionFrames) in frames.enumerated() {
      for (item, frame) in sectionFrames.enumerated() where frame.intersects(rect) {
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        found.append(attributes)
      }
    }
    return found
  }
}

/// A line-based layout: items fill a line across the scroll direction, and lines follow each
/// other along it.
///
/// Scrolling vertically, the lines are rows that fill left to right, one below the other;
/// scrolling horizontally, they are columns that fill top to bottom, one right of the other, and
/// the content grows in width. As Apple documents, the spacings are minimums: a full line (one
/// whose next item did not fit) spreads its leftover room evenly between its items, so that its
/// first and last items touch the section's insets, and an item shorter than its line is
/// centred across it. The delegate's `UICollectionViewDelegateFlowLayout` methods, where it
/// implements them, give each section its own item sizes, insets and spacings.
///
/// Headless: there are no headers, footers, estimated or self-sizing items. The last line of a
/// section, and a line of a single item, start at the section's inset with the minimum spacing:
/// Apple does not document how UIKit aligns those lines.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The direction the content scrolls in; the default is vertical.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }

  /// The size of each item, unless the delegate says otherwise.
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }

  /// The smallest space between lines: rows when scrolling vertically, columns horizontally.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The smallest space between items of a line; a full line spreads them further apart.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }

  /// The margins around each section's items.
  open var sectionInset = UIEdgeInsets.zero {
    didSet { invalidateLayout() }
  }

  private var frames: [[CGRect]] = []
  private var contentSize = CGSize.zero

  open override var collectionViewContentSize: CGSize { contentSize }

  /// A change of size moves the lines; scrolling does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  open override func prepare() {
    frames = []
    contentSize = .zero
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let viewport = collectionView.bounds.size
    // `position` runs along the scroll direction, `offset` along a line, across it.
    var position: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let metrics = metrics(ofSection: section, in: collectionView)
      let inset = metrics.inset
      let (lineStart, lineEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
      let room = (vertical ? viewport.width : viewport.height) - lineStart - lineEnd
      let lengths = metrics.sizes.map { vertical ? $0.width : $0.height }
      let lines = Self.lines(of: lengths, room: room, spacing: metrics.interitemSpacing)
      position += vertical ? inset.top : inset.left
      var sectionFrames: [CGRect] = []
      sectionFrames.reserveCapacity(lengths.count)
      for (index, line) in lines.enumerated() {
        let isFull = index < lines.count - 1
        var depth: CGFloat = 0
        var used: CGFloat = 0
        for item in line {
          depth = max(depth, Self.depth(of: metrics.sizes[item], vertical: vertical))
          used += lengths[item]
        }
        let spacing =
          isFull && line.count > 1
          ? (room - used) / CGFloat(line.count - 1) : metrics.interitemSpacing
        var offset = lineStart
        for item in line {
          let size = metrics.sizes[item]
          let across = position + (depth - Self.depth(of: size, vertical: vertical)) / 2
          let origin =
            vertical ? CGPoint(x: offset, y: across) : CGPoint(x: across, y: offset)
          sectionFrames.append(CGRect(origin: origin, size: size))
          offset += lengths[item] + spacing
        }
        position += depth + (isFull ? metrics.lineSpacing : 0)
      }
      position += vertical ? inset.bottom : inset.right
      frames.append(sectionFrames)
    }
    contentSize =
      vertical
      ? CGSize(width: viewport.width, height: position)
      : CGSize(width: position, height: viewport.height)
  }

  @discardableResult
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    UICollectionViewLayoutAttributes(forCellWith: indexPath, in: frames)
  }

  /// The layout attributes of the items whose frames meet `rect`, in index path order.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    UICollectionViewLayoutAttributes.cells(in: frames, meeting: rect)
  }

  // The delegate's sizes, insets and spacings where it gives them, else the layout's own.
  private func metrics(ofSection section: Int, in collectionView: UICollectionView)
    -> SectionMetrics
  {
    let count = collectionView.numberOfItems(inSection: section)
    guard let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else {
      return SectionMetrics(
        sizes: Array(repeating: itemSize, count: count), inset: sectionInset,
        lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing)
    }
    return SectionMetrics(
      sizes: (0..<count).map { item in
        delegate.collectionView(
          collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
      },
      inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
      lineSpacing: delegate.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section),
      interitemSpacing: delegate.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
  }

  // An item's extent across the lines: its height when the lines are rows.
  private static func depth(of size: CGSize, vertical: Bool) -> CGFloat {
    vertical ? size.height : size.width
  }

  // Breaks items into lines, each a run of consecutive items: an item starts a new line when it
  // does not fit in the room left beside the previous one at the minimum spacing. An item
  // longer than the room has a line of its own.
  private static func lines(of lengths: [CGFloat], room: CGFloat, spacing: CGFloat)
    -> [Range<Int>]
  {
    var lines: [Range<Int>] = []
    var start = 0
    var used: CGFloat = 0
    for (item, length) in lengths.enumerated() {
      if item > start, used + spacing + length > room {
        lines.append(start..<item)
        start = item
      }
      used = item == start ? length : used + spacing + length
    }
    if start < lengths.count { lines.append(start..<lengths.count) }
    return lines
  }
}

// A section's item sizes, insets and spacings.
private struct SectionMetrics {
  var sizes: [CGSize]
  var inset: UIEdgeInsets
  var lineSpacing: CGFloat
  var interitemSpacing: CGFloat
}

/// Insets for each edge of a rectangle.
public struct UIEdgeInsets: Equatable, Codable, Sendable, BitwiseCopyable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  /// Creates zero insets, as an imported C struct's zero initializer does.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

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
