import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A layout update (`prepare()`) happens the first time a collection view shows its content and
/// after each invalidation, explicit or through a change of the view, as Apple documents; a
/// layout pass with nothing invalidated reuses the last one.
@Suite("Collection view layout updates") @MainActor
struct CollectionViewLayoutUpdateTests {
  /// A flow layout that counts its updates and records the bounds changes it is asked about,
  /// with the bounds the collection view still had when asked.
  final class CountingLayout: UICollectionViewFlowLayout {
    var updates = 0
    var askedAbout: [(old: CGRect, new: CGRect)] = []
    var invalidatesOnEveryBoundsChange = false

    override func prepare() {
      updates += 1
      super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      askedAbout.append((collectionView?.bounds ?? .zero, newBounds))
      return invalidatesOnEveryBoundsChange
        || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
  }

  /// A collection view of 100 × 100 with 50 items of 100 × 20, laid out once.
  final class List: NSObject, UICollectionViewDataSource {
    let layout = CountingLayout()
    let collectionView: UICollectionView
    var count = 50

    override init() {
      layout.itemSize = CGSize(width: 100, height: 20)
      layout.minimumLineSpacing = 0
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
      super.init()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      collectionView.dataSource = self
      collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
  }

  @Test("layout passes and scrolls reuse the last update; each invalidation costs one more")
  func updatesOnlyWhenInvalidated() {
    let list = List()
    expectEqual(list.layout.updates, 1)

    list.collectionView.setNeedsLayout()
    list.collectionView.layoutIfNeeded()
    list.collectionView.contentOffset = CGPoint(x: 0, y: 200)
    list.collectionView.layoutIfNeeded()
    expectEqual(list.layout.updates, 1)
    expectEqual(list.collectionView.indexPathsForVisibleItems.sorted().first?.item, 10)

    list.layout.invalidateLayout()
    list.layout.invalidateLayout()
    list.collectionView.layoutIfNeeded()
    expectEqual(list.layout.updates, 2, "two invalidations before a pass make one update")

    list.count = 3
    list.collectionView.reloadData()
    list.collectionView.layoutIfNeeded()
    expectEqual(list.layout.updates, 3)
    expectEqual(list.collectionView.contentSize, CGSize(width: 100, height: 60))

    list.collectionView.performBatchUpdates {
      list.count = 4
      list.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    list.collectionView.layoutIfNeeded()
    expectEqual(list.layout.updates, 4)
    expectEqual(list.collectionView.contentSize, CGSize(width: 100, height: 80))

    list.layout.itemSize = CGSize(width: 100, height: 30)
    list.collectionView.layoutIfNeeded()
    expectEqual(list.layout.updates, 5)
    expectEqual(list.collectionView.contentSize, CGSize(width: 100, height: 120))
  }

  @Test("the layout is asked about each bounds change before it happens; a new size updates it")
  func boundsChanges() {
    let list = List()

    list.collectionView.contentOffset = CGPoint(x: 0, y: 40)
    list.collectionView.frame.size.width = 220
    list.collectionView.layoutIfNeeded()

    let asked = list.layout.askedAbout.map { "\($0.old) → \($0.new)" }
    expectEqual(
      asked,
      [
        "\(CGRect(x: 0, y: 0, width: 100, height: 100)) → \(CGRect(x: 0, y: 40, width: 100, height: 100))",
        "\(CGRect(x: 0, y: 40, width: 100, height: 100)) → \(CGRect(x: 0, y: 40, width: 220, height: 100))",
      ])
    expectEqual(list.layout.updates, 2, "the scroll did not update the flow layout; the size did")
    expectEqual(
      list.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
      CGRect(x: 120, y: 0, width: 100, height: 20), "two items fit in a row of the new width")
  }

  @Test("a layout that asks to be invalidated by every bounds change is updated after a scroll")
  func customLayoutUpdatesOnScroll() {
    let list = List()
    list.layout.invalidatesOnEveryBoundsChange = true

    list.collectionView.contentOffset = CGPoint(x: 0, y: 40)
    list.collectionView.layoutIfNeeded()

    expectEqual(list.layout.updates, 2)
  }

  @Test("a new layout, or a new delegate, is updated at the next pass")
  func newLayoutOrDelegate() {
    let list = List()
    let other = CountingLayout()
    other.itemSize = CGSize(width: 50, height: 50)

    list.collectionView.collectionViewLayout = other
    list.collectionView.layoutIfNeeded()
    expectEqual(other.updates, 1)
    expectEqual(list.collectionView.contentSize.height, 50 * 50 + 49 * 10)

    let delegate = FlowLayoutDelegate()
    list.collectionView.delegate = delegate
    list.collectionView.layoutIfNeeded()
    expectEqual(other.updates, 2)
    expectEqual(list.collectionView.contentSize.height, 50 * 10)
  }

  /// Sizes every item 100 × 10, with no spacing.
  final class FlowLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      CGSize(width: 100, height: 10)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      0
    }
  }
}
