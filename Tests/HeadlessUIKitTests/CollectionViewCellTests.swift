import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Collection view cells") @MainActor
struct CollectionViewCellTests {
  final class BadgeCell: UICollectionViewCell {}

  @Test("dequeueReusableCell makes a cell of the class registered for the identifier")
  func dequeueMakesTheRegisteredClass() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(RowCell.self, forCellWithReuseIdentifier: "Row")
    collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")

    let row = collectionView.dequeueReusableCell(
      withReuseIdentifier: "Row", for: IndexPath(item: 0, section: 0))
    let badge = collectionView.dequeueReusableCell(
      withReuseIdentifier: "Badge", for: IndexPath(item: 1, section: 0))

    #expect(row is RowCell)
    expectEqual(row.reuseIdentifier, "Row")
    #expect(badge is BadgeCell)
    expectEqual(badge.reuseIdentifier, "Badge")
    #expect(row !== badge)
  }

  @Test("a registered cell class is made with its contentView in place")
  func cellHasContentView() {
    let cell = RowCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))

    expectIdentical(cell.contentView.superview, cell)
    expectEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
    expectIdentical(cell.titleLabel.superview, cell.contentView)
  }

  @Test("cells scrolled away are reused, prepared for reuse, so fewer are made than items")
  func scrolledAwayCellsAreReused() {
    let list = ListFixture(rows: 10)
    // Scrolling 33 points at a time shows at most 4 rows of 40 in a height of 100.
    for step in 1...10 {
      list.collectionView.contentOffset = CGPoint(x: 0, y: min(33 * CGFloat(step), 300))
      list.collectionView.layoutIfNeeded()
    }

    expectEqual(list.dataSource.itemsAskedFor, Array(0..<10))
    expectEqual(list.dataSource.cellsHandedOut.count, 4)
    let reuses: Int = list.dataSource.cellsHandedOut.reduce(0) { $0 + $1.reuseCount }
    expectEqual(reuses, 6)
    let lastCell = list.collectionView.cellForItem(at: IndexPath(item: 9, section: 0)) as? RowCell
    expectEqual(lastCell?.titleLabel.text, "Row 9")
    #expect(lastCell?.reuseCount ?? 0 > 0)
  }

  @Test("a cell that comes back from the pool was cleared by prepareForReuse before it is filled")
  func prepareForReuseRunsBeforeTheDataSourceFillsTheCell() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    let firstCell = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! RowCell
    firstCell.detailLabel.text = "left over"

    list.collectionView.contentOffset = CGPoint(x: 0, y: 300)
    list.collectionView.layoutIfNeeded()

    expectEqual(firstCell.reuseCount, 1)
    expectNil(firstCell.detailLabel.text)
    expectNotNil(list.collectionView.indexPath(for: firstCell))
    expectEqual(list.dataSource.cellsHandedOut.count, 3)
  }

  @Test("reloadData recycles the visible cells instead of making new ones")
  func reloadDataRecycles() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    let cells = list.dataSource.cellsHandedOut
    expectEqual(list.log.take(), ["willDisplay 0", "willDisplay 1", "willDisplay 2"])

    list.dataSource.rows = ["Seoul", "Busan"]
    list.collectionView.reloadData()
    list.collectionView.layoutIfNeeded()

    expectEqual(
      list.log.take(),
      [
        "didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2",
        "willDisplay 0", "willDisplay 1",
      ])
    expectEqual(list.dataSource.cellsHandedOut.count, 3)
    #expect(list.dataSource.cellsHandedOut.allSatisfy { cell in cells.contains { $0 === cell } })
    expectEqual(list.collectionView.numberOfItems(inSection: 0), 2)
    let texts = list.visibleItems.map { item in
      (list.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? RowCell)?
        .titleLabel.text
    }
    expectEqual(texts, ["Seoul", "Busan"])
  }

  @Test("a list cell shows its content configuration as labels, replaced when set again")
  func listCellShowsItsContentConfiguration() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "Seoul"
    content.secondaryText = "South Korea"
    cell.contentConfiguration = content

    expectEqual(labelTexts(in: cell.contentView), ["Seoul", "South Korea"])

    content.text = "Busan"
    content.secondaryText = nil
    cell.contentConfiguration = content

    expectEqual(labelTexts(in: cell.contentView), ["Busan"])
    expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, "Busan")
  }

  @Test("a cell prepared for reuse is neither selected nor highlighted")
  func reuseClearsSelectionAndHighlight() {
    let cell = RowCell(frame: .zero)
    cell.isSelected = true
    cell.isHighlighted = true

    cell.prepareForReuse()

    expectFalse(cell.isSelected)
    expectFalse(cell.isHighlighted)
  }
}
