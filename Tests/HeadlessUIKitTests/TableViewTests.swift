import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Table views") @MainActor
struct TableViewTests {
  @Test("a table asks for the rows in view on its first layout pass, and tells willDisplay")
  func firstPassDisplaysTheViewport() async {
    let table = TableFixture(rows: 10)

    #expect(table.tableView.visibleCells.isEmpty, "no cells before the layout pass")
    await drainMainQueue()

    expectEqual(table.visibleRows, ["0.0", "0.1", "0.2"])
    expectEqual(table.log.take(), ["willDisplay 0.0", "willDisplay 0.1", "willDisplay 0.2"])
    expectEqual(
      table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Row 1")
  }

  @Test("scrolling recycles the rows that left and reuses their cells, prepared for reuse")
  func scrollingReusesCells() {
    let table = TableFixture(rows: 10)
    table.tableView.layoutIfNeeded()
    _ = table.log.take()

    table.tableView.contentOffset = CGPoint(x: 0, y: 90)
    table.tableView.layoutIfNeeded()

    expectEqual(table.visibleRows, ["0.2", "0.3", "0.4"])
    expectEqual(
      table.log.take(),
      [
        "didEndDisplaying 0.0", "didEndDisplaying 0.1", "willDisplay 0.3", "willDisplay 0.4",
      ])
    expectEqual(table.dataSource.cellsHandedOut.count, 3, "two cells came back from the pool")
    let reused = table.dataSource.cellsHandedOut.compactMap { $0 as? TitleCell }
    expectEqual(reused.map(\.reuseCount).sorted(), [0, 1, 1])
    expectEqual(table.tableView.contentSize, CGSize(width: 100, height: 400))
  }

  @Test("dequeueReusableCell(withIdentifier:) is nil when nothing is registered or pooled")
  func optionalDequeue() {
    let tableView = UITableView()

    expectNil(tableView.dequeueReusableCell(withIdentifier: "Unknown"))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
    expectEqual(cell?.reuseIdentifier, "Cell")
    expectNil(cell?.detailTextLabel, "a registered cell has the default style")
    expectEqual(tableView.style, .plain)
  }

  @Test("registered subclasses are made through their own overrides, as iOS code writes them")
  func registeredSubclassesRunTheirOverrides() {
    let tableView = UITableView()
    tableView.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
    let badge = tableView.dequeueReusableCell(withIdentifier: "Badge") as? BadgeCell
    expectEqual(badge?.badge.text, "new", "the override of init(style:reuseIdentifier:) ran")
    expectEqual(badge?.reuseIdentifier, "Badge")
    expectIdentical(badge?.badge.superview, badge?.contentView)

    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    let tile =
      collectionView.dequeueReusableCell(
        withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0)) as? TileCell
    expectEqual(tile?.madeWithFrame, true, "the override of init(frame:) ran")
    expectEqual(tile?.reuseIdentifier, "Tile")
  }

  @Test("rows take their heights from heightForRowAt, and the content adds them up")
  func heightsFromTheDelegate() {
    let table = TableFixture(rows: 4)
    table.delegate.heights = ["Row 0": 10, "Row 1": 70]

    table.tableView.layoutIfNeeded()

    expectEqual(table.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 10)
    expectEqual(table.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 80)
    expectEqual(table.tableView.contentSize.height, 160)
    expectEqual(table.visibleRows, ["0.0", "0.1", "0.2"])
  }

