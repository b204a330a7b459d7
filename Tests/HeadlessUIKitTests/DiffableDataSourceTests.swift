import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Diffable data sources") @MainActor
struct DiffableDataSourceTests {
  enum Section: Hashable, Sendable { case fruit, vegetables }

  func makeSnapshot(fruit: [String], vegetables: [String]? = nil)
    -> NSDiffableDataSourceSnapshot<Section, String>
  {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit])
    snapshot.appendItems(fruit)
    if let vegetables {
      snapshot.appendSections([.vegetables])
      snapshot.appendItems(vegetables, toSection: .vegetables)
    }
    return snapshot
  }

  @Test("a snapshot keeps sections and items in order and answers where each is")
  func snapshotReads() {
    var snapshot = makeSnapshot(fruit: ["Apple", "Pear"], vegetables: ["Leek"])
    snapshot.insertItems(["Fig"], beforeItem: "Pear")
    snapshot.moveItem("Apple", afterItem: "Pear")
    snapshot.reloadItems(["Leek"])

    expectEqual(snapshot.sectionIdentifiers, [.fruit, .vegetables])
    expectEqual(snapshot.itemIdentifiers, ["Fig", "Pear", "Apple", "Leek"])
    expectEqual(snapshot.numberOfItems, 4)
    expectEqual(snapshot.numberOfItems(inSection: .fruit), 3)
    expectEqual(snapshot.sectionIdentifier(containingItem: "Leek"), .vegetables)
    expectEqual(snapshot.indexOfItem("Apple"), 2)
    expectEqual(snapshot.indexOfSection(.vegetables), 1)
    expectEqual(snapshot.reloadedItemIdentifiers, ["Leek"])

    snapshot.deleteItems(["Pear"])
    snapshot.deleteSections([.vegetables])
    expectEqual(snapshot.itemIdentifiers, ["Fig", "Apple"])
    expectNil(snapshot.sectionIdentifier(containingItem: "Leek"))
  }

  @Test("applying a snapshot fills the table, and the next one updates it by difference")
  func applyToATable() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    tableView.register(TitleCell.self, forCellReuseIdentifier: TitleCell.reuseIdentifier)
    let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(
        withIdentifier: TitleCell.reuseIdentifier, for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var completions = 0

    dataSource.apply(makeSnapshot(fruit: ["Apple", "Pear"]), animatingDifferences: false) {
      completions += 1
    }
    tableView.layoutIfNeeded()
    let pearCell = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    dataSource.apply(makeSnapshot(fruit: ["Fig", "Pear"], vegetables: ["Leek"])) {
      completions += 1
    }

    expectEqual(completions, 2)
    expectEqual(tableView.numberOfSections, 2)
    expectEqual(tableView.visibleCells.compactMap(\.textLabel?.text), ["Fig", "Pear", "Leek"])
    expectIdentical(tableView.cellForRow(at: IndexPath(row: 1, section: 0)), pearCell)
    expectEqual(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)), "Leek")
    expectEqual(dataSource.indexPath(for: "Pear"), IndexPath(row: 1, section: 0))
    expectNil(dataSource.indexPath(for: "Apple"))
    expectEqual(dataSource.snapshot().itemIdentifiers, ["Fig", "Pear", "Leek"])
    expectEqual(dataSource.sectionIdentifier(for: 1), .vegetables)
  }

  @Test("a collection view's diffable data source fills it with cells from the provider")
  func applyToACollectionView() {
    let list = ListFixture(rows: 0)
    let dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: list.collectionView
    ) { collectionView, indexPath, item in
      let cell =
        collectionView.dequeueReusableCell(
          withReuseIdentifier: RowCell.reuseIdentifier, for: indexPath) as? RowCell
      cell?.titleLabel.text = item
      return cell
    }
    dataSource.apply(makeSnapshot(fruit: ["Apple", "Pear"]))
    list.collectionView.layoutIfNeeded()

    var snapshot = dataSource.snapshot()
    snapshot.appendItems(["Quince"])
    snapshot.reconfigureItems(["Apple"])
    dataSource.apply(snapshot)

    expectEqual(list.visibleItems, [0, 1, 2])
    let texts = list.collectionView.visibleCells.compactMap { ($0 as? RowCell)?.titleLabel.text }
    expectEqual(texts.sorted(), ["Apple", "Pear", "Quince"])
    expectEqual(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)), "Quince")
  }

  #if compiler(>=6.2)
    @Test("appending an item that is already in the snapshot stops the program, as Apple's does")
    func duplicateItems() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Pear", "Apple"])
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("supplied item identifiers are not unique"))
      #expect(message.contains("\"Apple\""))
    }
  #endif
}
