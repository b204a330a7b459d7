import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A prefetch data source for tables and collection views that writes down what it is asked,
/// as "prefetch 3 4" and "cancel 5 6" (rows of section 0).
@MainActor
final class PrefetchSpy: NSObject, UITableViewDataSourcePrefetching,
  UICollectionViewDataSourcePrefetching
{
  let log = EventLog()

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    record("prefetch", indexPaths)
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    record("cancel", indexPaths)
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    record("prefetch", indexPaths)
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    record("cancel", indexPaths)
  }

  private func record(_ verb: String, _ indexPaths: [IndexPath]) {
    log.record(([verb] + indexPaths.map { "\($0.item)" }).joined(separator: " "))
  }
}

// Both fixtures are 100 points tall with rows of 40: rows 0, 1 and 2 show at first (row 2 only
// in part), and the prefetch window is the next 100 points, ahead of the scrolling. Each test
// makes its own in its body: the layout pass that setting the prefetch data source schedules
// must not run on a main-queue turn before the test starts.
@Suite("Table prefetching") @MainActor
struct TablePrefetchingTests {
  /// A table of 20 rows and the spy it prefetches through (held here: the table holds it weakly).
  static func makeTable() -> (TableFixture, PrefetchSpy) {
    let table = TableFixture(rows: 20)
    let spy = PrefetchSpy()
    table.tableView.prefetchDataSource = spy
    return (table, spy)
  }

  @Test("the first layout prefetches the rows of the next screen that are not on screen")
  func firstLayout() {
    let (table, spy) = Self.makeTable()
    table.tableView.layoutIfNeeded()

    expectEqual(table.visibleRows, ["0.0", "0.1", "0.2"])
    expectEqual(spy.log.take(), ["prefetch 3 4"], "row 2 is partly on screen: not prefetched")
  }

  @Test("scrolling down prefetches only the rows newly ahead; rows that come on screen are kept")
  func scrollingDown() {
    let (table, spy) = Self.makeTable()
    table.tableView.layoutIfNeeded()
    _ = spy.log.take()

    table.tableView.contentOffset = CGPoint(x: 0, y: 75)
    table.tableView.layoutIfNeeded()

    expectEqual(table.visibleRows, ["0.1", "0.2", "0.3", "0.4"])
    expectEqual(spy.log.take(), ["prefetch 5 6"], "rows 3 and 4 are shown, not cancelled")
  }

  @Test("scrolling back up cancels the rows prefetched below and prefetches above, nearest first")
  func scrollingBack() {
    let (table, spy) = Self.makeTable()
    table.tableView.layoutIfNeeded()
    table.tableView.contentOffset = CGPoint(x: 0, y: 400)
    table.tableView.layoutIfNeeded()
    expectEqual(spy.log.take(), ["prefetch 3 4", "cancel 3 4", "prefetch 13 14"])

    table.tableView.contentOffset = CGPoint(x: 0, y: 300)
    table.tableView.layoutIfNeeded()

    expectEqual(table.visibleRows, ["0.7", "0.8", "0.9"])
    expectEqual(spy.log.take(), ["cancel 13 14", "prefetch 6 5"])
  }

  @Test("scrolling back to the top cancels what was prefetched and prefetches nothing above")
  func backToTheTop() {
    let (table, spy) = Self.makeTable()
    table.tableView.layoutIfNeeded()
    table.tableView.contentOffset = CGPoint(x: 0, y: 75)
    table.tableView.layoutIfNeeded()
    _ = spy.log.take()

    table.tableView.contentOffset = .zero
    table.tableView.layoutIfNeeded()

    expectEqual(spy.log.take(), ["cancel 5 6"])
  }

