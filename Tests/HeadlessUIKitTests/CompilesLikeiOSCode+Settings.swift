// iOS code of a settings screen, as an iOS developer writes it: a grouped table whose rows
// hold switches, insets that leave room below the last row, a tap anywhere that ends editing,
// a header that stretches with the table, a colour made from hue, saturation and brightness,
// and a row that opens the app's website. Only the import line differs from an iOS project.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as an iOS developer writes it

final class SettingsTableViewController: UITableViewController {
  let notificationsSwitch = UISwitch()
  private(set) var openedWebsite: Bool?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    tableView.verticalScrollIndicatorInsets = tableView.contentInset
    tableView.showsVerticalScrollIndicator = false
    tableView.showsHorizontalScrollIndicator = false
    tableView.alwaysBounceVertical = true
    tableView.keyboardDismissMode = .onDrag
    tableView.sectionHeaderTopPadding = 0

    let tap = UITapGestureRecognizer(target: self, action: Selector("dismissKeyboard"))
    tap.cancelsTouchesInView = false
    view.addGestureRecognizer(tap)

    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    header.backgroundColor = UIColor(hue: 0.58, saturation: 0.4, brightness: 0.95, alpha: 1)
    tableView.tableHeaderView = header
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    section == 0 ? "Notifications" : "About"
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "setting")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
    if indexPath.section == 0 {
      cell.textLabel?.text = "Alerts"
    } else {
      var content = cell.defaultContentConfiguration()
      content.text = "Website"
      content.image = UIImage(systemName: "safari")
      cell.contentConfiguration = content
    }
    cell.accessoryView = indexPath.section == 0 ? notificationsSwitch : nil
    cell.selectionStyle = indexPath.section == 0 ? .none : .default
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    if indexPath.section == 0 {
      let detail = UIViewController()
      detail.hidesBottomBarWhenPushed = true
      navigationController?.pushViewController(detail, animated: true)
      return
    }
    guard indexPath.section == 1, let url = URL(string: "https://example.com") else { return }
    UIApplication.shared.open(url, options: [:]) { [weak self] success in
      self?.openedWebsite = success
    }
  }
}

// MARK: - The suite that runs it

@Suite("iOS-style settings code compiles and runs") @MainActor
struct SettingsCodeCompilesTests {
  @Test("the settings table keeps its insets and tap, and the website row asks to open a URL")
  func settingsTable() async {
    let screen = SettingsTableViewController(style: .insetGrouped)
    let navigation = UINavigationController(rootViewController: screen)
    screen.loadViewIfNeeded()
    expectEqual(screen.tableView.contentInset.bottom, 20)
    expectEqual(screen.tableView.sectionHeaderTopPadding, 0)
    let website = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
    expectEqual(
      (website.contentConfiguration as? UIListContentConfiguration)?.image,
      UIImage(systemName: "safari"))
    #expect(screen.view.gestureRecognizers?.first is UITapGestureRecognizer)
    expectEqual(screen.tableView.tableHeaderView?.autoresizingMask.contains(.flexibleWidth), true)

    screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    expectEqual(navigation.topViewController?.hidesBottomBarWhenPushed, true)
    screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 0, section: 1))
    await drainMainQueue()
    expectEqual(screen.openedWebsite, false)
  }
}
