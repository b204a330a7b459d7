import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// A header view of a registered class that counts how often it was prepared for reuse.
final class CountingHeaderView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "CountingHeaderView"
  private(set) var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// Dequeues a registered header for every section, and remembers each header handed out.
final class ReusingHeaderDelegate: NSObject, UITableViewDelegate {
  private(set) var headersHandedOut: [UITableViewHeaderFooterView] = []
  var target: ((IndexPath, IndexPath) -> IndexPath)?

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = tableView.dequeueReusableHeaderFooterView(
      withIdentifier: CountingHeaderView.reuseIdentifier)
    header?.textLabel?.text = "Section \(section)"
    if let header, !headersHandedOut.contains(where: { $0 === header }) {
      headersHandedOut.append(header)
    }
    return header
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }
}

/// A data source whose rows can all move but the first of each section, which logs the moves.
final class ReorderingDataSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  private(set) var moves: [String] = []

  init(sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row > 0
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append(
      "\(sourceIndexPath.section).\(sourceIndexPath.row)->"
        + "\(destinationIndexPath.section).\(destinationIndexPath.row)")
    let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
  }
}

@MainActor
final class ReorderingFixture {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
  let dataSource: ReorderingDataSource
  let delegate = ReusingHeaderDelegate()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))

  init(sections: [[String]]) {
    dataSource = ReorderingDataSource(sections: sections)
    tableView.rowHeight = 40
    tableView.sectionHeaderHeight = 30
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.register(
      CountingHeaderView.self,
      forHeaderFooterViewReuseIdentifier: CountingHeaderView.reuseIdentifier)
    tableView.dataSource = dataSource
    tableView.delegate = delegate
    let screen = UIViewController()
    screen.view.addSubview(tableView)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  /// The texts of the cells on screen, in row order.
  var rowTexts: [String] {
    tableView.visibleCells.compactMap { $0.textLabel?.text }
  }
}

@Suite("Table header reuse and row moves") @MainActor
struct TableViewReorderingTests {
  @Test("a registered header class makes the delegate's headers, reused after a reload")
  func headersAreReused() {
    let table = ReorderingFixture(sections: [["a", "b"], ["c"]])

    let first = table.delegate.headersHandedOut
    expectEqual(first.count, 2)
    #expect(first.allSatisfy { $0 is CountingHeaderView })
    expectEqual(first.map(\.reuseIdentifier), ["CountingHeaderView", "CountingHeaderView"])
    #expect(table.tableView.headerView(forSection: 1) === first[1])
    expectEqual(table.tableView.headerView(forSection: 1)?.textLabel?.text, "Section 1")

    table.tableView.reloadData()
    table.tableView.layoutIfNeeded()

    expectEqual(table.delegate.headersHandedOut.count, 2, "no new header was made")
    let counts = first.compactMap { ($0 as? CountingHeaderView)?.reuseCount }
    expectEqual(counts, [1, 1], "each was prepared for reuse once")
    expectEqual(table.tableView.headerView(forSection: 0)?.textLabel?.text, "Section 0")
  }

  @Test("a header that scrolls out of view goes back to the pool for a section coming in")
  func headersReusedWhileScrolling() {
    // Ten sections of a 30-point header and two 40-point rows: 110 points each.
    let table = ReorderingFixture(sections: (0..<10).map { ["\($0)a", "\($0)b"] })
    expectEqual(table.delegate.headersHandedOut.count, 6, "the headers of sections 0 to 5")

    table.tableView.contentOffset = CGPoint(x: 0, y: 500)
    table.tableView.layoutIfNeeded()

    expectEqual(table.delegate.headersHandedOut.count, 6, "no new header was made")
    let reused = table.delegate.headersHandedOut.compactMap { $0 as? CountingHeaderView }
    expectEqual(reused.map(\.reuseCount).reduce(0, +), 4, "sections 6 to 9 took reused headers")
    expectEqual(table.tableView.headerView(forSection: 9)?.textLabel?.text, "Section 9")
    #expect(table.tableView.headerView(forSection: 0) == nil)
  }

