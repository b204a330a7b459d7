import Foundation

// The one reuse-and-viewport engine behind every list view: `UICollectionView` and `UITableView`
// are hosts of it, each with its own layout, data source and delegate. The engine keeps the
// counts the data source last gave, the reuse pool, the cells on screen and the selection; on
// each layout pass it gives cells to the items whose frames meet the bounds and takes them from
// the items that left, telling the host's delegate as each comes and goes.

/// A view a list view reuses: a cell, or a collection view's header or footer.
@MainActor
protocol ReusableListView: UIView {
  /// The identifier the view was made or dequeued with.
  var reuseIdentifier: String? { get }
  /// Resets the view before it is handed out again.
  func prepareForReuse()
}

/// A cell the engine reuses: a collection view cell or a table view cell.
@MainActor
protocol ReusableListCell: ReusableListView {
  /// Shows the cell selected or not, as its list view tells it (UIKit calls `isSelected` on a
  /// collection view cell and `setSelected(_:animated:)` on a table view cell).
  func showSelected(_ selected: Bool)
}

/// A list view the engine works for: it asks the data source, lays out and tells the delegate.
@MainActor
protocol ListEngineHost: UIScrollView {
  associatedtype Cell: ReusableListCell
  /// The number of items in each section, asked afresh from the data source.
  func itemCountsFromDataSource() -> [Int]
  /// Lays the items out for the counts the engine holds; returns the content size.
  func prepareItemLayout() -> CGSize
  /// Told when the items changed, before the next layout pass: with where they went for a
  /// batch of updates, with nil for a reload.
  func itemsDidChange(_ mapping: ListMapping?)
  /// An item's frame in the content, as the last `prepareItemLayout()` placed it.
  func frameOfItem(at indexPath: IndexPath) -> CGRect?
  /// The items whose frames meet a rectangle of the content, with their frames, if the layout
  /// can say so at once; `nil` to have each item's frame asked instead.
  func itemsMeeting(_ rect: CGRect) -> [(indexPath: IndexPath, frame: CGRect)]?
  /// The data source's cell for an item.
  func cellFromDataSource(at indexPath: IndexPath) -> Cell?
  /// Tells the delegate a cell is about to come into view.
  func willDisplay(_ cell: Cell, at indexPath: IndexPath)
  /// Tells the delegate a cell left the view.
  func didEndDisplaying(_ cell: Cell, at indexPath: IndexPath)
  /// Whether a prefetch data source is set and prefetching is enabled.
  var prefetchesItems: Bool { get }
  /// Asks the prefetch data source to start loading the items' data, the most urgent first.
  func prefetchItems(at indexPaths: [IndexPath])
  /// Tells the prefetch data source the items are no longer expected soon.
  func cancelPrefetchingItems(at indexPaths: [IndexPath])
}

@MainActor
final class ListEngine<Host: ListEngineHost> {
  typealias Cell = Host.Cell

  unowned let host: Host
  /// The registered cells and the cells free for reuse, by reuse identifier.
  var pool = ReusePool<Cell>()
  private(set) var displayed: [IndexPath: Cell] = [:]
  private var itemCounts: [Int]?
  private(set) var selected: Set<IndexPath> = []
  /// The batch being recorded, while `performBatchUpdates` or `beginUpdates()` runs.
  var batch: ListBatch?
  /// The items handed to the prefetch data source and not yet shown or cancelled.
  private var prefetching = ListPrefetching()

  init(host: Host) {
    self.host = host
  }

  // MARK: Cells

  /// A cell from the reuse pool (prepared for reuse), a new one of the registered kind, or nil.
  func dequeue(_ identifier: String) -> Cell? {
    pool.dequeue(identifier, key: identifier)
  }

  func indexPath(for cell: UIView) -> IndexPath? {
    displayed.first { $0.value === cell }?.key
  }

  // MARK: Counts

  /// The counts the data source last gave, asking it if it has not been asked since a reload.
  func counts() -> [Int] {
    if let itemCounts { return itemCounts }
    let counts = host.itemCountsFromDataSource().map { max(0, $0) }
    itemCounts = counts
    return counts
  }

  /// Whether the data source has been asked since the last reload.
  var hasCounts: Bool { itemCounts != nil }

  func numberOfItems(inSection section: Int) -> Int {
    let counts = counts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Forgets the counts, the selection and the cells on screen; the next pass asks again.
  func reloadData() {
    itemCounts = nil
    host.itemsDidChange(nil)
    selected = []
    // A reload prefetches afresh, as at the first pass: forgetting, not cancelling.
    prefetching = ListPrefetching()
    for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) {
      recycle(cell, at: indexPath)
    }
    host.setNeedsLayout()
  }

  // MARK: Selection