  @Test("scrolling down the whole table never prefetches a visible row, nor a row twice")
  func neverVisibleNorTwice() {
    let (table, spy) = Self.makeTable()
    var prefetched: [String] = []
    for step in 0...24 {
      table.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 30)
      table.tableView.layoutIfNeeded()
      for event in spy.log.take() {
        expectTrue(event.hasPrefix("prefetch"), "\(event) while scrolling one way")
        for row in event.split(separator: " ").dropFirst() {
          expectFalse(table.visibleRows.contains("0.\(row)"), "row \(row) is on screen")
          prefetched.append(String(row))
        }
      }
    }
    expectEqual(prefetched, (3..<20).map(String.init), "each row below the first screen once")
  }

  @Test("after reloadData the prefetched rows are forgotten and asked for again")
  func reloadResets() {
    let (table, spy) = Self.makeTable()
    table.tableView.layoutIfNeeded()
    _ = spy.log.take()

    table.tableView.reloadData()
    table.tableView.layoutIfNeeded()

    expectEqual(spy.log.take(), ["prefetch 3 4"], "no cancel for the reload")
  }

  @Test("a batch update moves the prefetched rows with their data")
  func batchUpdateMovesPrefetchedRows() {
    let (table, spy) = Self.makeTable()
    table.tableView.layoutIfNeeded()
    _ = spy.log.take()

    table.dataSource.sections[0].insert("New", at: 0)
    table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)

    // Old rows 3 and 4 are rows 4 and 5 now: 4 is still ahead, 5 left the window.
    expectEqual(spy.log.take(), ["cancel 5", "prefetch 3"])
  }

  @Test("scrollToRow(at: .none) moves just far enough, and the rows ahead are prefetched")
  func scrollToRowPrefetches() {
    let (table, spy) = Self.makeTable()
    table.tableView.layoutIfNeeded()
    _ = spy.log.take()

    table.tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .none, animated: false)
    table.tableView.layoutIfNeeded()

    expectEqual(table.tableView.contentOffset.y, 340, "row 10 ends at the bottom edge")
    expectEqual(spy.log.take(), ["cancel 3 4", "prefetch 11 12 13"])

    table.tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)
    expectEqual(table.tableView.contentOffset.y, 40, "row 1 starts at the top edge")
    table.tableView.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
    expectEqual(table.tableView.contentOffset.y, 700, "never past the end of the content")
    table.tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .bottom, animated: false)
    expectEqual(table.tableView.contentOffset.y, 0, "never before the start of the content")
  }

  @Test("without a prefetch data source, or with prefetching off, nothing is asked")
  func offOrUnset() {
    let (table, spy) = Self.makeTable()
    table.tableView.isPrefetchingEnabled = false
    table.tableView.layoutIfNeeded()
    expectEqual(spy.log.take(), [])

    table.tableView.isPrefetchingEnabled = true
    table.tableView.prefetchDataSource = nil
    table.tableView.contentOffset = CGPoint(x: 0, y: 75)
    table.tableView.layoutIfNeeded()
    expectEqual(spy.log.take(), [])
  }

  @Test("the table holds its prefetch data source weakly")
  func weakPrefetchDataSource() {
    let (table, _) = Self.makeTable()
    var source: PrefetchSpy? = PrefetchSpy()
    table.tableView.prefetchDataSource = source
    source = nil
    expectNil(table.tableView.prefetchDataSource)
  }
}

@Suite("Collection view prefetching") @MainActor
struct CollectionViewPrefetchingTests {
  /// A list of 20 items and the spy it prefetches through.
  static func makeList() -> (ListFixture, PrefetchSpy) {
    let list = ListFixture(rows: 20)
    let spy = PrefetchSpy()
    list.collectionView.prefetchDataSource = spy
    return (list, spy)
  }

  @Test("prefetching is on by default, as in UIKit")
  func enabledByDefault() {
    let (list, _) = Self.makeList()
    expectTrue(list.collectionView.isPrefetchingEnabled)
  }

  @Test("the collection view prefetches ahead, cancels when scrolled back and resets on reload")
  func sameAsTheTable() {
    let (list, spy) = Self.makeList()
    list.collectionView.layoutIfNeeded()
    expectEqual(spy.log.take(), ["prefetch 3 4"])

    list.collectionView.contentOffset = CGPoint(x: 0, y: 75)
    list.collectionView.layoutIfNeeded()
    expectEqual(list.visibleItems, [1, 2, 3, 4])
    expectEqual(spy.log.take(), ["prefetch 5 6"])

    list.collectionView.contentOffset = .zero
    list.collectionView.layoutIfNeeded()
    expectEqual(spy.log.take(), ["cancel 5 6"])

    list.collectionView.reloadData()
    list.collectionView.layoutIfNeeded()
    expectEqual(spy.log.take(), ["prefetch 3 4"])
  }

  @Test("a horizontal list prefetches the items to its right")
  func horizontal() {
    let (list, spy) = Self.makeList()
    list.layout.scrollDirection = .horizontal
    list.layout.itemSize = CGSize(width: 40, height: 100)
    list.collectionView.reloadData()
    list.collectionView.layoutIfNeeded()

    expectEqual(list.visibleItems, [0, 1, 2])
    expectEqual(spy.log.take(), ["prefetch 3 4"])
  }

  @Test("with prefetching off the prefetch data source is not asked")
  func disabled() {
    let (list, spy) = Self.makeList()
    list.collectionView.isPrefetchingEnabled = false
    list.collectionView.layoutIfNeeded()
    expectEqual(spy.log.take(), [])
  }

  @Test("scrollToItem(at:at:animated:) with no position moves just far enough, within the content")
  func scrollToItem() {
    let (list, _) = Self.makeList()
    list.collectionView.layoutIfNeeded()
    list.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: [], animated: false)
    expectEqual(list.collectionView.contentOffset.y, 340)
    list.collectionView.scrollToItem(
      at: IndexPath(item: 19, section: 0), at: .top, animated: true)
    expectEqual(list.collectionView.contentOffset.y, 700)
  }
}
