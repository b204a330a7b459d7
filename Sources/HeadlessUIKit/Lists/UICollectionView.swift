import Foundation

/// A scrolling grid or list of cells, fed by a data source and told about by a delegate.
///
/// Headless, as in UIKit: the data source and delegate are held weakly; `reloadData()` and
/// scrolling lay out on the next layout pass (the next main-queue turn, or `layoutIfNeeded()`);
/// only the items whose frames meet the bounds get cells, dequeued from a reuse pool, and
/// `collectionView(_:willDisplay:forItemAt:)` fires as each comes into view. Supplementary
/// views (section headers and footers) come and go the same way, after the cells; a reload
/// asks for them all again, and an update for those of the sections it inserts or reloads.
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

  // Setting the scroll view's `delegate` sets the collection view's own, as in UIKit, where they
  // are one property; a delegate of another type is told only about scrolling.
  override func setScrollViewDelegate(_ delegate: UIScrollViewDelegate?) {
    self.delegate = delegate as? UICollectionViewDelegate
    scrollDelegate = delegate
  }

  /// The object told which items to load ahead of display, held weakly as in UIKit. Headless:
  /// it is asked for the items within one screen's length beyond the bounds, ahead of the
  /// scrolling, at each layout pass.
  open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
    didSet { setNeedsLayout() }
  }

  /// Whether the collection view asks its prefetch data source ahead of display; `true` by
  /// default. Headless: cells are not prepared ahead, so this only turns data prefetching off.
  open var isPrefetchingEnabled = true

  /// The layout that places the items.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// Changes the layout that places the items. Headless: nothing animates, so the new layout
  /// takes effect at once: the collection view lays its cells out with it before returning.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Changes the layout that places the items, then runs `completion`. Headless: nothing
  /// animates, so the cells are laid out with the new layout at once and the completion runs
  /// before the method returns, with `true`, as `performBatchUpdates(_:completion:)`'s does.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    collectionViewLayout = layout
    layoutIfNeeded()
    completion?(true)
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
  lazy var engine = ListEngine(host: self)
  lazy var supplementaries = CollectionSupplementaries(collectionView: self)

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
    engine.pool.registrations[identifier] = Self.maker(of: cellClass, as: UICollectionViewCell.self)
  }

  /// Registers a nib whose first top-level cell makes cells for a reuse identifier; each new
  /// cell is made from the nib anew and woken with `awakeFromNib()`. `nil` unregisters.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    engine.pool.registrations[identifier] = Self.maker(of: nib, as: UICollectionViewCell.self)
  }

  /// A cell for the item: a reused one (after `prepareForReuse()`) or a new one of the
  /// registered class.
  @discardableResult
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cell = engine.dequeue(identifier) else {
      preconditionFailure(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier")
    }
    return cell
  }

  /// The visible cell of an item, or `nil` if the item is not on screen.
  ///
  /// As in UIKit, this reports what the last layout pass displayed and runs no layout pass
  /// itself: right after `reloadData()` it is `nil` until the next pass, or `layoutIfNeeded()`.
  @discardableResult
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    engine.displayed[indexPath]
  }

  /// The cells on screen after the last layout pass, in no particular order (as in UIKit).
  open var visibleCells: [UICollectionViewCell] {
    Array(engine.displayed.values)
  }

  /// The index paths of the items on screen after the last layout pass, in no particular order
  /// (as in UIKit).
  open var indexPathsForVisibleItems: [IndexPath] {
    Array(engine.displayed.keys)
  }

  /// The index path of a visible cell.
  @discardableResult
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    engine.indexPath(for: cell)
  }

  /// The item whose cell's frame holds a point of the collection view's content, or `nil` when
  /// the point is in no item's frame.
  @discardableResult
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    _ = engine.counts()
    updateLayoutIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    let elements = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    return elements.first {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }?.indexPath
  }

  // MARK: Supplementary views

  /// Registers a class to make the supplementary views of a kind (such as
  /// `UICollectionView.elementKindSectionHeader`) for a reuse identifier; `nil` unregisters.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaries.register(
      Self.maker(of: viewClass, as: UICollectionReusableView.self), kind: elementKind,
      identifier: identifier)
  }

  /// Registers a nib whose first top-level reusable view makes the supplementary views of a
  /// kind for a reuse identifier; `nil` unregisters.
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaries.register(
      Self.maker(of: nib, as: UICollectionReusableView.self), kind: kind, identifier: identifier)
  }

  /// A supplementary view of the kind: a reused one (after `prepareForReuse()`) or a new one of
  /// the class registered for the kind and identifier.
  @discardableResult
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaries.dequeue(kind: elementKind, identifier: identifier) else {
      preconditionFailure(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
          + "must register a nib or a class for the identifier")
    }
    return view
  }

  /// The supplementary view of a kind at an index path, if it is on screen (after the last
  /// layout pass).
  @discardableResult
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaries.displayed[SupplementaryElement(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind on screen after the last layout pass, in no particular
  /// order (as in UIKit).
  @discardableResult
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    supplementaries.displayed.filter { $0.key.kind == elementKind }.map(\.value)
  }

  /// The index paths of the supplementary views of a kind on screen after the last layout
  /// pass, in no particular order (as in UIKit).
  @discardableResult
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    supplementaries.displayed.keys.filter { $0.kind == elementKind }.map(\.indexPath)
  }

  /// The layout attributes of a supplementary view, as the layout gives them.
  @discardableResult
  open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: Data

  /// Forgets the items and asks the data source again on the next layout pass.
  open func reloadData() {
    engine.reloadData()
  }

  /// The number of sections, as last reported by the data source.
  open var numberOfSections: Int { engine.counts().count }

  /// The number of items in a section, as last reported by the data source.
  @discardableResult
  open func numberOfItems(inSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  // MARK: Updates
  // As in UIKit, the data source must already answer with the new counts; an update whose
  // counts do not add up stops the program with UIKit's "Invalid update" message, where UIKit
  // raises `NSInternalInconsistencyException`.

  /// Inserts items at the index paths they have after the update.
  open func insertItems(at indexPaths: [IndexPath]) {
    engine.record(.collection) { $0.insertedItems.formUnion(indexPaths) }
  }

  /// Deletes the items at the index paths they have before the update.
  open func deleteItems(at indexPaths: [IndexPath]) {
    engine.record(.collection) { $0.deletedItems.formUnion(indexPaths) }
  }

  /// Asks the data source again for the cells of the items.
  open func reloadItems(at indexPaths: [IndexPath]) {
    engine.record(.collection) { $0.reloadedItems.formUnion(indexPaths) }
  }

  /// Inserts sections at the indexes they have after the update.
  open func insertSections(_ sections: IndexSet) {
    engine.record(.collection) { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections at the indexes they have before the update.
  open func deleteSections(_ sections: IndexSet) {
    engine.record(.collection) { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source again for the sections' items and cells.
  open func reloadSections(_ sections: IndexSet) {
    engine.record(.collection) { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves an item: the item at `newIndexPath` and those after it slide to make room. The item
  /// keeps its cell; the data source must already have moved its data.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.record(.collection) { $0.movedItems[indexPath] = newIndexPath }
  }

  /// Moves a section with its items: the section at `newSection` and those after it slide to
  /// make room.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    engine.record(.collection) { $0.movedSections[section] = newSection }
  }

  /// Runs the insertions, deletions and reloads that `updates` makes as one update, then
  /// `completion`. Headless: nothing animates, so the completion runs at once, with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    engine.performBatchUpdates(.collection, updates, completion: completion)
  }

  /// The layout attributes of an item.
  @discardableResult
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  // MARK: Selection

  /// The selected items, or `nil` when none is selected, as UIKit documents.
  open var indexPathsForSelectedItems: [IndexPath]? {
    engine.selected.isEmpty ? nil : engine.selected.sorted()
  }

  /// Selects an item without telling the delegate, as in UIKit; optionally scrolls to it.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      // As UIKit documents: selecting nil clears the selection.
      for previous in engine.selected { deselectItem(at: previous, animated: false) }
      return
    }
    guard allowsSelection else { return }
    engine.select(indexPath, allowsMultiple: allowsMultipleSelection)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without telling the delegate, as in UIKit.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engine.deselect(indexPath)
  }

  // MARK: Scrolling

  /// Scrolls so that the item sits at the position; headless, an animated scroll completes at once.
  /// With no position for an axis, the content moves along it only as far as brings the item
  /// into view.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    updateLayoutIfNeeded()
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
    contentSize = collectionViewLayout.collectionViewContentSize
    let offset = engine.offset(
      showing: frame,
      horizontally: Self.alignment(scrollPosition, start: .left, center: .centeredHorizontally),
      vertically: Self.alignment(scrollPosition, start: .top, center: .centeredVertically))
    setContentOffset(offset, animated: animated)
  }

  // Every change of the bounds, scrolling included, is put to the layout first.
  override func boundsWillChange(to newBounds: CGRect) {
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
      collectionViewLayout.invalidateLayout()
    }
  }

  override func contentOffsetDidChange() {
    super.contentOffsetDidChange()
    setNeedsLayout()
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
    engine.layOut()
    // Self-sizing cells measured as they came into view change the layout: lay out again with
    // their sizes, until no cell coming into view changes it.
    var passes = 0
    while collectionViewLayout.needsUpdate, passes < 8 {
      passes += 1
      engine.layOut()
    }
    supplementaries.layOut()
  }
}
