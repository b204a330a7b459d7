import Foundation

/// What a diffable data source keeps: the snapshot a list shows, read by index path, and the
/// batch of updates that takes the list from it to a newer one.
///
/// The batch names what changed by identity: sections and items that left are deleted, those
/// that came are inserted, and those marked for reloading or reconfiguring are reloaded. Items
/// whose order changed within a section, and sections whose order changed, are deleted and
/// inserted again (UIKit would move them; headless, nothing animates, and the cells are the same).
struct SnapshotStore<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Item>

  private(set) var snapshot = Snapshot()
  private var items: [[Item]] = []

  var counts: [Int] { items.map(\.count) }

  func item(at indexPath: IndexPath) -> Item? {
    guard items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  func indexPath(of item: Item) -> IndexPath? {
    guard let section = snapshot.sectionIdentifier(containingItem: item),
      let sectionIndex = snapshot.indexOfSection(section),
      let index = items[sectionIndex].firstIndex(of: item)
    else { return nil }
    return IndexPath(item: index, section: sectionIndex)
  }

  func section(at index: Int) -> Section? {
    let sections = snapshot.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  /// Takes the newer snapshot, and returns the batch that updates a list showing the older one.
  mutating func replace(with newer: Snapshot) -> ListBatch {
    let older = snapshot
    snapshot = newer.withoutMarks()
    items = newer.sectionIdentifiers.map { newer.itemIdentifiers(inSection: $0) }
    return Self.batch(from: older, to: newer)
  }

  private static func batch(from old: Snapshot, to new: Snapshot) -> ListBatch {
    var batch = ListBatch()
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let keptSections = kept(oldSections, newSections)
    for (index, section) in oldSections.enumerated() where !keptSections.contains(section) {
      batch.deletedSections.insert(index)
    }
    for (index, section) in newSections.enumerated() where !keptSections.contains(section) {
      batch.insertedSections.insert(index)
    }
    let reloadedSections = Set(new.reloadedSectionIdentifiers)
    let reloadedItems = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
    for section in keptSections {
      guard let from = old.indexOfSection(section), let to = new.indexOfSection(section) else {
        continue
      }
      if reloadedSections.contains(section) {
        batch.reloadedSections.insert(from)
        continue
      }
      let oldItems = old.itemIdentifiers(inSection: section)
      let newItems = new.itemIdentifiers(inSection: section)
      let keptItems = kept(oldItems, newItems)
      for (index, item) in oldItems.enumerated() {
        let indexPath = IndexPath(item: index, section: from)
        if !keptItems.contains(item) {
          batch.deletedItems.insert(indexPath)
        } else if reloadedItems.contains(item) {
          batch.reloadedItems.insert(indexPath)
        }
      }
      for (index, item) in newItems.enumerated() where !keptItems.contains(item) {
        batch.insertedItems.insert(IndexPath(item: index, section: to))
      }
    }
    return batch
  }

  // The identifiers in both lists, if they keep their order; none if any of them moved, so that
  // every one that is in both lists is deleted and inserted again.
  private static func kept<T: Hashable>(_ old: [T], _ new: [T]) -> Set<T> {
    let newSet = Set(new)
    let oldSet = Set(old)
    let commonOld = old.filter { newSet.contains($0) }
    return commonOld == new.filter { oldSet.contains($0) } ? Set(commonOld) : []
  }
}