  @Test("dequeuing a header of an unregistered identifier gives nil; a nil class unregisters")
  func unregisteredHeaders() {
    let tableView = UITableView(frame: .zero, style: .plain)
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
    expectEqual(
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "H")?.reuseIdentifier, "H")
    tableView.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "H")
    #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "H") == nil)
  }

  @Test("moveRow(at:to:) moves a row with its cell, within and across sections")
  func moveRow() {
    let table = ReorderingFixture(sections: [["a", "b", "c"], ["d"]])
    let cellA = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))

    table.dataSource.sections = [["b", "c"], ["d", "a"]]
    table.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))

    #expect(table.tableView.cellForRow(at: IndexPath(row: 1, section: 1)) === cellA)
    expectEqual(table.tableView.numberOfRows(inSection: 0), 2)
    expectEqual(table.tableView.numberOfRows(inSection: 1), 2)
    expectEqual(table.rowTexts, ["b", "c", "d", "a"])
    expectEqual(
      table.tableView.rectForRow(at: IndexPath(row: 1, section: 1)),
      CGRect(x: 0, y: 180, width: 320, height: 40))
  }

  @Test("a move combines with a deletion in one batch: each names its own index paths")
  func moveWithDeletion() {
    let table = ReorderingFixture(sections: [["a", "b", "c", "d"]])
    let cellB = table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    let cellC = table.tableView.cellForRow(at: IndexPath(row: 2, section: 0))

    table.dataSource.sections = [["c", "b", "d"]]
    table.tableView.performBatchUpdates {
      table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.tableView.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
    }

    #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellC)
    #expect(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === cellB)
    expectEqual(table.rowTexts, ["c", "b", "d"])
  }

  @Test("moveSection(_:toSection:) moves a section with its rows and keeps their cells")
  func moveSection() {
    let table = ReorderingFixture(sections: [["a"], ["b", "c"], ["d"]])
    let cellB = table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))

    table.dataSource.sections = [["b", "c"], ["a"], ["d"]]
    table.tableView.moveSection(1, toSection: 0)

    #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)
    expectEqual(table.rowTexts, ["b", "c", "a", "d"])
  }

  @Test("a collection view moves items and sections, keeping their cells")
  func collectionMoves() {
    let fixture = CollectionMoveFixture(sections: [["a", "b", "c"], ["d"]])
    let cellA = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))

    fixture.dataSource.sections = [["b", "c", "a"], ["d"]]
    fixture.collectionView.moveItem(
      at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellA)

    fixture.dataSource.sections = [["d"], ["b", "c", "a"]]
    fixture.collectionView.moveSection(1, toSection: 0)
    #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) === cellA)
    expectEqual(fixture.collectionView.numberOfItems(inSection: 0), 1)
  }

  @Test("dragging a reorder control asks canMove and the target, then moves the row")
  func dragRow() throws {
    let table = ReorderingFixture(sections: [["a", "b", "c"], ["d", "e"]])
    var asked: [String] = []
    table.delegate.target = { source, proposed in
      asked.append("\(source.row)->\(proposed.section).\(proposed.row)")
      // Keep rows out of the first place of a section, which is pinned.
      return proposed.row == 0 ? IndexPath(row: 1, section: proposed.section) : proposed
    }
    let touches = Touches(window: table.window)

    #expect(throws: TouchError.self) { try touches.dragRow(at: 2, to: 0) }
    table.tableView.setEditing(true, animated: false)
    #expect(throws: TouchError.self) { try touches.dragRow(at: 0, to: 2) }
    try touches.dragRow(at: 2, to: 3)

    expectEqual(asked, ["2->1.0"])
    expectEqual(table.dataSource.moves, ["0.2->1.1"])
    expectEqual(table.dataSource.sections, [["a", "b"], ["d", "c", "e"]])
    expectEqual(table.rowTexts, ["a", "b", "d", "c", "e"])
  }

  @Test("a cell shows no reorder control unless asked")
  func reorderControl() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(!cell.showsReorderControl)
    cell.showsReorderControl = true
    #expect(cell.showsReorderControl)
  }
}

/// A collection view of text items on a flow layout, in a window.
final class TextItemsDataSource: NSObject, UICollectionViewDataSource {
  var sections: [[String]]

  init(sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
    (cell as? TagCell)?.label.text = sections[indexPath.section][indexPath.item]
    return cell
  }
}

/// A cell whose label is pinned 8 points inside its content view.
final class TagCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let views = ["label": label]
    for format in ["H:|-8-[label]-8-|", "V:|-8-[label]-8-|"] {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: [], metrics: nil, views: views))
    }
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
final class CollectionMoveFixture {
  let layout = UICollectionViewFlowLayout()
  let collectionView: UICollectionView
  let dataSource: TextItemsDataSource

  init(sections: [[String]], estimated: CGSize = .zero) {
    layout.itemSize = CGSize(width: 60, height: 40)
    layout.estimatedItemSize = estimated
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
    dataSource = TextItemsDataSource(sections: sections)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }
}
