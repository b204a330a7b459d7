import Foundation

/// A vertical list of rows in sections, fed by a data source and told about by a delegate.
///
/// The same engine as `UICollectionView` runs it, with a list layout: the data source and
/// delegate are held weakly; `reloadData()` and scrolling lay out on the next layout pass; only
/// the rows whose frames meet the bounds get cells, dequeued from a reuse pool, and
/// `tableView(_:willDisplay:forRowAt:)` fires as each comes into view.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's style.
  open private(set) var style: Style

  /// The object that supplies the sections, rows and cells, held weakly as in UIKit.
  open weak var dataSource: UITableViewDataSource? {
    didSet { reloadData() }
  }

  /// The object told about heights, display, selection and editing, held weakly as in UIKit.
  open weak var delegate: UITableViewDelegate? {
    get { storedDelegate }
    set {
      storedDelegate = newValue
      scrollDelegate = newValue
      forgetSectionViews()
      setNeedsLayout()
    }
  }

  // Setting the scroll view's `delegate` sets the table's own, as in UIKit, where they are one
  // property; a delegate of another type is told only about scrolling.
  override func setScrollViewDelegate(_ delegate: UIScrollViewDelegate?) {
    self.delegate = delegate as? UITableViewDelegate
    scrollDelegate = delegate
  }

  /// The object told which rows to load ahead of display, held weakly as in UIKit. Headless:
  /// it is asked for the rows within one screen's height beyond the bounds, ahead of the
  /// scrolling, at each layout pass.
  open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
    didSet { setNeedsLayout() }
  }

  /// Whether the table asks its prefetch data source ahead of display; `true` by default.
  open var isPrefetchingEnabled = true

  /// The height of every row the delegate does not size.
  open var rowHeight = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// The height taken for a row of automatic height.
  open var estimatedRowHeight = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// The height of each section header the delegate does not size.
  open var sectionHeaderHeight = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// The space above each section header (kept; the kit's table puts none there);
  /// `automaticDimension` by default.
  open var sectionHeaderTopPadding = UITableView.automaticDimension

  /// The height of each section footer the delegate does not size.
  open var sectionFooterHeight = UITableView.automaticDimension { didSet { setNeedsLayout() } }

  /// The height taken for a section header of automatic height.
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// The height taken for a section footer of automatic height.
  open var estimatedSectionFooterHeight = UITableView.automaticDimension {
    didSet { setNeedsLayout() }
  }

  /// How the rows are separated (kept, not drawn).
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine

  /// The default inset of the rows' separators (kept, not drawn). Headless: 16 points on the
  /// left, an iPhone's layout margin, from which UIKit derives it.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// The separators' colour (kept, not drawn); gray by default, as Apple documents.
  open var separatorColor: UIColor? = .gray

  /// A view above the first section.
  open var tableHeaderView: UIView? {
    didSet { replace(oldValue, with: tableHeaderView) }
  }

  /// A view below the last section.
  open var tableFooterView: UIView? {
    didSet { replace(oldValue, with: tableFooterView) }
  }

  /// A view behind the rows, such as an empty-state message.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.frame = CGRect(origin: .zero, size: bounds.size)
        insertSubview(backgroundView, at: 0)
      }
    }
  }

  /// Whether a person can select rows.
  open var allowsSelection = true

  /// Whether a person can select more than one row.
  open var allowsMultipleSelection = false

  /// Whether a person can select more than one row while the table is editing; `false` by
  /// default (kept).
  open var allowsMultipleSelectionDuringEditing = false

  /// The colour of the section index's titles (kept, not drawn).
  open var sectionIndexColor: UIColor?

  /// The colour behind the section index (kept, not drawn).
  open var sectionIndexBackgroundColor: UIColor?

  /// The fewest rows the table has before it shows its section index (kept; the transcript
  /// shows the index whatever the count).
  open var sectionIndexMinimumDisplayRowCount = 0

  /// Whether the table is in editing mode.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  private weak var storedDelegate: UITableViewDelegate?
  private var storedIsEditing = false
  lazy var engine = ListEngine(host: self)
  var layout = TableListLayout()
  lazy var sectionViews = TableSectionViews(tableView: self)
  /// The registered header and footer views and those free for reuse.
  var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()

  /// Creates a table view of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Cells

  /// Registers a cell class to make cells for a reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      engine.pool.registrations[identifier] = nil
      return
    }
    guard let reusable = cellClass as? UITableViewCell.Type else {
      preconditionFailure("\(cellClass) is not a subclass of UITableViewCell")
    }
    engine.pool.registrations[identifier] = { reusable.init(_dequeuedWithReuseIdentifier: $0) }
  }

  /// Registers a nib whose first top-level cell makes cells for a reuse identifier; each new
  /// cell is made from the nib anew and woken with `awakeFromNib()`. `nil` unregisters.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    engine.pool.registrations[identifier] = nib.map { nib in
      { identifier in
        let cell = nib.firstObject(of: UITableViewCell.self)
        cell.reuseIdentifier = identifier
        return cell
      }
    }
  }

  /// A reused cell (after `prepareForReuse()`), a new one of the registered class, or `nil`
  /// when there is neither.
  @discardableResult
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    engine.dequeue(identifier)
  }

  /// A cell for the row: a reused one (after `prepareForReuse()`) or a new one of the
  /// registered class.
  @discardableResult
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = engine.dequeue(identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard")
    }
    return cell
  }

  /// The visible cell of a row, or `nil` if the row is not on screen (after the last layout
  /// pass, as in UIKit).
  @discardableResult
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    engine.displayed[indexPath]
  }

  /// The cells on screen after the last layout pass, in row order.
  open var visibleCells: [UITableViewCell] {
    engine.displayed.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the rows on screen after the last layout pass, in row order; `nil`
  /// when none is, as UIKit documents.
  open var indexPathsForVisibleRows: [IndexPath]? {
    engine.displayed.isEmpty ? nil : engine.displayed.keys.sorted()
  }

  /// The index path of a visible cell.
  @discardableResult
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    engine.indexPath(for: cell)
  }

  /// The frame of a row in the table's content, worked out now; `.zero` for a row that does
  /// not exist.
  @discardableResult
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    prepareLayout()
    return layout.frameOfRow(at: indexPath) ?? .zero
  }

  /// The header view of a section, if it is a standard one and on screen.
  @discardableResult
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    onScreen(sectionViews.made(.header, section)) as? UITableViewHeaderFooterView
  }

  /// The footer view of a section, if it is a standard one and on screen.
  @discardableResult
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    onScreen(sectionViews.made(.footer, section)) as? UITableViewHeaderFooterView
  }

  // MARK: Header and footer views

  /// Registers a class to make header and footer views for a reuse identifier; `nil`
  /// unregisters.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      headerFooterPool.registrations[identifier] = nil
      return
    }
    guard let reusable = aClass as? UITableViewHeaderFooterView.Type else {
      preconditionFailure("\(aClass) is not a subclass of UITableViewHeaderFooterView")
    }
    headerFooterPool.registrations[identifier] = {
      reusable.init(_dequeuedWithReuseIdentifier: $0)
    }
  }

  /// Registers a nib whose first top-level header or footer view makes the views for a reuse
  /// identifier; each is made from the nib anew and woken with `awakeFromNib()`. `nil`
  /// unregisters.
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterPool.registrations[identifier] = nib.map { nib in
      { identifier in
        let view = nib.firstObject(of: UITableViewHeaderFooterView.self)
        view.reuseIdentifier = identifier
        return view
      }
    }
  }

  /// A header or footer view the table let go of (after `prepareForReuse()`), a new one of the
  /// registered class or nib, or `nil` when there is neither.
  @discardableResult
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterPool.dequeue(identifier, key: identifier)
  }

  // MARK: Geometry
  // Worked out now, in the table's own coordinates (its content).

  /// The row at a point of the table's content, or `nil` when the point is in no row (on a
  /// header, a footer, or beyond the rows).
  @discardableResult
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    prepareLayout()
    for (section, frames) in layout.rows.enumerated() {
      if let row = frames.firstIndex(where: { $0.contains(point) }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The rows whose frames meet a rectangle of the table's content, in row order; empty when
  /// none does.
  @discardableResult
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    prepareLayout()
    var found: [IndexPath] = []
    for (section, frames) in layout.rows.enumerated() {
      for (row, frame) in frames.enumerated()
      where ListEngine<UITableView>.overlaps(frame, rect) {
        found.append(IndexPath(row: row, section: section))
      }
    }
    return found
  }

  /// The frame of a whole section, its header, rows and footer; `.zero` for a section that
  /// does not exist.
  @discardableResult
  open func rect(forSection section: Int) -> CGRect {
    prepareLayout()
    guard layout.headers.indices.contains(section) else { return .zero }
    let header = layout.headers[section]
    let footer = layout.footers[section]
    return CGRect(
      x: header.minX, y: header.minY, width: header.width, height: footer.maxY - header.minY)
  }

  /// The frame of a section's header (of height zero when the section has none); `.zero` for
  /// a section that does not exist.
  @discardableResult
  open func rectForHeader(inSection section: Int) -> CGRect {
    prepareLayout()
    return layout.headers.indices.contains(section) ? layout.headers[section] : .zero
  }

  /// The frame of a section's footer (of height zero when the section has none); `.zero` for
  /// a section that does not exist.
  @discardableResult
  open func rectForFooter(inSection section: Int) -> CGRect {
    prepareLayout()
    return layout.footers.indices.contains(section) ? layout.footers[section] : .zero
  }

  // MARK: Data

  /// Forgets the rows and asks the data source again on the next layout pass.
  open func reloadData() {
    forgetSectionViews()
    engine.reloadData()
  }

  /// The number of sections, as last reported by the data source.
  open var numberOfSections: Int { engine.counts().count }

  /// The number of rows in a section, as last reported by the data source.
  @discardableResult
  open func numberOfRows(inSection section: Int) -> Int {
    engine.numberOfItems(inSection: section)
  }

  // MARK: Updates
  // As in UIKit, the data source must already answer with the new counts; an update whose
  // counts do not add up stops the program with UIKit's "Invalid update" message, where UIKit
  // raises `NSInternalInconsistencyException`. Headless, no animation runs.

  /// Inserts rows at the index paths they have after the update.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.insertedItems.formUnion(indexPaths) }
  }

  /// Deletes the rows at the index paths they have before the update.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.deletedItems.formUnion(indexPaths) }
  }

  /// Asks the data source again for the cells of the rows.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.reloadedItems.formUnion(indexPaths) }
  }

  /// Inserts sections at the indexes they have after the update.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes the sections at the indexes they have before the update.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source again for the sections' rows, titles and cells.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a row: the row at `newIndexPath` and those after it slide to make room. The row
  /// keeps its cell; the data source must already have moved its data.
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update { $0.movedItems[indexPath] = newIndexPath }
  }

  /// Moves a section with its rows: the section at `newSection` and those after it slide to
  /// make room.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update { $0.movedSections[section] = newSection }
  }

  /// Runs the insertions, deletions and reloads that `updates` makes as one update, then
  /// `completion`. Headless: nothing animates, so the completion runs at once, with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    forgetSectionViews()
    engine.performBatchUpdates(.table, updates, completion: completion)
  }

  /// Starts a group of updates that `endUpdates()` applies as one.
  open func beginUpdates() {
    engine.beginUpdates()
  }

  /// Applies the updates since the matching `beginUpdates()`.
  open func endUpdates() {
    forgetSectionViews()
    engine.endUpdates(.table)
  }

  // MARK: Selection

  /// The selected row, the first in order if several are; `nil` when none is.
  open var indexPathForSelectedRow: IndexPath? { engine.selected.min() }

  /// The selected rows, or `nil` when none is selected, as UIKit documents.
  open var indexPathsForSelectedRows: [IndexPath]? {
    engine.selected.isEmpty ? nil : engine.selected.sorted()
  }

  /// Selects a row without telling the delegate, as in UIKit; optionally scrolls to it.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for previous in engine.selected { deselectRow(at: previous, animated: false) }
      return
    }
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
    engine.select(indexPath, allowsMultiple: allowsMultipleSelection)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row without telling the delegate, as in UIKit.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    engine.deselect(indexPath)
  }

  /// Whether a person can select rows while the table is editing.
  open var allowsSelectionDuringEditing = false

  // MARK: Editing

  /// Enters or leaves editing mode, and tells the visible cells.
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedIsEditing = editing
    for cell in visibleCells { cell.setEditing(editing, animated: animated) }
  }

  // MARK: Scrolling

  /// Scrolls so that the row sits at the position (`.none`: just into view); headless, an
  /// animated scroll completes at once.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    prepareLayout()
    guard let frame = layout.frameOfRow(at: indexPath) else { return }
    let alignment: ListAlignment =
      switch scrollPosition {
      case .none: .nearest
      case .top: .start
      case .middle: .center
      case .bottom: .end
      }
    let offset = engine.offset(showing: frame, horizontally: .nearest, vertically: alignment)
    setContentOffset(offset, animated: animated)
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
    layOutSectionViews()
  }
}
