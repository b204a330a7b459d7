// Swift 5 work code of an older screen: a cell designed in a nib, registered by nib and set up
// in awakeFromNib, a table that leaves the safe area alone, and an observer that refreshes the
// list when the app becomes active. Only the import differs from iOS; the nib, drawn in
// Interface Builder on iOS, is declared with `UINib.define` (headless only) in the test below.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class InboxCell: UITableViewCell {
  static let nibName = "InboxCell"
  let senderLabel = UILabel()
  private(set) var isConfiguredFromNib = false

  override func awakeFromNib() {
    super.awakeFromNib()
    contentView.addSubview(senderLabel)
    senderLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
    isConfiguredFromNib = true
  }
}

final class InboxViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  var senders = ["Ana", "Bo"]
  private(set) var refreshCount = 0
  private var activeObserver: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(
      UINib(nibName: InboxCell.nibName, bundle: nil), forCellReuseIdentifier: "inbox")
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.separatorInset = .zero
    tableView.dataSource = self
    view.addSubview(tableView)
    activeObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        self?.refreshCount += 1
        self?.tableView.reloadData()
      }
    }
  }

  deinit {
    if let activeObserver { NotificationCenter.default.removeObserver(activeObserver) }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    senders.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "inbox", for: indexPath)
        as? InboxCell
    else { return UITableViewCell() }
    cell.senderLabel.text = senders[indexPath.row]
    return cell
  }
}

// MARK: - The code above, run

@Suite("Nib work code in the Swift 5 mode") @MainActor
struct NibWorkCodeInSwift5Tests {
  @Test("cells come from the nib, set up in awakeFromNib, and becoming active refreshes the list")
  func nibCellsAndLifecycle() {
    UINib.define(name: InboxCell.nibName) { _ in [InboxCell(style: .default, reuseIdentifier: nil)]
    }
    let inbox = InboxViewController()
    inbox.loadViewIfNeeded()
    inbox.tableView.layoutIfNeeded()

    let cells = inbox.tableView.visibleCells.compactMap { $0 as? InboxCell }
    #expect(cells.map { $0.senderLabel.text } == ["Ana", "Bo"])
    #expect(cells.allSatisfy { $0.isConfiguredFromNib && $0.separatorInset.left == 72 })
    #expect(inbox.tableView.adjustedContentInset == .zero)

    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
    #expect(inbox.refreshCount == 1)
  }
}
