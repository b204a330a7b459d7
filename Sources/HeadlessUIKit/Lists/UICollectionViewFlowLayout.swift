import Foundation

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
/// Each section's header goes before its inset, and its footer after, as long along the scroll
/// direction as its reference size says (`headerReferenceSize`, `footerReferenceSize`, or the
/// delegate's) and as wide as the collection view across it: its index path is item 0 of the
/// section, and one of length zero is left out.
///
/// With an `estimatedItemSize`, the cells size themselves as they come into view (see there).
/// Headless: headers do not pin to the visible bounds. The last line of a section, and a line of a single item, start at the section's inset
/// with the minimum spacing: Apple does not document how UIKit aligns those lines.
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

  /// The size of each section's header, unless the delegate says otherwise; only its height
  /// counts when scrolling vertically, its width horizontally. Zero (the default): no headers.
  open var headerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// The size of each section's footer, unless the delegate says otherwise, read as the
  /// header's is. Zero (the default): no footers.
  open var footerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// The size a cell has until it is measured; `.zero` (the default) for none, when every
  /// item has its size from `itemSize` or the delegate. Any other size makes the cells size
  /// themselves: as each comes into view, the collection view asks it for its size with
  /// `preferredLayoutAttributesFitting(_:)` and the layout takes it.
  open var estimatedItemSize = CGSize.zero {
    didSet { invalidateLayout() }
  }

  /// The estimated item size that makes cells size themselves, their first size being the
  /// item size (`itemSize` or the delegate's).
  public nonisolated static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The sizes the cells that sized themselves asked for, by item.
  var selfSizes: [IndexPath: CGSize] = [:]

  private var frames: [[CGRect]] = []
  private var contentSize = CGSize.zero

  open override var collectionViewContentSize: CGSize { contentSize }

  /// A change of size moves the lines; scrolling does not.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  open override func prepare() {
    frames = []
    supplementaryFrames = []
    contentSize = .zero
    guard let collectionView else { return }
    let vertical = scrollDirection == .vertical
    let viewport = collectionView.bounds.size
    // `position` runs along the scroll direction, `offset` along a line, across it.
    var position: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      var metrics = metrics(ofSection: section, in: collectionView)
      metrics.sizes = selfSized(metrics.sizes, inSection: section)
      let inset = metrics.inset
      let (lineStart, lineEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
      let room = (vertical ? viewport.width : viewport.height) - lineStart - lineEnd
      let lengths = metrics.sizes.map { vertical ? $0.width : $0.height }
      let lines = Self.lines(of: lengths, room: room, spacing: metrics.interitemSpacing)
      let place = { (kind: String, size: CGSize, position: inout CGFloat) in
        let length = vertical ? size.height : size.width
        guard length > 0 else { return }
        let frame =
          vertical
          ? CGRect(x: 0, y: position, width: viewport.width, height: length)
          : CGRect(x: position, y: 0, width: length, height: viewport.height)
        self.supplementaryFrames.append(
          SupplementaryFrame(
            kind: kind, indexPath: IndexPath(item: 0, section: section), frame: frame))
        position += length
      }
      place(UICollectionView.elementKindSectionHeader, metrics.header, &position)
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
      place(UICollectionView.elementKindSectionFooter, metrics.footer, &position)
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

  /// The layout attributes of the items whose frames meet `rect`, in index path order, then of
  /// the headers and footers that do.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    UICollectionViewLayoutAttributes.elements(in: frames, supplementaryFrames, meeting: rect)
  }

  // The delegate's sizes, insets and spacings where it gives them, else the layout's own.
  private func metrics(ofSection section: Int, in collectionView: UICollectionView)
    -> SectionMetrics
  {
    let count = collectionView.numberOfItems(inSection: section)
    guard let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else {
      return SectionMetrics(
        sizes: Array(repeating: itemSize, count: count), inset: sectionInset,
        lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
        header: headerReferenceSize, footer: footerReferenceSize)
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
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
      header: delegate.collectionView(
        collectionView, layout: self, referenceSizeForHeaderInSection: section),
      footer: delegate.collectionView(
        collectionView, layout: self, referenceSizeForFooterInSection: section))
  }

  /// Follows the measured sizes through an update; a reload, or a reload of the item, forgets
  /// them (the cells are measured again as they come into view).
  func followSelfSizes(_ mapping: ListMapping?) {
    guard let mapping else {
      selfSizes = [:]
      return
    }
    var moved: [IndexPath: CGSize] = [:]
    for (indexPath, size) in selfSizes {
      if let target = mapping.newIndexPath(for: indexPath) { moved[target] = size }
    }
    selfSizes = moved
  }

  // A section's item sizes: each measured size where the cells size themselves, else the
  // estimate (for `automaticSize`, the item's own size).
  private func selfSized(_ sizes: [CGSize], inSection section: Int) -> [CGSize] {
    guard estimatedItemSize != .zero else { return sizes }
    return sizes.enumerated().map { item, size in
      if let measured = selfSizes[IndexPath(item: item, section: section)] { return measured }
      return estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
    }
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

// A section's item sizes, insets and spacings, and its header's and footer's sizes.
private struct SectionMetrics {
  var sizes: [CGSize]
  var inset: UIEdgeInsets
  var lineSpacing: CGFloat
  var interitemSpacing: CGFloat
  var header: CGSize
  var footer: CGSize
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

/// An offset along both axes, as bar items adjust their titles by.
public struct UIOffset: Equatable, Codable, Sendable, BitwiseCopyable {
  public var horizontal: CGFloat
  public var vertical: CGFloat

  /// Creates a zero offset, as an imported C struct's zero initializer does.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