  func select(_ indexPath: IndexPath, allowsMultiple: Bool) {
    if !allowsMultiple {
      for previous in selected where previous != indexPath { deselect(previous) }
    }
    selected.insert(indexPath)
    displayed[indexPath]?.showSelected(true)
  }

  func deselect(_ indexPath: IndexPath) {
    selected.remove(indexPath)
    displayed[indexPath]?.showSelected(false)
  }

  // MARK: The layout pass

  /// Lays out the items, recycles the cells that left the bounds and displays the items that
  /// came into them.
  func layOut() {
    _ = counts()
    host.contentSize = host.prepareItemLayout()
    // When the content shrinks below the offset, come back to the end of the content.
    let limit = host.maximumContentOffset
    let offset = host.contentOffset
    if offset.x > limit.x || offset.y > limit.y {
      host.bounds.origin = CGPoint(x: min(offset.x, limit.x), y: min(offset.y, limit.y))
    }
    // The prefetch window is asked of the layout before the bounds, so that the bounds are
    // the last rectangle the layout answered for (a collection view keeps its supplementary
    // views from that answer).
    let prefetches = host.prefetchesItems
    let window = prefetches ? prefetchWindowItems() : []
    let visible = visibleItems()
    Self.reconcile(displayed, with: visible, recycle: recycle, display: display(_:in:))
    if prefetches {
      let changes = prefetching.update(window: window, visible: visible)
      if !changes.cancelled.isEmpty { host.cancelPrefetchingItems(at: changes.cancelled) }
      if !changes.prefetched.isEmpty { host.prefetchItems(at: changes.prefetched) }
    } else {
      prefetching.reset()
    }
  }

  /// The items in the prefetch window beyond the bounds, the nearest to the bounds first.
  private func prefetchWindowItems() -> [IndexPath] {
    let window = prefetching.window(
      beyond: host.bounds, content: host.contentSize, offset: host.contentOffset)
    let items = items(meeting: window).keys
    return prefetching.isForward ? items.sorted() : items.sorted(by: >)
  }

  /// Brings the views on screen in line with the elements now visible: recycles the views of
  /// the elements that left, moves the others to their frames and displays the elements that
  /// came into view, each in key order.
  static func reconcile<Key: Comparable, View: UIView>(
    _ displayed: [Key: View], with visible: [Key: CGRect],
    recycle: (View, Key) -> Void, display: (Key, CGRect) -> Void
  ) {
    for (key, view) in displayed.sorted(by: { $0.key < $1.key }) where visible[key] == nil {
      recycle(view, key)
    }
    for (key, frame) in visible.sorted(by: { $0.key < $1.key }) {
      if let view = displayed[key] {
        view.frame = frame
      } else {
        display(key, frame)
      }
    }
  }

  /// The items on screen and their frames: those the layout says meet the bounds, or, from a
  /// layout that cannot say, those whose frames do.
  private func visibleItems() -> [IndexPath: CGRect] {
    items(meeting: host.bounds)
  }

