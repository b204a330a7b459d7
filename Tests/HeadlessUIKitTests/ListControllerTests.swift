import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// The table and collection view controllers: their view is the list, they feed it, and a
/// subclass's overrides of the data source and delegate methods are what the list calls.
@Suite("List view controllers") @MainActor
struct ListControllerTests {
  final class FruitController: UITableViewController {
    let fruit = [["Apple", "Pear"], ["Fig"]]
    var selected: [IndexPath] = []

    override func numberOfSections(in tableView: UITableView) -> Int { fruit.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      fruit[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "Fruit")
        ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
      cell.textLabel?.text = fruit[indexPath.section][indexPath.row]
      return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    { section == 0 ? "Common" : "Rare" }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  /// Implements an optional method in an extension of the conforming class.
  final class ExtensionDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = UITableViewCell()
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  @Test("a table view controller's table is its view, fed and told by its overrides")
  func tableViewControllerWiring() throws {
    let controller = FruitController(style: .insetGrouped)
    controller.title = "Fruit"
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()

    expectIdentical(controller.tableView, controller.view)
    expectEqual(controller.tableView.style, .insetGrouped)
    expectIdentical(controller.tableView.dataSource, controller)
    expectIdentical(controller.tableView.delegate, controller)
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Fruit
      list: 3 items
        (header) Common
        Apple
        Pear
        (header) Rare
        Fig

      """)
    try Touches(window: window).tapItem(labeled: "Fig")
    expectEqual(controller.selected, [IndexPath(row: 0, section: 1)])
  }

  @Test("pulling a table view controller's table refreshes it, and the screen says so")
  func pullToRefresh() throws {
    let controller = FruitController(style: .plain)
    controller.title = "Fruit"
    var refreshes = 0
    let refreshControl = UIRefreshControl()
    refreshControl.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    controller.refreshControl = refreshControl
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()

    try Touches(window: window).pullToRefresh()

    expectEqual(refreshes, 1)
    expectIdentical(controller.tableView.refreshControl, refreshControl)
    #expect(
      ScreenTranscript.render(window).hasPrefix(
        "screen: Fruit\nrefresh: refreshing\nlist: 3 items\n"))
  }

  @Test("a cell's image view is made on first use, except in the value2 style")
  func cellImageView() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.imageView?.image = UIImage(systemName: "star")

    expectNotNil(cell.imageView?.image)
    expectIdentical(cell.imageView?.superview, cell.contentView)
    expectNil(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView)
  }

  @Test("the selection is cleared when the table view controller's view appears again")
  func clearsSelectionOnViewWillAppear() {
    let controller = FruitController(style: .plain)
    controller.tableView.layoutIfNeeded()
    controller.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)

    controller.clearsSelectionOnViewWillAppear = false
    controller.viewWillAppear(false)
    expectEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))

    controller.clearsSelectionOnViewWillAppear = true
    controller.viewWillAppear(false)
    expectNil(controller.tableView.indexPathForSelectedRow)
  }

  @Test("an optional method implemented in an extension of the conforming class is called")
  func extensionMethodIsCalled() throws {
    let delegate = ExtensionDelegate()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    tableView.dataSource = delegate
    tableView.delegate = delegate

    try Touches(window: makeWindow(showing: [tableView])).tapItem(at: 2)

    expectEqual(delegate.selected, [2])
  }

  @Test("a collection view controller's view is a collection view with its layout")
  func collectionViewControllerWiring() {
    let layout = UICollectionViewFlowLayout()
    let controller = UICollectionViewController(collectionViewLayout: layout)

    expectIdentical(controller.collectionViewLayout, layout)
    expectIdentical(controller.collectionView, controller.view)
    expectIdentical(controller.collectionView.collectionViewLayout, layout)
    expectIdentical(controller.collectionView.dataSource, controller)
    expectEqual(controller.collectionView.numberOfSections, 1)
    expectEqual(controller.collectionView.numberOfItems(inSection: 0), 0)
  }

  @Test("IndexPath(row:section:) reads back as row and section, the same indices as item")
  func indexPathRow() {
    var indexPath = IndexPath(row: 3, section: 1)
    expectEqual(indexPath.row, 3)
    expectEqual(indexPath.item, 3)
    expectEqual(indexPath.section, 1)
    indexPath.row = 4
    expectEqual(indexPath, IndexPath(item: 4, section: 1))
  }

  #if compiler(>=6.2)
    @Test("row traps, with UIKit's message, on an index path that has not two indices")
    func rowTrapsOnTheWrongLength() async {
      let result = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        _ = IndexPath(indexes: [0, 1, 2]).row
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains(
          "Invalid index path for use with UITableView. This index path must contain exactly "
            + "two indices specifying the section and row."))
    }
  #endif
}

extension ListControllerTests.ExtensionDelegate {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}
