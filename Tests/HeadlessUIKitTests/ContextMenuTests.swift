import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Context menus") @MainActor
struct ContextMenuTests {
  final class Rows: UITableViewController {
    var ran: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard indexPath.row == 0 else { return nil }
      return UIContextMenuConfiguration(identifier: "row 0" as NSString, previewProvider: nil) {
        [weak self] suggested in
        let share = UIAction(title: "Share") { action in
          self?.ran.append("Share, sender \(action.sender == nil ? "nil" : "set")")
        }
        let more = UIMenu(
          title: "More", children: [UIAction(title: "Copy") { _ in self?.ran.append("Copy") }])
        return UIMenu(title: "", children: suggested + [share, more])
      }
    }
  }

  @Test("a long press runs the menu's action, in a submenu too; a row without a menu throws")
  func longPress() throws {
    let rows = Rows(style: .plain)
    let window = makeWindow(root: UINavigationController(rootViewController: rows))
    let touches = Touches(window: window)

    try touches.longPressRow(at: 0, tapping: "Share")
    try touches.longPressRow(at: 0, tapping: "Copy")
    #expect(throws: TouchError.self) { try touches.longPressRow(at: 0, tapping: "Delete") }
    #expect(throws: TouchError.self) { try touches.longPressRow(at: 1, tapping: "Share") }

    expectEqual(rows.ran, ["Share, sender nil", "Copy"])
    let made = UIContextMenuConfiguration()
    let other = UIContextMenuConfiguration(identifier: nil, previewProvider: nil)
    #expect(made.identifier is NSUUID && made.identifier as? NSUUID != other.identifier as? NSUUID)
  }
}
