// Swift 5 work code of a compose screen: a text view whose keyboard carries a Done toolbar, a
// toolbar at the bottom of the navigation stack, a rating label with a star attachment, and
// an empty state drawn by UIContentUnavailableConfiguration. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class ComposeViewController: UIViewController {
  let bodyTextView = UITextView()
  let ratingLabel = UILabel()
  private(set) var sentDrafts: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New Review"
    view.backgroundColor = .systemBackground

    bodyTextView.font = .preferredFont(forTextStyle: .body)
    bodyTextView.inputAccessoryView = makeKeyboardToolbar()
    view.addSubview(bodyTextView)

    let rating = NSMutableAttributedString(string: "Your rating: 4 ")
    let star = NSTextAttachment()
    star.image = UIImage(systemName: "star.fill")
    star.bounds = CGRect(x: 0, y: -2, width: 16, height: 16)
    rating.append(NSAttributedString(attachment: star))
    ratingLabel.attributedText = rating
    view.addSubview(ratingLabel)

    let send = UIBarButtonItem(
      title: "Send", image: nil,
      primaryAction: UIAction { [weak self] _ in self?.send() }, menu: nil)
    toolbarItems = [.flexibleSpace(), send]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.setToolbarHidden(false, animated: animated)
  }

  private func makeKeyboardToolbar() -> UIToolbar {
    let toolbar = UIToolbar()
    toolbar.sizeToFit()
    let done = UIBarButtonItem(
      barButtonSystemItem: .done,
      primaryAction: UIAction { [weak self] _ in self?.view.endEditing(true) })
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done,
    ]
    return toolbar
  }

  private func send() {
    sentDrafts.append(bodyTextView.text)
    bodyTextView.text = ""
  }
}

final class DraftsViewController: UIViewController {
  var drafts: [String] = [] {
    didSet { setNeedsUpdateContentUnavailableConfiguration() }
  }

  override func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
    if drafts.isEmpty {
      var config = UIContentUnavailableConfiguration.empty()
      config.image = UIImage(systemName: "square.and.pencil")
      config.text = "No Drafts"
      config.secondaryText = "Reviews you start show up here."
      contentUnavailableConfiguration = config
    } else {
      contentUnavailableConfiguration = nil
    }
  }
}

// MARK: - The code above, run

@Suite("Compose work code in the Swift 5 mode") @MainActor
struct ComposeWorkCodeInSwift5Tests {
  @Test("the compose screen keeps its keyboard toolbar, its bottom toolbar and its star")
  func composeScreen() {
    let compose = ComposeViewController()
    let navigation = UINavigationController(rootViewController: compose)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    #expect(navigation.isToolbarHidden == false)
    #expect(compose.toolbarItems?.count == 2)
    #expect(compose.bodyTextView.inputAccessoryView?.frame.height == 44)
    #expect(compose.ratingLabel.text == "Your rating: 4 \u{FFFC}")

    compose.bodyTextView.becomeFirstResponder()
    compose.bodyTextView.text = "Lovely stay"
    (compose.bodyTextView.inputAccessoryView as? UIToolbar)?.items?.last?.simulateTap()
    #expect(compose.bodyTextView.isFirstResponder == false)
    compose.toolbarItems?.last?.simulateTap()
    #expect(compose.sentDrafts == ["Lovely stay"])
  }

  @Test("the drafts screen shows its empty state until there is a draft")
  func draftsEmptyState() {
    let drafts = DraftsViewController()
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: drafts)
    window.makeKeyAndVisible()
    drafts.view.layoutIfNeeded()
    let config = drafts.contentUnavailableConfiguration as? UIContentUnavailableConfiguration
    #expect(config?.text == "No Drafts")

    drafts.drafts = ["Lovely stay"]
    drafts.view.layoutIfNeeded()
    #expect(drafts.contentUnavailableConfiguration == nil)
  }
}
