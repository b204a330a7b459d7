import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Members public iOS code used that the kit lacked: a collection view's layout swap, the
/// search controller's pre-iOS 12 dimming flag, and a control's target–action, kept as bar
/// button items keep theirs.
@Suite("Layout swaps, dimming and target–action") @MainActor
struct ProbeGapsTests {
  final class Receiver {
    var taps = 0
  }

  @Test("setCollectionViewLayout lays the cells out with the new layout before it returns")
  func layoutSwap() {
    let list = ListFixture(rows: 10)
    list.collectionView.layoutIfNeeded()
    expectEqual(list.visibleItems, [0, 1, 2])

    let grid = UICollectionViewFlowLayout()
    grid.itemSize = CGSize(width: 50, height: 20)
    grid.minimumLineSpacing = 0
    grid.minimumInteritemSpacing = 0
    list.collectionView.setCollectionViewLayout(grid, animated: true)

    expectTrue(list.collectionView.collectionViewLayout === grid)
    expectEqual(list.visibleItems, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], "two columns of 20-point rows")
    let second = list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    expectEqual(second?.frame, CGRect(x: 50, y: 0, width: 50, height: 20))
  }

  @Test("the completion of a layout swap runs at once, with true, after the new layout applies")
  func layoutSwapCompletion() {
    let list = ListFixture(rows: 3)
    let column = UICollectionViewFlowLayout()
    column.itemSize = CGSize(width: 100, height: 10)
    column.minimumLineSpacing = 0
    var finished: [Bool] = []
    var frameThen: CGRect?
    list.collectionView.setCollectionViewLayout(column, animated: true) { done in
      finished.append(done)
      frameThen = list.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
    }
    expectEqual(finished, [true])
    expectEqual(frameThen, CGRect(x: 0, y: 20, width: 100, height: 10))
  }

  @Test(
    "dimsBackgroundDuringPresentation is obscuresBackgroundDuringPresentation under its old name")
  @available(*, deprecated)
  func dimsBackground() {
    let searchController = UISearchController(searchResultsController: nil)
    expectTrue(searchController.dimsBackgroundDuringPresentation)
    searchController.dimsBackgroundDuringPresentation = false
    expectFalse(searchController.obscuresBackgroundDuringPresentation)
    searchController.obscuresBackgroundDuringPresentation = true
    expectTrue(searchController.dimsBackgroundDuringPresentation)
  }

  @Test("a control keeps targets and actions, weakly, and sends them nothing")
  func targetActionKept() {
    let button = UIButton(type: .system)
    var receiver: Receiver? = Receiver()
    button.addTarget(receiver, action: Selector("buttonTapped:"), for: .touchUpInside)
    button.addTarget(nil, action: Selector("anyoneTapped"), for: .touchUpInside)

    expectEqual(
      button.actions(forTarget: receiver, forControlEvent: .touchUpInside), ["buttonTapped:"])
    expectEqual(button.actions(forTarget: nil, forControlEvent: .touchUpInside), ["anyoneTapped"])
    expectTrue(button.actions(forTarget: receiver, forControlEvent: .valueChanged) == nil)

    button.sendActions(for: .touchUpInside)
    expectEqual(receiver?.taps, 0, "no Objective-C runtime to send the selector")

    weak var gone: Receiver?
    gone = receiver
    receiver = nil
    expectTrue(gone == nil, "the target is held weakly")

    button.removeTarget(nil, action: nil, for: .allEvents)
    expectTrue(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
  }
}
