import Foundation

/// A scrolling grid or list of cells, fed by a data source and told about by a delegate.
///
/// Headless, as in UIKit: the data source and delegate are held weakly; `reloadData()` and
/// scrolling lay out on the next layout pass (the next main-queue turn, or `layoutIfNeeded()`);
/// only the items whose frames meet the bounds get cells, dequeued from a reuse pool, and
/// `collectionView(_:willDisplay:forItemAt:)` fires as each comes into view.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// Where to put an item when scrolling to it.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The directions a layout can scroll its content in.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal = 1
  }

  /// The object that supplies the items and cells, held weakly as in UIKit.
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }

  /// The object told about selection and display, held weakly as in UIKit.
  open weak var delegate: UICollectionViewDelegate? {
    get { storedDelegate }
    set {
      storedDelegate = newValue
      scrollDelegate = newValue
      collectionViewLayout.invalidateLayout()
    }
  }

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      setNeedsLayout()
    }
  }

  /// Whether a person can select items.
  open var allowsSelection = true

  /// Whether a person can select more than one item.
  open var allowsMultipleSelection = false

  /// A view behind the cells, such as an empty-state message.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = CGRect(origin: .zero, size: bounds.size)
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  private weak var storedDelegate: UICollectionViewDelegate?
  private var registrations: [String: UICollectionReusableView.Type] = [:]
  private var reusePool: [String: [UICollectionViewCell]] = [:]
  private var displayed: [IndexPath: UICollectionViewCell] = [:]
  private var itemCounts: [Int]?
  private var selected: Set<IndexPath> = []

  /// Creates a collection view with a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Cells

  /// Registers a cell class to make cells for a reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    guard let reusable = cellClass as? UICollectionViewCell.Type else {
      preconditionFailure("\(cellClass) is not a subclass of UICollectionViewCell")
    }
    registrations[identifier] = reusable
  }

  /// A cell for the item: a reused one (after `prepareForReuse()`) or a new one of the
  /// registered class.
  @discardableResult
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registrations[identifier] else {
      preconditionFailure(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier")
    }
    guard let cell = cellClass.init(frame: .zero) as? UICollectionViewCell else {
      preconditionFailure("\(cellClass) did not make a UICollectionViewCell")
    }
    cell.reuseIdentifier = identifier
    return cell
  }

  /// The visible cell of an item, or `nil` if the item is not on screen.
  ///
  /// As in UIKit, this reports what the last layout pass displayed and runs no layout pass
  /// itself: right after `reloadData()` it is `nil` until the next pass, or `layoutIfNeeded()`.
  @discardableResult
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    displayed[indexPath]
  }

  /// The cells on screen after the last layout pass, in no particular order (as in UIKit).
  open var visibleCells: [UICollectionViewCell] {
    Array(displayed.values)
  }

  /// The index paths of the items on screen after the last layout pass, in no particular order
  /// (as in UIKit).
  open var indexPathsForVisibleItems: [IndexPath] {
    Array(displayed.keys)
  }

  /// The index path of a visible cell.
  @discardableResult
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayed.first { $0.value === cell }?.key
  }

  // MARK: Data

  /// Forgets the items and asks the data source again on the next layout pass.
  open func reloadData() {
    itemCounts = nil
    selected = []
    for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) {
      recycle(cell, at: indexPath)
    }
    setNeedsLayout()
  }

  /// The number of sections, as last reported by the data source.
  open var numberOfSections: Int { counts().count }

  /// The number of items in a section, as last reported by the data source.
  @discardableResult
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = counts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The layout attributes of an item.
  @discardableResult
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  private func counts() -> [Int] {
    if let itemCounts { return itemCounts }
    var counts: [Int] = []
    if let dataSource {
      for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
        counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
      }
    }
    itemCounts = counts
    return counts
  }

  // MARK: Selection

  /// The selected items, or `nil` when none is selected, as UIKit documents.
  open var indexPathsForSelectedItems: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

  /// Selects an item without telling the delegate, as in UIKit; optionally scrolls to it.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      // As UIKit documents: selecting nil clears the selection.
      for previous in selected { deselectItem(at: previous, animated: false) }
      return
    }
    guard allowsSelection else { return }
    if !allowsMultipleSelection {
      for previous in selected where previous != indexPath {
        deselectItem(at: previous, animated: false)
      }
    }
    selected.insert(indexPath)
    displayed[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without telling the delegate, as in UIKit.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.remove(indexPath)
    displayed[indexPath]?.isSelected = false
  }

  // MARK: Scrolling

  /// Scrolls so that the item sits at the position; headless, an animated scroll completes at once.
  /// With no position for an axis, the content moves along it only as far as brings the item
  /// into view.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    collectionViewLayout.prepare()
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    contentSize = collectionViewLayout.collectionViewContentSize
    let x = Self.offset(
      showing: frame.minX...frame.maxX, in: contentOffset.x, length: bounds.width,
      at: scrollPosition.intersection([.left, .centeredHorizontally, .right]))
    let y = Self.offset(
      showing: frame.minY...frame.maxY, in: contentOffset.y, length: bounds.height,
      at: scrollPosition.intersection([.top, .centeredVertically, .bottom]))
    let limit = maximumContentOffset
    setContentOffset(
      CGPoint(x: min(max(0, x), limit.x), y: min(max(0, y), limit.y)), animated: animated)
  }

  // The offset along one axis that puts `span` at the start, middle or end of a viewport of
  // `length`, or that moves the viewport at `current` just far enough to show it.
  private static func offset(
    showing span: ClosedRange<CGFloat>, in current: CGFloat, length: CGFloat,
    at position: ScrollPosition
  ) -> CGFloat {
    if position.contains(.top) || position.contains(.left) { return span.lowerBound }
    if position.contains(.bottom) || position.contains(.right) { return span.upperBound - length }
    if !position.isEmpty { return (span.lowerBound + span.upperBound) / 2 - length / 2 }
    if span.lowerBound < current { return span.lowerBound }
    if span.upperBound > current + length { return span.upperBound - length }
    return current
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    setNeedsLayout()
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    _ = counts()
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
    // When the content shrinks below the offset, come back to the end of the content.
    let limit = maximumContentOffset
    if contentOffset.x > limit.x || contentOffset.y > limit.y {
      bounds.origin = CGPoint(x: min(contentOffset.x, limit.x), y: min(contentOffset.y, limit.y))
    }
    let visible = visibleIndexPaths()
    for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key })
    where !visible.contains(indexPath) {
      recycle(cell, at: indexPath)
    }
    for indexPath in visible.sorted() where displayed[indexPath] == nil {
      display(indexPath)
    }
  }

  private func visibleIndexPaths() -> Set<IndexPath> {
    guard bounds.height > 0 else { return [] }
    var visible: Set<IndexPath> = []
    for (section, count) in counts().enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        if let frame = layoutAttributesForItem(at: indexPath)?.frame, Self.overlaps(frame, bounds) {
          visible.insert(indexPath)
        }
      }
    }
    return visible
  }

  // An item is on screen when some of its area is: `CGRect.intersects` also counts rectangles
  // that only touch, which would show the row just above or below the viewport.
  private static func overlaps(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    frame.maxY > bounds.minY && frame.minY < bounds.maxY && frame.maxX > bounds.minX
      && frame.minX < bounds.maxX
  }

  private func display(_ indexPath: IndexPath) {
    guard let dataSource else { return }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    cell.frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    cell.isSelected = selected.contains(indexPath)
    displayed[indexPath] = cell
    addSubview(cell)
    cell.layoutIfNeeded()
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  private func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    displayed[indexPath] = nil
    cell.removeFromSuperview()
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    if let identifier = cell.reuseIdentifier {
      reusePool[identifier, default: []].append(cell)
    }
  }
}
