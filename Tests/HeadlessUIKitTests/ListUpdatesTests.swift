import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Inserting, deleting and reloading rows and items, alone and in batches, on the engine that
/// table and collection views share.
@Suite("List updates") @MainActor
struct ListUpdatesTests {
  @Test("inserting a row keeps the cells on screen, shifted, and displays the new row")
  func insertRow() {
    let table = TableFixture(rows: 3, height: 200)
    table.tableView.layoutIfNeeded()
    let firstCell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    _ = table.log.take()

    table.dataSource.sections[0].insert("New", at: 0)
    table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)

    expectEqual(table.tableView.numberOfRows(inSection: 0), 4)
    expectIdentical(table.tableView.cellForRow(at: IndexPath(row: 1, section: 0)), firstCell)
    expectEqual(
      table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "New")
    expectEqual(table.log.take(), ["willDisplay 0.0"], "the other rows keep their cells")
  }

  @Test("deleting and reloading in one batch recycles those cells and keeps the selection")
  func batchUpdates() {
    let table = TableFixture(rows: 4, height: 200)
    table.tableView.layoutIfNeeded()
    table.tableView.selectRow(
      at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    _ = table.log.take()
    var completed: Bool?

    table.tableView.performBatchUpdates {
      table.dataSource.sections[0].remove(at: 0)
      table.dataSource.sections[0][0] = "Row 1 again"
      table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      table.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    } completion: {
      completed = $0
    }

    expectEqual(completed, true)
    expectEqual(
      table.log.take(), ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "willDisplay 0.0"])
    expectEqual(
      table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Row 1 again")
    expectEqual(table.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
  }

  @Test("beginUpdates and endUpdates apply the updates between them as one, when they close")
  func beginEndUpdates() {
    let table = TableFixture(sections: [["a"]], height: 300)
    table.tableView.layoutIfNeeded()

    table.tableView.beginUpdates()
    table.dataSource.sections.append(["b", "c"])
    table.dataSource.titles = [nil, "Second"]
    table.tableView.insertSections(IndexSet(integer: 1), with: .automatic)
    expectEqual(table.tableView.numberOfSections, 1, "nothing changes until endUpdates")
    table.tableView.endUpdates()

    expectEqual(table.tableView.numberOfSections, 2)
    expectEqual(table.visibleRows, ["0.0", "1.0", "1.1"])
    expectEqual(table.tableView.headerView(forSection: 1)?.textLabel?.text, "Second")
  }

  @Test("a collection view inserts, deletes and reloads items in batches too")
  func collectionViewUpdates() {
    let list = ListFixture(rows: 2)
    list.collectionView.layoutIfNeeded()
    _ = list.log.take()

    list.dataSource.rows = ["Row 0", "Row 1", "Row 2"]
    list.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
    expectEqual(list.visibleItems, [0, 1, 2])

    list.collectionView.performBatchUpdates {
      list.dataSource.rows = ["Row 1", "Row 2"]
      list.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
    expectEqual(list.visibleItems, [0, 1])
    let texts = list.collectionView.visibleCells.compactMap { ($0 as? RowCell)?.titleLabel.text }
    expectEqual(texts.sorted(), ["Row 1", "Row 2"])
  }

  @Test("an update to a list that has not asked its data source yet is a reload")
  func updateBeforeTheFirstPass() {
    let table = TableFixture(rows: 2)
    table.dataSource.sections[0].append("Row 2")

    table.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    table.tableView.layoutIfNeeded()

    expectEqual(table.tableView.numberOfRows(inSection: 0), 3)
  }

  #if compiler(>=6.2)
    @Test("an update whose counts do not add up stops the program with UIKit's message")
    func inconsistentUpdate() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await MainActor.run {
          let table = TableFixture(rows: 3)
          table.tableView.layoutIfNeeded()
          table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "Invalid update: invalid number of rows in section 0. The number of rows contained in "
            + "an existing section after the update (3) must be equal to the number of rows "
            + "contained in that section before the update (3), plus or minus the number of rows "
            + "inserted or deleted from that section (0 inserted, 1 deleted)"))
    }
  #endif
}
