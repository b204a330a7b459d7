import Foundation

/// The state of a list's data at one moment: sections and their items, each named by a unique
/// identifier, to hand to a diffable data source.
///
/// As Apple documents, every section and item identifier must be unique in a snapshot: adding
/// one that is already there stops the program, as UIKit raises an exception for it, with
/// UIKit's message.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
{
  private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
  private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

  /// The items marked for reloading, in the order they were marked.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items marked for reconfiguring, in the order they were marked.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections marked for reloading, in the order they were marked.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// Creates an empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of items in all sections.
  public var numberOfItems: Int { sectionOfItem.count }

  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

  /// The items of every section, in order.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in a section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The items of a section, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    sections[position(of: identifier)].items
  }

  /// The section that holds an item, or `nil` if no section does.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The position of an item among all the snapshot's items, or `nil` if it is not there.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// The position of a section, or `nil` if it is not there.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  // MARK: Items

  /// Adds items at the end of a section, or of the last section when none is given.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard let section = sectionIdentifier.map(position(of:)) ?? sections.indices.last else {
      preconditionFailure(
        "There are currently no sections in the data source. Please add a section first.")
    }
    add(identifiers, to: section, at: sections[section].items.count)
  }

  /// Adds items just before an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    let (section, item) = location(of: beforeIdentifier)
    add(identifiers, to: section, at: item)
  }

  /// Adds items just after an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    let (section, item) = location(of: afterIdentifier)
    add(identifiers, to: section, at: item + 1)
  }

  /// Removes items; those that are not there are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let doomed = Set(identifiers)
    for index in sections.indices {
      sections[index].items.removeAll { doomed.contains($0) }
    }
    for identifier in identifiers { sectionOfItem[identifier] = nil }
  }

  /// Removes every item, keeping no section either.
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves an item just before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  /// Moves an item just after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  /// Marks items so that applying the snapshot asks for new cells for them.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = location(of: identifier) }
    reloadedItemIdentifiers += identifiers
  }

  /// Marks items so that applying the snapshot configures their cells again. Headless: the
  /// same as reloading them.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers { _ = location(of: identifier) }
    reconfiguredItemIdentifiers += identifiers
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    addSections(identifiers, at: sections.count)
  }

  /// Adds sections just before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    addSections(identifiers, at: position(of: toIdentifier))
  }

  /// Adds sections just after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    addSections(identifiers, at: position(of: toIdentifier) + 1)
  }

  /// Removes sections and their items; those that are not there are ignored.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers)
    for section in sections where doomed.contains(section.identifier) {
      for item in section.items { sectionOfItem[item] = nil }
    }
    sections.removeAll { doomed.contains($0.identifier) }
  }

  /// Marks sections so that applying the snapshot asks for all their cells again.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { _ = position(of: identifier) }
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: Bookkeeping

  /// The same sections and items, with no item or section marked for reloading: what a data
  /// source keeps once it applied the snapshot.
  func withoutMarks() -> Self {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    return copy
  }

  private func position(of section: SectionIdentifierType) -> Int {
    guard let index = indexOfSection(section) else {
      preconditionFailure("Invalid section identifier. Section identifier not found: \(section)")
    }
    return index
  }

  private func location(of item: ItemIdentifierType) -> (section: Int, item: Int) {
    guard let section = sectionOfItem[item].map(position(of:)),
      let index = sections[section].items.firstIndex(of: item)
    else { preconditionFailure("Invalid item identifier. Item identifier not found: \(item)") }
    return (section, index)
  }

  private mutating func add(_ items: [ItemIdentifierType], to section: Int, at index: Int) {
    let duplicates = items.filter { sectionOfItem[$0] != nil } + Self.repeated(in: items)
    guard duplicates.isEmpty else {
      preconditionFailure(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
    }
    sections[section].items.insert(contentsOf: items, at: index)
    for item in items { sectionOfItem[item] = sections[section].identifier }
  }

  private mutating func addSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    let duplicates =
      identifiers.filter { indexOfSection($0) != nil } + Self.repeated(in: identifiers)
    guard duplicates.isEmpty else {
      preconditionFailure(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
          + "\(duplicates)")
    }
    sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
  }

  private static func repeated<T: Hashable>(in values: [T]) -> [T] {
    var seen: Set<T> = []
    return values.filter { !seen.insert($0).inserted }
  }
}
