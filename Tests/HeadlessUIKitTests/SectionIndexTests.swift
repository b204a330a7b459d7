import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("A table's section index") @MainActor
struct SectionIndexTests {
  /// Contacts by letter, with an index of the letters; "Z" has no section and jumps to the
  /// last one, as a contacts app maps the letters it lacks.
  final class Contacts: NSObject, UITableViewDataSource {
    let sections = [
      ("A", ["Ahn", "Ahn Jae", "Ahn Mi"]), ("B", ["Baek", "Bae"]), ("C", ["Cha", "Choi", "Chung"]),
    ]
    var asked: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].1.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
      return cell
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      sections.map(\.0) + ["Z"]
    }
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      asked.append(title)
      return min(index, sections.count - 1)
    }
  }

  @Test("tapping a letter asks the data source for its section and scrolls it to the top")
  func jumpsToSection() throws {
    let contacts = Contacts()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 120), style: .plain)
    table.rowHeight = 40
    table.dataSource = contacts
    table.sectionIndexColor = .systemBlue
    let touches = Touches(window: makeWindow(showing: [table]))
    table.layoutIfNeeded()

    try touches.tapSectionIndex(titled: "B")
    expectEqual(contacts.asked, ["B"])
    expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 1))
    try touches.tapSectionIndex(titled: "Z")
    expectEqual(contacts.asked, ["B", "Z"])
    expectEqual(table.contentOffset.y, table.maximumContentOffsetY, "the last section, clamped")
    #expect(throws: TouchError.self) { try touches.tapSectionIndex(titled: "Q") }
  }

  @Test("a table whose data source gives no index has none to tap")
  func noIndex() {
    let table = TableFixture(rows: 3)
    let touches = Touches(window: makeWindow(showing: [table.tableView]))
    #expect(throws: TouchError.self) { try touches.tapSectionIndex(titled: "A") }
    expectFalse(table.tableView.allowsMultipleSelectionDuringEditing)
  }
}
