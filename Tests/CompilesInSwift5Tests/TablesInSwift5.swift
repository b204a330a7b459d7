// Table code as a Swift 5 codebase writes it, with only the import changed: a table made by a
// plain factory function, a data source class that is not marked for the main actor, a snapshot
// built by a plain function, and a view controller that feeds a table and reloads a row. If the
// kit were stricter than Apple's SDK, this target would stop compiling.

import HeadlessUIKit  // iOS: import UIKit
import Testing

/// A table made by a plain factory function, as view factories at work are.
func makeTableView(rowHeight: CGFloat) -> UITableView {
  let tableView = UITableView(frame: .zero, style: .grouped)
  tableView.rowHeight = rowHeight
  tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  return tableView
}

/// A snapshot built by a plain function, away from any view.
func makeSnapshot(cities: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
  var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
  snapshot.appendSections([0])
  snapshot.appendItems(cities, toSection: 0)
  return snapshot
}

/// A data source object of its own, as screens split out of a massive view controller have.
class CityListDataSource: NSObject, UITableViewDataSource {
  var cities: [String] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return cities.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = cities[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    return cities.isEmpty ? nil : "Cities"
  }
}

class CityListViewController: UIViewController, UITableViewDelegate {
  let tableView = makeTableView(rowHeight: 50)
  let dataSource = CityListDataSource()
  var selectedCity: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.dataSource = dataSource
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func rename(row: Int, to name: String) {
    dataSource.cities[row] = name
    tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedCity = dataSource.cities[indexPath.row]
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

@Suite("Tables in the Swift 5 mode") @MainActor
struct TablesInSwift5Tests {
  @Test("a split-out data source feeds a table, and reloading a row shows its new text")
  func splitDataSource() {
    let controller = CityListViewController()
    controller.dataSource.cities = ["Seoul", "Busan"]
    controller.loadViewIfNeeded()
    controller.tableView.layoutIfNeeded()

    controller.rename(row: 1, to: "Incheon")

    let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell?.textLabel?.text == "Incheon")
    #expect(controller.tableView.headerView(forSection: 0)?.textLabel?.text == "Cities")
    controller.tableView(controller.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    #expect(controller.selectedCity == "Seoul")
  }

  @Test("a snapshot built by a plain function holds the items in order")
  func snapshotFromAPlainFunction() {
    let snapshot = makeSnapshot(cities: ["Seoul", "Busan"])
    #expect(snapshot.itemIdentifiers == ["Seoul", "Busan"])
    #expect(snapshot.numberOfItems(inSection: 0) == 2)
  }
}
