import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Table transcripts") @MainActor
struct TableTranscriptTests {
  @Test("a table reads as a list: its count, the section headers and the rows on screen")
  func tableWithSections() {
    let table = TableFixture(
      sections: [["Apple", "Pear"], ["Carrot", "Leek", "Onion"]], titles: ["Fruit", "Vegetables"],
      height: 200)
    let footer = UILabel()
    footer.text = "Prices include tax"
    footer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    table.tableView.tableFooterView = footer
    let window = makeWindow(title: "Market", showing: [table.tableView])

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Market
      list: 5 items
        (header) Fruit
        Apple
        Pear
        (header) Vegetables
        Carrot
        Leek
        ↓ 1 more below

      """)
  }

  @Test("after scrolling, the rows above are counted and the table footer shows at the end")
  func scrolledTable() throws {
    let table = TableFixture(sections: [["Apple", "Pear"], ["Carrot", "Leek", "Onion"]])
    let footer = UILabel()
    footer.text = "Prices include tax"
    footer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    table.tableView.tableFooterView = footer
    let window = makeWindow(title: "Market", showing: [table.tableView])

    try Touches(window: window).scrollToEnd()

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Market
      list: 5 items
        ↑ 3 more above
        Leek
        Onion
        (table footer) Prices include tax

      """)
  }

  @Test("a table with the same rows as a collection view reads the same")
  func sameAsACollectionView() {
    let table = TableFixture(rows: 6)
    let list = ListFixture(rows: 6)
    let tableWindow = makeWindow(showing: [table.tableView])
    let listWindow = makeWindow(showing: [list.collectionView])

    expectEqual(ScreenTranscript.render(tableWindow), ScreenTranscript.render(listWindow))
  }

  @Test("a cell with a content configuration reads as its texts")
  func contentConfigurationRows() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let dataSource = ConfiguredRows()
    tableView.dataSource = dataSource
    let window = makeWindow(title: "Places", showing: [tableView])

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Places
      list: 1 item
        Seoul · South Korea

      """)
  }

  final class ConfiguredRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
      var content = cell.defaultContentConfiguration()
      content.text = "Seoul"
      content.secondaryText = "South Korea"
      cell.contentConfiguration = content
      return cell
    }
  }
}
