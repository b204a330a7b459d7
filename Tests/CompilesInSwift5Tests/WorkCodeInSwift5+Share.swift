// Swift 5 work code of a share button and a Copy Link action: a share sheet presented from a
// bar button item (a popover on iPad), services excluded, a completion handler that logs the
// service, and the pasteboard written and read. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class StayDetailViewController: UIViewController {
  let link = URL(string: "https://example.com/stay/42")!
  private(set) var sharedVia: [String] = []
  private lazy var shareButton = UIBarButtonItem(
    systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() })

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = shareButton
  }

  func share() {
    let sheet = UIActivityViewController(
      activityItems: ["A stay worth a look", link], applicationActivities: nil)
    sheet.excludedActivityTypes = [.assignToContact, .addToReadingList, .print]
    sheet.popoverPresentationController?.barButtonItem = shareButton
    sheet.completionWithItemsHandler = { [weak self] activityType, completed, _, _ in
      guard completed, let activityType = activityType else { return }
      self?.sharedVia.append(activityType.rawValue)
    }
    present(sheet, animated: true)
  }

  func copyLink() {
    UIPasteboard.general.url = link
  }

  var canPasteLink: Bool {
    UIPasteboard.general.hasURLs
  }
}

// MARK: - The code above, run

@Suite("Share work code in the Swift 5 mode") @MainActor
struct ShareWorkCodeInSwift5Tests {
  @Test("Copy Link puts the link on the pasteboard")
  func copyLink() {
    let screen = StayDetailViewController()
    screen.copyLink()
    #expect(screen.canPasteLink)
    #expect(UIPasteboard.general.url == screen.link)
  }

  @Test("sharing presents the sheet from the share button")
  func share() {
    let screen = StayDetailViewController()
    let window = UIWindow()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    screen.share()
    #expect(screen.presentedViewController is UIActivityViewController)
  }
}
