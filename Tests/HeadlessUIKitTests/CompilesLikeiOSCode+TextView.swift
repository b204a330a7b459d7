// iOS code with a text view, as an iOS developer writes it: a chat screen whose input bar is a
// growing text view with a placeholder label, a length limit and a send button enabled only
// when there is something to send. Only the import line differs from an iOS project.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

final class ChatViewController: UIViewController, UITextViewDelegate {
  static let maximumLength = 20

  private(set) var sentMessages: [String] = []

  private let messagesLabel = UILabel()
  private let inputTextView = UITextView()
  private let placeholderLabel = UILabel()
  private let sendButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chat"
    view.backgroundColor = .systemBackground

    messagesLabel.numberOfLines = 0
    messagesLabel.translatesAutoresizingMaskIntoConstraints = false

    inputTextView.accessibilityLabel = "Message"
    inputTextView.font = .preferredFont(forTextStyle: .body)
    inputTextView.textColor = .label
    inputTextView.isScrollEnabled = false
    inputTextView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
    inputTextView.returnKeyType = .default
    inputTextView.autocorrectionType = .yes
    inputTextView.keyboardDismissMode = .interactive
    inputTextView.layer.cornerRadius = 16
    inputTextView.delegate = self
    inputTextView.translatesAutoresizingMaskIntoConstraints = false

    placeholderLabel.text = "Message"
    placeholderLabel.textColor = .placeholderText

    sendButton.setTitle("Send", for: .normal)
    sendButton.isEnabled = false
    sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
    sendButton.translatesAutoresizingMaskIntoConstraints = false

    inputTextView.addSubview(placeholderLabel)
    view.addSubview(messagesLabel)
    view.addSubview(inputTextView)
    view.addSubview(sendButton)
    NSLayoutConstraint.activate([
      messagesLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      messagesLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      messagesLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      inputTextView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      inputTextView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      sendButton.leadingAnchor.constraint(equalTo: inputTextView.trailingAnchor, constant: 8),
      sendButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
      sendButton.bottomAnchor.constraint(equalTo: inputTextView.bottomAnchor),
    ])
  }

  private func send() {
    let message = inputTextView.text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !message.isEmpty else { return }
    sentMessages.append(message)
    messagesLabel.text = sentMessages.joined(separator: "\n")
    inputTextView.text = ""  // no textViewDidChange for a change in code: update by hand
    updateInputState()
  }

  private func updateInputState() {
    placeholderLabel.isHidden = !inputTextView.text.isEmpty
    sendButton.isEnabled = !inputTextView.text
      .trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  // MARK: UITextViewDelegate

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    let current = textView.text as NSString
    return current.replacingCharacters(in: range, with: text).count <= Self.maximumLength
  }

  func textViewDidChange(_ textView: UITextView) {
    updateInputState()
  }
}

// MARK: - Driving it headless

@Suite("iOS-style text view code compiles and runs") @MainActor
struct CompilesLikeiOSTextViewTests {
  @Test("the input bar shows its placeholder, keeps to its limit, and sends when there is text")
  func chatInputBar() throws {
    let chat = ChatViewController()
    let window = makeWindow(root: UINavigationController(rootViewController: chat))
    let touches = Touches(window: window)

    try touches.type("See you", intoTextView: "Message")
    try touches.tapReturnKey()
    try touches.type("at 7, by the station", intoTextView: "Message")
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Chat
      text view "Message": "See you\\u{A}at 7, by the" (editing)
      button: [Send]

      """)
    try touches.tapButton(titled: "Send")
    expectEqual(chat.sentMessages, ["See you\nat 7, by the"])
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Chat
      label: See you
      at 7, by the
      text view "Message": empty (editing)
      label: Message
      button: [Send] (disabled)

      """)
  }
}
