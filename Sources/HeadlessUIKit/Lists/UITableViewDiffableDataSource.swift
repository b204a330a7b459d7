import Foundation

/// A table view's data source fed by snapshots: applying a snapshot updates the rows by the
/// difference from the one before, and a cell provider makes each row's cell from its item.
///
/// As in UIKit it is an open class that implements the data source's methods, so a subclass
/// overrides `tableView(_:titleForHeaderInSection:)` and the like. The table holds it weakly:
/// keep it in a property.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for an item at an index path.
  public typealias CellProvider =
    (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
    UITableViewCell?

  /// The animation of the rows a snapshot changes (kept; headless, nothing animates).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var store = SnapshotStore<SectionIdentifierType, ItemIdentifierType>()

  /// Creates a data source that makes cells with the provider, and becomes the table's data
  /// source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows a snapshot: the table's rows change by the difference from the current one, in one
  /// batch of updates. Headless: nothing animates, and the completion runs at once.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let batch = store.replace(with: snapshot)
    tableView?.update { $0.merge(batch) }
    completion?()
  }

  /// A copy of the snapshot the table shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    store.snapshot
  }

  /// The item at an index path, or `nil` if there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    store.item(at: indexPath)
  }

  /// The index path of an item, or `nil` if the snapshot does not hold it.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    store.indexPath(of: itemIdentifier)
  }

  /// The section at an index, or `nil` if there is none.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    store.section(at: index)
  }

  /// The index of a section, or `nil` if the snapshot does not hold it.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    store.snapshot.indexOfSection(sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { store.counts.count }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.counts.indices.contains(section) ? store.counts[section] : 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = store.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item)
    else {
      preconditionFailure(
        "UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
    }
    return cell
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}
