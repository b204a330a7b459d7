import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Collection view viewport") @MainActor
struct CollectionViewViewportTests {
  @Test("only the items whose frames meet the bounds get cells")
  func onlyVisibleItemsGetCells() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()

    expectEqual(list.visibleItems, [0, 1, 2])
    expectEqual(list.dataSource.itemsAskedFor, [0, 1, 2])
    expectEqual(list.collectionView.contentSize, CGSize(width: 100, height: 400))
    expectEqual(
      list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame,
      CGRect(x: 0, y: 80, width: 100, height: 40))
    expectNil(list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
  }

  @Test("the list lays out on the next main-queue turn and displays its items in item order")
  func laysOutOnTheNextMainQueueTurn() async {
    let list = ListFixture(rows: 10)
    #expect(list.log.events.isEmpty)
    #expect(list.dataSource.itemsAskedFor.isEmpty)

    await drainMainQueue()

    expectEqual(list.log.take(), ["willDisplay 0", "willDisplay 1", "willDisplay 2"])
    expectEqual(list.dataSource.itemsAskedFor, [0, 1, 2])
  }

  @Test("setting contentOffset displays the items coming into view and ends those leaving")
  func contentOffsetDisplaysAndEnds() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    _ = list.log.take()

    list.collectionView.contentOffset = CGPoint(x: 0, y: 75)
    expectEqual(list.log.take(), ["didScroll 75"])
    list.collectionView.layoutIfNeeded()

    expectEqual(list.log.take(), ["didEndDisplaying 0", "willDisplay 3", "willDisplay 4"])
    expectEqual(list.visibleItems, [1, 2, 3, 4])

    list.collectionView.contentOffset = .zero
    list.collectionView.layoutIfNeeded()

