// Swift 5 work code of a mail-style split view, as the Master-Detail template wrote it: a classic
// split view controller subclass that is its own delegate, a list of mailboxes that shows a
// mailbox in a navigation controller with showDetailViewController, and a placeholder detail
// discarded when the split view collapses on a phone. Only the imports differ from iOS.

import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver  // the kit's touches and transcript; not in the iOS app
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

struct Mailbox {
  let name: String
  let unreadCount: Int
}

class MailboxesViewController: UITableViewController {
  var mailboxes = [
    Mailbox(name: "Inbox", unreadCount: 3),
    Mailbox(name: "Drafts", unreadCount: 0),
    Mailbox(name: "Archive", unreadCount: 12),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MailboxCell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return mailboxes.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "MailboxCell", for: indexPath)
    let mailbox = mailboxes[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = mailbox.name
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = MailboxDetailViewController()
    detail.mailbox = mailboxes[indexPath.row]
    showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
  }
}

class MailboxDetailViewController: UIViewController {
  var mailbox: Mailbox?
  let unreadLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = mailbox?.name ?? "No Mailbox Selected"
    navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
    navigationItem.leftItemsSupplementBackButton = true

    if let mailbox = mailbox {
      unreadLabel.text =
        mailbox.unreadCount == 0 ? "No unread mail" : "\(mailbox.unreadCount) unread"
    }
    view.addSubview(unreadLabel)
  }
}

class MailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    delegate = self
    preferredDisplayMode = .allVisible

    let mailboxes = MailboxesViewController(style: .insetGrouped)
    let placeholder = UINavigationController(rootViewController: MailboxDetailViewController())
    viewControllers = [UINavigationController(rootViewController: mailboxes), placeholder]
  }

  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    // Nothing chosen yet: start on the list, not on an empty mailbox.
    guard let navigationController = secondaryViewController as? UINavigationController,
      let detail = navigationController.topViewController as? MailboxDetailViewController
    else { return false }
    return detail.mailbox == nil
  }
}

// MARK: - The code above, run

@Suite("Split view work code in the Swift 5 mode") @MainActor
struct SplitViewWorkCodeInSwift5Tests {
  let window = UIWindow()

  func nextTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  @Test("on a phone the list shows first; a tapped mailbox is pushed, and back returns to the list")
  func mailboxes() async throws {
    let split = MailSplitViewController()
    window.rootViewController = split
    window.makeKeyAndVisible()
    let touches = Touches(window: window)

    #expect(split.isCollapsed)
    #expect(ScreenTranscript.render(window).hasPrefix("screen 1 of 1: Mailboxes\n"))

    try touches.tapItem(labeled: "Archive")
    await nextTurn()
    let detail = ScreenTranscript.render(window)
    #expect(detail.hasPrefix("screen 2 of 2: Archive  ‹ Mailboxes\n"))
    #expect(detail.contains("label: 12 unread"))
    #expect(!detail.contains("bar:"))

    try touches.tapBack()
    await nextTurn()
    #expect(ScreenTranscript.render(window).hasPrefix("screen 1 of 1: Mailboxes\n"))
    #expect(split.viewControllers.count == 1)
  }
}
