import Foundation

/// The words UIKit's messages use for a list view's items: "row" and "table view", or "item"
/// and "collection view".
struct ListVocabulary {
  var item: String
  var view: String

  static let collection = ListVocabulary(item: "item", view: "collection view")
  static let table = ListVocabulary(item: "row", view: "table view")
}

/// The insertions, deletions, reloads and moves of one batch of updates, as UIKit reads them:
/// deletions and reloads name index paths before the update, insertions index paths after it,
/// and a move names one of each.
struct ListBatch {
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  var reloadedSections: Set<Int> = []
  var deletedItems: Set<IndexPath> = []
  var insertedItems: Set<IndexPath> = []
  var reloadedItems: Set<IndexPath> = []
  /// Each moved section's index before the update, with its index after it.
  var movedSections: [Int: Int] = [:]
  /// Each moved item's index path before the update, with its index path after it.
  var movedItems: [IndexPath: IndexPath] = [:]
  /// How many `beginUpdates()` are still open.
  var depth = 0

  /// Adds another batch's changes to this one.
  mutating func merge(_ other: ListBatch) {
    deletedSections.formUnion(other.deletedSections)
    insertedSections.formUnion(other.insertedSections)
    reloadedSections.formUnion(other.reloadedSections)
    deletedItems.formUnion(other.deletedItems)
    insertedItems.formUnion(other.insertedItems)
    reloadedItems.formUnion(other.reloadedItems)
    movedSections.merge(other.movedSections) { $1 }
    movedItems.merge(other.movedItems) { $1 }
  }

  /// Where each item before the update is after it, once the counts are checked as UIKit checks
  /// them. An inconsistent update stops the program with UIKit's message, as UIKit raises
  /// `NSInternalInconsistencyException`.
  func mapping(from old: [Int], to new: [Int], vocabulary: ListVocabulary) -> ListMapping {
    let words = vocabulary
    let expectedSections = old.count + insertedSections.count - deletedSections.count
    if new.count != expectedSections {
      failUpdate(
        "invalid number of sections. The number of sections contained in the \(words.view) "
          + "after the update (\(new.count)) must be equal to the number of sections contained "
          + "in the \(words.view) before the update (\(old.count)), plus or minus the number of "
          + "sections inserted or deleted (\(insertedSections.count) inserted, "
          + "\(deletedSections.count) deleted).")
    }
    let sectionsOut = deletedSections.union(movedSections.keys)
    let sectionsIn = insertedSections.union(movedSections.values)
    for section in deletedSections.union(reloadedSections).union(movedSections.keys)
    where section >= old.count {
      failUpdate(
        "attempt to delete or reload section \(section), but there are only \(old.count) "
          + "sections before the update")
    }
    let itemsOut = deletedItems.union(movedItems.keys)
    let itemsIn = insertedItems.union(movedItems.values)
    for indexPath in itemsOut.union(reloadedItems).sorted()
    where !old.indices.contains(indexPath.section) || indexPath.item >= old[indexPath.section] {
      let count = old.indices.contains(indexPath.section) ? old[indexPath.section] : 0
      failUpdate(
        "attempt to delete \(words.item) \(indexPath.item) from section \(indexPath.section) "
          + "which only contains \(count) \(words.item)s before the update")
    }
    for indexPath in itemsIn.sorted()
    where !new.indices.contains(indexPath.section) || indexPath.item >= new[indexPath.section] {
      let count = new.indices.contains(indexPath.section) ? new[indexPath.section] : 0
      failUpdate(
        "attempt to insert \(words.item) \(indexPath.item) into section \(indexPath.section), "
          + "but there are only \(count) \(words.item)s in section \(indexPath.section) after "
          + "the update")
    }
    var sections: [Int: Int] = [:]
    let kept = old.indices.filter { !sectionsOut.contains($0) }
    let targets = new.indices.filter { !sectionsIn.contains($0) }
    for (from, to) in zip(kept, targets) { sections[from] = to }
    sections.merge(movedSections) { $1 }
    var items: [IndexPath: IndexPath] = [:]
    for (from, to) in sections.sorted(by: { $0.key < $1.key })
    where !reloadedSections.contains(from) {
      let deleted = deletedItems.filter { $0.section == from }.count
      let inserted = insertedItems.filter { $0.section == to }.count
      let movedOut = movedItems.keys.filter { $0.section == from }.count
      let movedIn = movedItems.values.filter { $0.section == to }.count
      if new[to] != old[from] + inserted - deleted + movedIn - movedOut {
        failUpdate(
          "invalid number of \(words.item)s in section \(to). The number of \(words.item)s "
            + "contained in an existing section after the update (\(new[to])) must be equal to "
            + "the number of \(words.item)s contained in that section before the update "
            + "(\(old[from])), plus or minus the number of \(words.item)s inserted or deleted "
            + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus "
            + "the number of \(words.item)s moved into or out of that section (\(movedIn) moved "
            + "in, \(movedOut) moved out).")
      }
      let keptItems = (0..<old[from]).filter {
        !itemsOut.contains(IndexPath(item: $0, section: from))
      }
      let targetItems = (0..<new[to]).filter {
        !itemsIn.contains(IndexPath(item: $0, section: to))
      }
      for (item, target) in zip(keptItems, targetItems) {
        items[IndexPath(item: item, section: from)] = IndexPath(item: target, section: to)
      }
    }
    // A moved item keeps its cell at its new place, unless its section went.
    for (from, to) in movedItems where sections[from.section] != nil {
      items[from] = to
    }
    return ListMapping(
      items: items, sections: sections, reloaded: reloadedItems,
      reloadedSections: reloadedSections)
  }

  private func failUpdate(_ reason: String) -> Never {
    preconditionFailure("Invalid update: \(reason)")
  }
}

/// Where the items and sections before an update are after it.
struct ListMapping {
  var items: [IndexPath: IndexPath]
  var sections: [Int: Int]
  var reloaded: Set<IndexPath>
  var reloadedSections: Set<Int>

  /// The item's index path after the update; nil if it was deleted or, unless kept, reloaded
  /// (its cell must be asked for again).
  func newIndexPath(for indexPath: IndexPath, keepingReloaded: Bool = false) -> IndexPath? {
    if !keepingReloaded,
      reloaded.contains(indexPath) || reloadedSections.contains(indexPath.section)
    {
      return nil
    }
    return items[indexPath]
  }

  /// The section's index after the update; nil if it was deleted or reloaded (its views must
  /// be asked for again).
  func newSection(for section: Int) -> Int? {
    reloadedSections.contains(section) ? nil : sections[section]
  }
}
