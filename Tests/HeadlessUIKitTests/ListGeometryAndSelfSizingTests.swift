import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("List geometry and self-sizing cells") @MainActor
struct ListGeometryAndSelfSizingTests {
  @Test("a table finds the row at a point and the rows in a rectangle, headers aside")
  func tableRowsAtPoints() {
    // Sections: header 0..<30, rows 30..<70, 70..<110; header 110..<140, row 140..<180.
    let table = ReorderingFixture(sections: [["a", "b"], ["c"]])
    let tableView = table.tableView

    expectEqual(tableView.indexPathForRow(at: CGPoint(x: 10, y: 75)), IndexPath(row: 1, section: 0))
    expectEqual(
      tableView.indexPathForRow(at: CGPoint(x: 10, y: 150)), IndexPath(row: 0, section: 1))
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 120)) == nil, "a header is no row")
    #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 500)) == nil)
    expectEqual(
      tableView.indexPathsForRows(in: CGRect(x: 0, y: 60, width: 10, height: 90)),
      [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
    expectEqual(tableView.indexPathsForRows(in: CGRect(x: 0, y: 400, width: 10, height: 10)), [])
    expectEqual(tableView.indexPathsForVisibleRows?.count, 3)
  }

  @Test("a table gives the frames of a section, its header and its footer")
  func tableSectionRects() {
    let table = ReorderingFixture(sections: [["a", "b"], ["c"]])
    let tableView = table.tableView

    expectEqual(tableView.rect(forSection: 1), CGRect(x: 0, y: 110, width: 320, height: 70))
    expectEqual(tableView.rectForHeader(inSection: 1), CGRect(x: 0, y: 110, width: 320, height: 30))
    expectEqual(tableView.rectForFooter(inSection: 0), CGRect(x: 0, y: 110, width: 320, height: 0))
    expectEqual(tableView.rect(forSection: 5), .zero)
  }

  @Test("a button in a cell finds its row by converting its origin to the table")
  func buttonInCell() {
    let table = ReorderingFixture(sections: [["a", "b"], ["c"]])
    let cell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 200, y: 5, width: 60, height: 30)
    cell?.contentView.addSubview(button)

    let point = button.convert(CGPoint.zero, to: table.tableView)

    expectEqual(table.tableView.indexPathForRow(at: point), IndexPath(row: 0, section: 1))
  }

  @Test("a collection view finds the item at a point, and none between items")
  func collectionItemAtPoint() {
    let fixture = CollectionMoveFixture(sections: [["a", "b", "c"]])
    let collectionView = fixture.collectionView
    let second = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame

    expectEqual(
      collectionView.indexPathForItem(at: CGPoint(x: second?.midX ?? 0, y: 20)),
      IndexPath(item: 1, section: 0))
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 300)) == nil)
    expectEqual(collectionView.indexPathsForVisibleItems.count, 3)
  }

  @Test("with an estimated size, each cell takes the size Auto Layout fits its label into")
  func selfSizingCells() {
    let fixture = CollectionMoveFixture(
      sections: [["ab", "abcdefghij", "x"]], estimated: UICollectionViewFlowLayout.automaticSize)
    let collectionView = fixture.collectionView
    let frames = (0..<3).compactMap {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    let labelSizes = ["ab", "abcdefghij", "x"].map { text -> CGSize in
      let label = UILabel()
      label.text = text
      return label.intrinsicContentSize
    }

    expectEqual(frames.count, 3)
    expectEqual(frames.map(\.size.width), labelSizes.map { $0.width + 16 })
    expectEqual(frames.map(\.size.height), labelSizes.map { $0.height + 16 })
    expectEqual(frames.first?.origin, .zero)
    expectEqual(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size,
      frames[1].size, "the layout took the cell's size")
    #expect(frames[1].width > frames[0].width)
  }

  @Test("without an estimated size, cells keep the item size; preferred attributes are a copy")
  func notSelfSizing() {
    let fixture = CollectionMoveFixture(sections: [["a long tag"]])
    let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    expectEqual(cell?.frame.size, CGSize(width: 60, height: 40))
    expectEqual(UICollectionViewFlowLayout().estimatedItemSize, .zero)

    let proposed = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    proposed.frame = CGRect(x: 5, y: 5, width: 60, height: 40)
    let preferred = cell?.preferredLayoutAttributesFitting(proposed)
    #expect(preferred !== proposed)
    expectEqual(preferred?.frame.origin, CGPoint(x: 5, y: 5))
    #expect(preferred?.frame.width != 60, "the label's fitted width")
  }
}