    expectEqual(
      list.log.take(),
      [
        "didScroll 0", "didEndDisplaying 3", "didEndDisplaying 4", "willDisplay 0",
      ])
    expectEqual(list.visibleItems, [0, 1, 2])
  }

  @Test(
    "scrollToItem(at:at:animated:) puts the item at the top, the bottom, the middle or just in view",
    arguments: [
      (item: 5, position: UICollectionView.ScrollPosition.top, offset: 250, visible: [5, 6]),
      (item: 5, position: .bottom, offset: 195, visible: [4, 5]),
      (item: 5, position: .centeredVertically, offset: 222.5, visible: [4, 5, 6]),
      (item: 9, position: [], offset: 395, visible: [8, 9]),
      (item: 9, position: .top, offset: 395, visible: [8, 9]),
    ] as [(item: Int, position: UICollectionView.ScrollPosition, offset: CGFloat, visible: [Int])]
  )
  func scrollToItemPositions(
    item: Int, position: UICollectionView.ScrollPosition, offset: CGFloat, visible: [Int]
  ) {
    // Rows of 40 and 10 apart in a height of 95: item n spans 50n to 50n + 40.
    let list = ListFixture(rows: 10, height: 95)
    list.layout.minimumLineSpacing = 10
    list.collectionView.layoutIfNeeded()

    list.collectionView.scrollToItem(
      at: IndexPath(item: item, section: 0), at: position, animated: true)
    list.collectionView.layoutIfNeeded()

    expectEqual(list.collectionView.contentOffset.y, offset)
    expectEqual(list.visibleItems, visible)
  }

  @Test(
    "scrollToItem tells the delegate, then the layout displays the newly visible items in order")
  func scrollToItemEvents() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    _ = list.log.take()

    list.collectionView.scrollToItem(
      at: IndexPath(item: 9, section: 0), at: .bottom, animated: false)
    list.collectionView.layoutIfNeeded()

    expectEqual(
      list.log.take(),
      [
        "didScroll 300",
        "didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2",
        "willDisplay 7", "willDisplay 8", "willDisplay 9",
      ])
  }

  @Test("a scroll to an item already in view does not move the list")
  func scrollToVisibleItemStays() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    _ = list.log.take()

    list.collectionView.scrollToItem(at: IndexPath(item: 1, section: 0), at: [], animated: false)
    list.collectionView.layoutIfNeeded()

    expectEqual(list.collectionView.contentOffset, .zero)
    #expect(list.log.events.isEmpty)
  }

  @Test("itemSize places the items in rows that wrap at the collection view's width")
  func itemSizeWrapsRows() {
    let list = ListFixture(rows: 5)
    list.layout.itemSize = CGSize(width: 40, height: 20)
    list.layout.minimumInteritemSpacing = 10
    list.layout.minimumLineSpacing = 5
    list.collectionView.layoutIfNeeded()

    let frames = (0..<5).map {
      list.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    // Two items of 40 fit in 100; a full row spreads the 20 left over between them.
    expectEqual(
      frames,
      [
        CGRect(x: 0, y: 0, width: 40, height: 20),
        CGRect(x: 60, y: 0, width: 40, height: 20),
        CGRect(x: 0, y: 25, width: 40, height: 20),
        CGRect(x: 60, y: 25, width: 40, height: 20),
        CGRect(x: 0, y: 50, width: 40, height: 20),
      ])
    expectEqual(list.collectionView.contentSize, CGSize(width: 100, height: 70))
  }

  @Test("a flow layout delegate's sizeForItemAt sizes each item, and so decides what is visible")
  func delegateSizesItems() {
    let list = ListFixture(rows: 10)
    list.delegate.sizeForItem = { indexPath in
      CGSize(width: 100, height: indexPath.item == 0 ? 90 : 30)
    }
    list.collectionView.layoutIfNeeded()

    expectEqual(list.visibleItems, [0, 1])
    expectEqual(
      list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
      CGRect(x: 0, y: 90, width: 100, height: 30))
    // 90 + 9 × 30. (Swift Testing types an arithmetic right-hand side on its own, as Int.)
    expectEqual(list.collectionView.contentSize.height, 360)
  }

  @Test("changing the layout's itemSize after a layout pass lays the items out again")
  func changingItemSizeRelayouts() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()

    list.layout.itemSize = CGSize(width: 100, height: 30)
    list.collectionView.layoutIfNeeded()

    expectEqual(list.visibleItems, [0, 1, 2, 3])
    expectEqual(list.collectionView.contentSize.height, 300)
  }

  @Test("numberOfItems(inSection:) and numberOfSections report what the data source says")
  func countsPerSection() {
    final class Sections: NSObject, UICollectionViewDataSource {
      func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      {
        [2, 0, 4][section]
      }

      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let sections = Sections()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 500), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.dataSource = sections

    expectEqual(collectionView.numberOfSections, 3)
    expectEqual((0..<3).map { collectionView.numberOfItems(inSection: $0) }, [2, 0, 4])
    expectEqual(collectionView.numberOfItems(inSection: 3), 0)
    collectionView.layoutIfNeeded()
    expectEqual(
      collectionView.indexPathsForVisibleItems.sorted(),
      [
        IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
        IndexPath(item: 0, section: 2), IndexPath(item: 1, section: 2),
        IndexPath(item: 2, section: 2), IndexPath(item: 3, section: 2),
      ])
  }

  @Test("a new list reports no cells before its first layout pass, and its cells after it")
  func noCellsBeforeTheFirstLayoutPass() async {
    let list = ListFixture(rows: 10)

    expectNil(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(list.collectionView.visibleCells.isEmpty)
    #expect(list.collectionView.indexPathsForVisibleItems.isEmpty)
    #expect(list.dataSource.itemsAskedFor.isEmpty)

    await drainMainQueue()

    expectNotNil(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    expectEqual(list.collectionView.visibleCells.count, 3)
    expectEqual(list.visibleItems, [0, 1, 2])
  }

  @Test("right after reloadData no cell is reported until the next layout pass, as in UIKit")
  func noCellsRightAfterReloadData() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    list.dataSource.rows = ["New 0", "New 1"]
    _ = list.log.take()

    list.collectionView.reloadData()

    expectNil(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(list.collectionView.visibleCells.isEmpty)
    #expect(list.collectionView.indexPathsForVisibleItems.isEmpty)
    expectEqual(list.dataSource.itemsAskedFor, [0, 1, 2])

    list.collectionView.layoutIfNeeded()

    let first = list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? RowCell
    expectEqual(first?.titleLabel.text, "New 0")
    expectEqual(list.visibleItems, [0, 1])
    expectEqual(list.dataSource.itemsAskedFor, [0, 1, 2, 0, 1])
  }

  @Test("visibleCells, indexPathsForVisibleItems and cellForItem(at:) agree on the cells on screen")
  func visibleCellAccessorsAgree() {
    let list = ListFixture(rows: 10)
    list.collectionView.contentOffset = CGPoint(x: 0, y: 150)
    list.collectionView.layoutIfNeeded()

    let indexPaths = list.collectionView.indexPathsForVisibleItems.sorted()
    expectEqual(indexPaths.map(\.item), [3, 4, 5, 6])
    let cells = indexPaths.compactMap { list.collectionView.cellForItem(at: $0) as? RowCell }
    expectEqual(cells.map { $0.titleLabel.text }, ["Row 3", "Row 4", "Row 5", "Row 6"])
    expectEqual(list.collectionView.visibleCells.count, 4)
    #expect(list.collectionView.visibleCells.allSatisfy { cell in cells.contains { $0 === cell } })
    expectEqual(cells.map { list.collectionView.indexPath(for: $0)?.item }, [3, 4, 5, 6])
    #expect(cells.allSatisfy { $0.superview === list.collectionView })
  }

  @Test("selecting and deselecting from code marks the cell and does not tell the delegate")
  func selectionFromCodeIsSilent() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    _ = list.log.take()
    let first = IndexPath(item: 0, section: 0)
    let second = IndexPath(item: 1, section: 0)

    list.collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    list.collectionView.selectItem(at: second, animated: false, scrollPosition: [])

    expectEqual(list.collectionView.indexPathsForSelectedItems, [second])
    expectEqual(list.collectionView.cellForItem(at: second)?.isSelected, true)
    expectEqual(list.collectionView.cellForItem(at: first)?.isSelected, false)
    list.collectionView.deselectItem(at: second, animated: true)
    expectNil(list.collectionView.indexPathsForSelectedItems, "nil, not empty, as documented")
    #expect(list.log.events.isEmpty)
  }

  @Test("selecting nil from code clears the selection, as UIKit documents")
  func selectingNilClears() {
    let list = ListFixture(rows: 10)
    list.collectionView.allowsMultipleSelection = true
    list.collectionView.layoutIfNeeded()
    let first = IndexPath(item: 0, section: 0)
    let second = IndexPath(item: 1, section: 0)
    list.collectionView.selectItem(at: first, animated: false, scrollPosition: [])
    list.collectionView.selectItem(at: second, animated: false, scrollPosition: [])
    expectEqual(list.collectionView.indexPathsForSelectedItems, [first, second])

    list.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])

    expectNil(list.collectionView.indexPathsForSelectedItems)
    expectEqual(list.collectionView.cellForItem(at: first)?.isSelected, false)
  }
}