  /// The items whose frames overlap a rectangle of the content, with their frames.
  private func items(meeting rect: CGRect) -> [IndexPath: CGRect] {
    guard host.bounds.height > 0, !rect.isEmpty else { return [:] }
    var found: [IndexPath: CGRect] = [:]
    let counts = counts()
    if let candidates = host.itemsMeeting(rect) {
      for (indexPath, frame) in candidates
      where Self.overlaps(frame, rect) && counts.indices.contains(indexPath.section)
        && (0..<counts[indexPath.section]).contains(indexPath.item)
      {
        found[indexPath] = frame
      }
      return found
    }
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        if let frame = host.frameOfItem(at: indexPath), Self.overlaps(frame, rect) {
          found[indexPath] = frame
        }
      }
    }
    return found
  }

  // An item is on screen when some of its area is: `CGRect.intersects` also counts rectangles
  // that only touch, which would show the row just above or below the viewport.
  static func overlaps(_ frame: CGRect, _ bounds: CGRect) -> Bool {
    frame.maxY > bounds.minY && frame.minY < bounds.maxY && frame.maxX > bounds.minX
      && frame.minX < bounds.maxX
  }

  private func display(_ indexPath: IndexPath, in frame: CGRect) {
    guard let cell = host.cellFromDataSource(at: indexPath) else { return }
    cell.frame = frame
    cell.showSelected(selected.contains(indexPath))
    displayed[indexPath] = cell
    host.addSubview(cell)
    cell.layoutIfNeeded()
    host.willDisplay(cell, at: indexPath)
  }

  func recycle(_ cell: Cell, at indexPath: IndexPath) {
    displayed[indexPath] = nil
    cell.removeFromSuperview()
    host.didEndDisplaying(cell, at: indexPath)
    if let identifier = cell.reuseIdentifier { pool.enqueue(cell, key: identifier) }
  }

  // MARK: Scrolling

  /// The content offset that shows `frame` at the alignments given for each axis (or, for an
  /// axis with none, moves just far enough to show it), within the content.
  func offset(showing frame: CGRect, horizontally: ListAlignment, vertically: ListAlignment)
    -> CGPoint
  {
    let x = Self.offset(
      showing: frame.minX...frame.maxX, in: host.contentOffset.x, length: host.bounds.width,
      at: horizontally)
    let y = Self.offset(
      showing: frame.minY...frame.maxY, in: host.contentOffset.y, length: host.bounds.height,
      at: vertically)
    let limit = host.maximumContentOffset
    return CGPoint(x: min(max(0, x), limit.x), y: min(max(0, y), limit.y))
  }

  // The offset along one axis that puts `span` at the start, middle or end of a viewport of
  // `length`, or that moves the viewport at `current` just far enough to show it.
  private static func offset(
    showing span: ClosedRange<CGFloat>, in current: CGFloat, length: CGFloat,
    at alignment: ListAlignment
  ) -> CGFloat {
    switch alignment {
    case .start: return span.lowerBound
    case .end: return span.upperBound - length
    case .center: return (span.lowerBound + span.upperBound) / 2 - length / 2
    case .nearest:
      if span.lowerBound < current { return span.lowerBound }
      if span.upperBound > current + length { return span.upperBound - length }
      return current
    }
  }

  // MARK: Updates

  /// Opens a batch of updates, or a nested one inside the open batch.
  func beginUpdates() {
    if batch == nil { batch = ListBatch() }
    batch?.depth += 1
  }

  /// Closes a batch; closing the outermost one applies it.
  func endUpdates(_ vocabulary: ListVocabulary) {
    guard var closing = batch else { return }
    closing.depth -= 1
    batch = closing.depth > 0 ? closing : nil
    if closing.depth == 0 { apply(closing, vocabulary: vocabulary) }
  }

  /// Records one change: into the open batch, or as a batch of its own applied at once.
  func record(_ vocabulary: ListVocabulary, _ change: (inout ListBatch) -> Void) {
    beginUpdates()
    if var open = batch {
      change(&open)
      batch = open
    }
    endUpdates(vocabulary)
  }

  /// Runs `updates` as one batch, then `completion`; headless, nothing animates, so the
  /// completion runs at once with `true`.
  func performBatchUpdates(
    _ vocabulary: ListVocabulary, _ updates: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    beginUpdates()
    updates?()
    endUpdates(vocabulary)
    completion?(true)
  }

  /// Moves the counts, the cells on screen and the selection through a checked batch of
  /// updates: cells of deleted and reloaded items are recycled, the others keep their cells
  /// under their new index paths, and the next layout pass asks for the new items.
  func apply(_ batch: ListBatch, vocabulary: ListVocabulary) {
    guard let oldCounts = itemCounts else {
      // Nothing was asked yet, so there is nothing to update: the next pass asks afresh.
      host.setNeedsLayout()
      return
    }
    let newCounts = host.itemCountsFromDataSource().map { max(0, $0) }
    let mapping = batch.mapping(from: oldCounts, to: newCounts, vocabulary: vocabulary)
    itemCounts = newCounts
    host.itemsDidChange(mapping)
    for (indexPath, cell) in displayed.sorted(by: { $0.key < $1.key }) {
      if mapping.newIndexPath(for: indexPath) == nil { recycle(cell, at: indexPath) }
    }
    displayed = Dictionary(
      uniqueKeysWithValues: displayed.compactMap { entry in
        mapping.newIndexPath(for: entry.key).map { ($0, entry.value) }
      })
    selected = Set(selected.compactMap { mapping.newIndexPath(for: $0, keepingReloaded: true) })
    prefetching.follow { mapping.newIndexPath(for: $0) }
    host.setNeedsLayout()
    host.layoutIfNeeded()
  }
}

/// The views a list view can hand out again, and how to make new ones, by reuse key: a cell's
/// reuse identifier, or a supplementary view's kind and reuse identifier.
@MainActor
struct ReusePool<View: ReusableListView> {
  /// How to make a new view for each registered key; the closure is given the reuse identifier.
  var registrations: [String: (String) -> View] = [:]
  private var free: [String: [View]] = [:]

  /// A free view of the key (prepared for reuse), a new one made for `identifier` by the key's
  /// registration, or nil.
  mutating func dequeue(_ identifier: String, key: String) -> View? {
    if let view = free[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return registrations[key]?(identifier)
  }

  /// Keeps a view that left the screen, to hand out again for its key.
  mutating func enqueue(_ view: View, key: String) {
    free[key, default: []].append(view)
  }
}

/// Where an item goes along one axis when a list scrolls to it.
enum ListAlignment {
  case nearest, start, center, end
}
