import Foundation

/// A collection view's data source fed by snapshots: applying a snapshot updates the items by
/// the difference from the one before, and a cell provider makes each item's cell.
///
/// The collection view holds it weakly: keep it in a property.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
  NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for an item at an index path.
  public typealias CellProvider =
    (
      _ collectionView: UICollectionView, _ indexPath: IndexPath,
      _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

  /// Makes the supplementary view (such as a section header) of a kind at an index path.
  public typealias SupplementaryViewProvider =
    (
      _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

  /// Makes the supplementary views the layout places, such as section headers and footers;
  /// with none, a layout that places them stops the program, as UIKit raises an exception.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var store = SnapshotStore<SectionIdentifierType, ItemIdentifierType>()

  /// Creates a data source that makes cells with the provider, and becomes the collection
  /// view's data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows a snapshot: the items change by the difference from the current one, in one batch
  /// of updates. Headless: nothing animates, and the completion runs at once.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let batch = store.replace(with: snapshot)
    collectionView?.engine.record(.collection) { $0.merge(batch) }
    completion?()
  }

  /// A copy of the snapshot the collection view shows.
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

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { store.counts.count }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    store.counts.indices.contains(section) ? store.counts[section] : 0
  }

  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = store.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else {
      preconditionFailure(
        "the cell provider returned nil for the item at index path: \(indexPath)")
    }
    return cell
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
      UICollectionView.missingSupplementaryView(ofKind: kind, at: indexPath, from: self)
    }
    return view
  }
}
