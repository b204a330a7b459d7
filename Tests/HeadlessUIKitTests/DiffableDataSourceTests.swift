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

    #expect(snapshot.sectionIdentifiers == [.fruit, .vegetables])
    #expect(snapshot.itemIdentifiers == ["Fig", "Pear", "Apple", "Leek"])
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.numberOfItems(inSection: .fruit) == 3)
    #expect(snapshot.sectionIdentifier(containingItem: "Leek") == .vegetables)
    #expect(snapshot.indexOfItem("Apple") == 2)
    #expect(snapshot.indexOfSection(.vegetables) == 1)
    #expect(snapshot.reloadedItemIdentifiers == ["Leek"])

    snapshot.deleteItems(["Pear"])
    snapshot.deleteSections([.vegetables])
    #expect(snapshot.itemIdentifiers == ["Fig", "Apple"])
    #expect(snapshot.sectionIdentifier(containingItem: "Leek") == nil)
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

    #expect(completions == 2)
    #expect(tableView.numberOfSections == 2)
    #expect(tableView.visibleCells.compactMap(\.textLabel?.text) == ["Fig", "Pear", "Leek"])
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === pearCell)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Leek")
    #expect(dataSource.indexPath(for: "Pear") == IndexPath(row: 1, section: 0))
    #expect(dataSource.indexPath(for: "Apple") == nil)
    #expect(dataSource.snapshot().itemIdentifiers == ["Fig", "Pear", "Leek"])
    #expect(dataSource.sectionIdentifier(for: 1) == .vegetables)
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

    #expect(list.visibleItems == [0, 1, 2])
    let texts = list.collectionView.visibleCells.compactMap { ($0 as? RowCell)?.titleLabel.text }
    #expect(texts.sorted() == ["Apple", "Pear", "Quince"])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "Quince")
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