  @Test("a row of automatic height takes the estimate, else 44 points")
  func automaticHeights() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 500), style: .grouped)
    let dataSource = SectionsDataSource(sections: [["a", "b"]], titles: [])
    tableView.register(TitleCell.self, forCellReuseIdentifier: TitleCell.reuseIdentifier)
    tableView.dataSource = dataSource

    tableView.layoutIfNeeded()
    expectEqual(tableView.rowHeight, UITableView.automaticDimension)
    expectEqual(tableView.contentSize.height, 88)

    tableView.estimatedRowHeight = 60
    tableView.layoutIfNeeded()
    expectEqual(tableView.contentSize.height, 120)
  }

  @Test("sections count their rows, and a titled section has a header view with its title")
  func sectionsAndHeaders() {
    let table = TableFixture(
      sections: [["Apple"], ["Carrot", "Leek"]], titles: ["Fruit", "Vegetables"], height: 300)

    table.tableView.layoutIfNeeded()

    expectEqual(table.tableView.numberOfSections, 2)
    expectEqual(table.tableView.numberOfRows(inSection: 1), 2)
    expectEqual(table.tableView.headerView(forSection: 1)?.textLabel?.text, "Vegetables")
    expectNil(table.tableView.footerView(forSection: 1))
    // A header of 28 points, a row, a header, then the second section's rows.
    expectEqual(table.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 96)
  }

  @Test("a tap selects the row and tells the delegate; the next tap moves the selection")
  func tapsSelectRows() throws {
    let table = TableFixture(rows: 5)
    let window = makeWindow(showing: [table.tableView])
    let touches = Touches(window: window)
    window.layoutIfNeeded()
    _ = table.log.take()

    try touches.tapItem(at: 1)
    expectEqual(table.log.take(), ["willSelect 0.1", "didSelect 0.1"])
    expectEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    expectEqual(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)

    try touches.tapItem(labeled: "Row 2")
    expectEqual(table.log.take(), ["willSelect 0.2", "didDeselect 0.1", "didSelect 0.2"])
    expectEqual(table.tableView.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])

    table.tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
    expectNil(table.tableView.indexPathForSelectedRow)
    #expect(table.log.take().isEmpty, "deselecting from code tells the delegate nothing")
  }

  @Test("willSelectRowAt can redirect a tap to another row, or refuse it with nil")
  func willSelectRedirects() throws {
    let table = TableFixture(rows: 5)
    let refused: IndexPath? = nil
    table.delegate.redirectSelection = [
      IndexPath(row: 0, section: 0): IndexPath(row: 2, section: 0),
      IndexPath(row: 1, section: 0): refused,
    ]
    let touches = Touches(window: makeWindow(showing: [table.tableView]))

    try touches.tapItem(at: 1)
    expectNil(table.tableView.indexPathForSelectedRow)
    try touches.tapItem(at: 0)
    expectEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
  }

  @Test("touches count rows through sections, and scrolling to the end shows every row")
  func touchesAcrossSections() throws {
    let table = TableFixture(sections: [["a", "b"], ["c", "d", "e"]])
    let window = makeWindow(showing: [table.tableView])
    let touches = Touches(window: window)
    window.layoutIfNeeded()
    _ = table.log.take()

    try touches.scrollToEnd()
    expectEqual(table.visibleRows, ["1.0", "1.1", "1.2"])
    expectEqual(
      table.log.take().filter { $0.hasPrefix("willDisplay") },
      [
        "willDisplay 1.1", "willDisplay 1.2",
      ])
    try touches.tapItem(at: 4)
    expectEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 1))
    try touches.scrollToItem(at: 0)
    expectEqual(table.visibleRows.first, "0.0")
  }

  @Test("swiping a row to delete asks the data source to commit the deletion")
  func swipeToDelete() throws {
    let table = TableFixture(rows: 3)
    let touches = Touches(window: makeWindow(showing: [table.tableView]))

    try touches.swipeToDelete(rowAt: 1)

    expectEqual(table.dataSource.committed, [IndexPath(row: 1, section: 0)])
    expectEqual(table.tableView.numberOfRows(inSection: 0), 2)
    expectEqual(
      table.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Row 2")
  }

  @Test("scrollToRow(at:at:animated:) puts the row at the top, middle or bottom")
  func scrollToRow() {
    let table = TableFixture(rows: 20)
    table.tableView.layoutIfNeeded()

    table.tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: true)
    expectEqual(table.tableView.contentOffset.y, 200)
    table.tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .bottom, animated: false)
    expectEqual(table.tableView.contentOffset.y, 140)
    table.tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .middle, animated: false)
    expectEqual(table.tableView.contentOffset.y, 700, "never past the end of the content")
  }
}

/// Swipe actions, as a delegate gives them and a swipe reveals them.
@Suite("Table swipe actions") @MainActor
struct TableSwipeActionTests {
  final class ArchivingDelegate: NSObject, UITableViewDelegate {
    var archived: [Int] = []
    var sourceViews: [UIView] = []

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      let archive = UIContextualAction(style: .normal, title: "Archive") {
        [weak self] _, sourceView, completion in
        self?.archived.append(indexPath.row)
        self?.sourceViews.append(sourceView)
        completion(true)
      }
      archive.backgroundColor = .systemBlue
      let configuration = UISwipeActionsConfiguration(actions: [archive])
      configuration.performsFirstActionWithFullSwipe = false
      return configuration
    }
  }

  @Test("a swipe reveals the delegate's trailing actions, and a tap runs the action's handler")
  func trailingActions() throws {
    let table = TableFixture(rows: 3)
    let delegate = ArchivingDelegate()
    table.tableView.delegate = delegate
    let touches = Touches(window: makeWindow(showing: [table.tableView]))

    try touches.swipeRow(at: 2, tapping: "Archive")

    expectEqual(delegate.archived, [2])
    expectIdentical(
      delegate.sourceViews.first, table.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    let error = thrownError(TouchError.self) { try touches.swipeToDelete(rowAt: 0) }
    expectEqual(error?.description, "row 0 has no swipe action \"Delete\"; actions: \"Archive\"")
    #expect(table.dataSource.committed.isEmpty, "custom actions replace the standard Delete")
  }

  @Test("without swipe actions, an editable row offers Delete and no leading actions")
  func standardDelete() throws {
    let table = TableFixture(rows: 3)
    let touches = Touches(window: makeWindow(showing: [table.tableView]))

    let error = thrownError(TouchError.self) {
      try touches.swipeRow(at: 0, tapping: "Pin", fromLeadingEdge: true)
    }
    expectEqual(error?.description, "row 0 has no swipe action \"Pin\"; actions: none")
    try touches.swipeRow(at: 0, tapping: "Delete")
    expectEqual(table.dataSource.committed, [IndexPath(row: 0, section: 0)])
  }
}

/// A table cell written as iOS code writes one: an override of the designated initializer and
/// the required coder initializer, nothing else.
private final class BadgeCell: UITableViewCell {
  let badge = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    badge.text = "new"
    contentView.addSubview(badge)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A collection view cell written as iOS code writes one.
private final class TileCell: UICollectionViewCell {
  private(set) var madeWithFrame = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeWithFrame = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