/// A custom layout as work code writes one: frames made in `prepare()`, the items in a rectangle
/// answered from them, and nothing else overridden.
@MainActor
final class StaggeredLayout: UICollectionViewLayout {
  private var frames: [CGRect] = []

  override func prepare() {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    // Two columns, the right one 20 points lower.
    frames = (0..<count).map { item in
      let column = CGFloat(item % 2)
      let y: CGFloat = CGFloat(item / 2) * 40 + column * 20
      return CGRect(x: column * 50, y: y, width: 50, height: 40)
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 100, height: frames.map(\.maxY).max() ?? 0)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    frames.indices.filter { frames[$0].intersects(rect) }.map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = frames[item]
      return attributes
    }
  }
}

@Suite("Collection view custom layouts") @MainActor
struct CollectionViewCustomLayoutTests {
  @Test("the items on screen are those the layout gives for the bounds, placed where it says")
  func itemsFromTheLayoutsRectangle() {
    let list = ListFixture(rows: 10)
    list.collectionView.collectionViewLayout = StaggeredLayout()
    list.collectionView.layoutIfNeeded()
    // Bounds 0…100 tall: items 0–4 start above 100, and 5 (at 100…140 on the right) does not.
    expectEqual(list.visibleItems, [0, 1, 2, 3, 4])
    expectEqual(
      list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame,
      CGRect(x: 50, y: 60, width: 50, height: 40))
    expectEqual(list.collectionView.contentSize, CGSize(width: 100, height: 220))
  }

  @Test("the flow layout gives the items meeting a rectangle, touching ones included")
  func flowLayoutRectangle() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    let items = list.layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 50, width: 100, height: 50))
    // Rows 40 tall: 40…80 and 80…120 meet 50…100; 0…40 ends before it.
    expectEqual(items?.map(\.indexPath.item), [1, 2])
    expectEqual(items?.map(\.frame.minY), [40, 80])
  }
}
