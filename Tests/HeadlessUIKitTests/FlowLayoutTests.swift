import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Flow layout") @MainActor
struct FlowLayoutTests {
  /// Sections of plain cells, as many items in each as `counts` says.
  final class Sections: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) {
      self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
  }

  /// A delegate that gives each section its own insets and spacings, and no item sizes.
  final class SectionMetrics: NSObject, UICollectionViewDelegateFlowLayout {
    let insets: [UIEdgeInsets]
    let lineSpacings: [CGFloat]
    let interitemSpacings: [CGFloat]

    init(insets: [UIEdgeInsets], lineSpacings: [CGFloat], interitemSpacings: [CGFloat]) {
      self.insets = insets
      self.lineSpacings = lineSpacings
      self.interitemSpacings = interitemSpacings
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      insets[section]
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      lineSpacings[section]
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      interitemSpacings[section]
    }
  }

  /// A collection view of `size` with a flow layout, fed by `Sections`, laid out once.
  @MainActor
  final class Grid {
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let dataSource: Sections

    init(
      size: CGSize, sections counts: [Int], configure: (UICollectionViewFlowLayout) -> Void
    ) {
      configure(layout)
      collectionView = UICollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      dataSource = Sections(counts)
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }

    func frames(inSection section: Int = 0) -> [CGRect?] {
      (0..<dataSource.counts[section]).map {
        collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
      }
    }

    var visibleItems: [Int] {
      collectionView.indexPathsForVisibleItems.map(\.item).sorted()
    }
  }

  @Test("a full row spreads its leftover room between its items; the last row keeps the minimum")
  func fullRowsSpreadTheirItems() {
    // Three items of 30 fit in 100 at the minimum spacing of 2 (94 points); the 10 left over
    // go between them. The last row is not full: its items stay 2 apart.
    let grid = Grid(size: CGSize(width: 100, height: 200), sections: [8]) { layout in
      layout.itemSize = CGSize(width: 30, height: 20)
      layout.minimumInteritemSpacing = 2
      layout.minimumLineSpacing = 10
    }

    expectEqual(
      grid.frames(),
      [
        CGRect(x: 0, y: 0, width: 30, height: 20),
        CGRect(x: 35, y: 0, width: 30, height: 20),
        CGRect(x: 70, y: 0, width: 30, height: 20),
        CGRect(x: 0, y: 30, width: 30, height: 20),
        CGRect(x: 35, y: 30, width: 30, height: 20),
        CGRect(x: 70, y: 30, width: 30, height: 20),
        CGRect(x: 0, y: 60, width: 30, height: 20),
        CGRect(x: 32, y: 60, width: 30, height: 20),
      ])
    expectEqual(grid.collectionView.contentSize, CGSize(width: 100, height: 80))
  }

  @Test("sectionInset keeps the rows inside the section's margins, a full row touching both sides")
  func sectionInsetFromTheProperty() {
    // 100 wide less 10 left and 6 right leaves 84: two items of 38 (80 with the spacing of 4)
    // and 8 to spread, so the second item ends at the right inset.
    let grid = Grid(size: CGSize(width: 100, height: 200), sections: [3]) { layout in
      layout.itemSize = CGSize(width: 38, height: 20)
      layout.minimumInteritemSpacing = 4
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 8, left: 10, bottom: 12, right: 6)
    }

    expectEqual(
      grid.frames(),
      [
        CGRect(x: 10, y: 8, width: 38, height: 20),
        CGRect(x: 56, y: 8, width: 38, height: 20),
        CGRect(x: 10, y: 38, width: 38, height: 20),
      ])
    expectEqual(grid.collectionView.contentSize, CGSize(width: 100, height: 70))
  }

  @Test("a delegate that only sizes items gets the layout's insets and spacings")
  func delegateDefaultsAreTheLayoutsProperties() {
    let list = ListFixture(rows: 3, height: 200)
    list.delegate.sizeForItem = { _ in CGSize(width: 40, height: 20) }
    list.layout.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    list.layout.minimumInteritemSpacing = 30
    list.layout.minimumLineSpacing = 7
    list.collectionView.layoutIfNeeded()

    let layout = list.layout
    let collectionView = list.collectionView
    expectEqual(
      list.delegate.collectionView(collectionView, layout: layout, insetForSectionAt: 0),
      layout.sectionInset)
    expectEqual(
      list.delegate.collectionView(
        collectionView, layout: layout, minimumLineSpacingForSectionAt: 0), 7)
    expectEqual(
      list.delegate.collectionView(
        collectionView, layout: layout, minimumInteritemSpacingForSectionAt: 0), 30)
    // 40 + 30 + 40 does not fit in 90: one item a row.
    expectEqual(
      (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame },
      [
        CGRect(x: 5, y: 5, width: 40, height: 20),
        CGRect(x: 5, y: 32, width: 40, height: 20),
        CGRect(x: 5, y: 59, width: 40, height: 20),
      ])
  }

  @Test("the delegate's inset and spacings for each section override the layout's properties")
  func sectionMetricsFromTheDelegate() {
    let metrics = SectionMetrics(
      insets: [UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), .zero],
      lineSpacings: [3, 7], interitemSpacings: [50, 0])
    let grid = Grid(size: CGSize(width: 100, height: 200), sections: [2, 2]) { layout in
      layout.itemSize = CGSize(width: 40, height: 20)
      layout.sectionInset = UIEdgeInsets(top: 100, left: 100, bottom: 100, right: 100)
      layout.minimumLineSpacing = 100
      layout.minimumInteritemSpacing = 100
    }
    grid.collectionView.delegate = metrics
    grid.collectionView.layoutIfNeeded()

    // Section 0: 40 + 50 + 40 does not fit in 90, so one item a row, 3 apart.
    expectEqual(
      grid.frames(inSection: 0),
      [
        CGRect(x: 5, y: 5, width: 40, height: 20),
        CGRect(x: 5, y: 28, width: 40, height: 20),
      ])
    // Section 1 starts below section 0's bottom inset; both items fit on its only row.
    expectEqual(
      grid.frames(inSection: 1),
      [
        CGRect(x: 0, y: 53, width: 40, height: 20),
        CGRect(x: 40, y: 53, width: 40, height: 20),
      ])
    expectEqual(grid.collectionView.contentSize.height, 73)
  }

  @Test("items shorter than their row are centred across it; an item too wide has a row alone")
  func itemsAreCentredInTheirRow() {
    let list = ListFixture(rows: 4, height: 200)
    let sizes = [
      CGSize(width: 40, height: 20), CGSize(width: 40, height: 40),
      CGSize(width: 150, height: 10), CGSize(width: 20, height: 10),
    ]
    list.delegate.sizeForItem = { sizes[$0.item] }
    list.layout.minimumInteritemSpacing = 10
    list.layout.minimumLineSpacing = 5
    list.collectionView.layoutIfNeeded()

    let frames = (0..<4).map {
      list.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    expectEqual(
      frames,
      [
        CGRect(x: 0, y: 10, width: 40, height: 20),
        CGRect(x: 60, y: 0, width: 40, height: 40),
        CGRect(x: 0, y: 45, width: 150, height: 10),
        CGRect(x: 0, y: 60, width: 20, height: 10),
      ])
  }

  @Test(
    "a horizontal layout fills columns top to bottom, columns go left to right, content grows wide"
  )
  func horizontalColumns() {
    // 70 high less 5 above and below leaves 60: two items of 20 a column, 20 apart.
    let grid = Grid(size: CGSize(width: 100, height: 70), sections: [5]) { layout in
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 30, height: 20)
      layout.minimumInteritemSpacing = 5
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
    }

    expectEqual(
      grid.frames(),
      [
        CGRect(x: 8, y: 5, width: 30, height: 20),
        CGRect(x: 8, y: 45, width: 30, height: 20),
        CGRect(x: 48, y: 5, width: 30, height: 20),
        CGRect(x: 48, y: 45, width: 30, height: 20),
        CGRect(x: 88, y: 5, width: 30, height: 20),
      ])
    expectEqual(grid.collectionView.contentSize, CGSize(width: 126, height: 70))
  }

  @Test("a horizontal list shows the columns that meet its bounds, and scrolling right the next")
  func horizontalViewport() {
    // Columns of two at x 8, 48, 88, 128 and 168, each 30 wide; the content is 206 wide.
    let grid = Grid(size: CGSize(width: 100, height: 70), sections: [10]) { layout in
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 30, height: 20)
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
    }
    expectEqual(grid.visibleItems, [0, 1, 2, 3, 4, 5])

    grid.collectionView.contentOffset = CGPoint(x: 100, y: 0)
    grid.collectionView.layoutIfNeeded()

    expectEqual(grid.visibleItems, [4, 5, 6, 7, 8, 9])
  }

  @Test(
    "scrollToItem on a horizontal list puts the item at the left, the right, the middle or in view",
    arguments: [
      (item: 4, position: UICollectionView.ScrollPosition.left, offset: 88),
      (item: 9, position: .right, offset: 98),
      (item: 4, position: .centeredHorizontally, offset: 53),
      (item: 9, position: [], offset: 98),
      (item: 1, position: .left, offset: 8),
      (item: 8, position: .left, offset: 106),
    ] as [(item: Int, position: UICollectionView.ScrollPosition, offset: CGFloat)]
  )
  func horizontalScrollToItem(item: Int, position: UICollectionView.ScrollPosition, offset: CGFloat)
  {
    // Columns at x 8, 48, 88, 128 and 168, each 30 wide; the offset goes up to 206 - 100.
    let grid = Grid(size: CGSize(width: 100, height: 70), sections: [10]) { layout in
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 30, height: 20)
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
    }

    grid.collectionView.scrollToItem(
      at: IndexPath(item: item, section: 0), at: position, animated: false)

    expectEqual(grid.collectionView.contentOffset, CGPoint(x: offset, y: 0))
  }

  @Test("scrollToEnd flicks a horizontal list to its right end, every column passing into view")
  func horizontalScrollToEnd() throws {
    let grid = Grid(size: CGSize(width: 100, height: 70), sections: [10]) { layout in
      layout.scrollDirection = .horizontal
      layout.itemSize = CGSize(width: 30, height: 20)
      layout.minimumLineSpacing = 10
      layout.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
    }
    let log = EventLog()
    let spy = CollectionViewSpy(log: log)
    grid.collectionView.delegate = spy
    let window = makeWindow(showing: [grid.collectionView])
    window.layoutIfNeeded()
    _ = log.take()

    try Touches(window: window).scrollToEnd()

    expectEqual(grid.collectionView.contentOffset, CGPoint(x: 106, y: 0))
    expectEqual(grid.visibleItems, [4, 5, 6, 7, 8, 9])
    expectEqual(log.events.filter { $0.hasPrefix("willDisplay") }.count, 4)
  }

  @Test("ScrollDirection is UICollectionView's, with UIKit's raw values; vertical by default")
  func scrollDirection() {
    expectEqual(UICollectionView.ScrollDirection.vertical.rawValue, 0)
    expectEqual(UICollectionView.ScrollDirection(rawValue: 1), .horizontal)
    expectEqual(UICollectionViewFlowLayout().scrollDirection, .vertical)
  }

  @Test("layout attributes are made for a cell's index path, which can be set, as in UIKit")
  func layoutAttributesIndexPath() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    expectEqual(attributes.indexPath, IndexPath(item: 1, section: 0))

    attributes.indexPath = IndexPath(item: 4, section: 2)

    expectEqual(attributes.indexPath, IndexPath(item: 4, section: 2))
    expectEqual(attributes.frame, .zero)
  }
}
