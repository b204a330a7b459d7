// Swift 5 work code that styles views: a factory that makes a rounded, shadowed button, a
// keyboard observer that reads the keyboard's frame (on the posting queue: Foundation on Linux
// waits for a `.main` queue observer, which blocks a post made on the main queue), and bar
// button items made with a target
// and an action, as Swift 5 codebases still make them. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

/// A primary button as a style helper makes it, outside any view controller.
func makePrimaryButton(title: String) -> UIButton {
  let button = UIButton(type: .system)
  button.setTitle(title, for: .normal)
  button.setTitleColor(.white, for: .normal)
  button.titleLabel?.font = UIFont.systemFont(ofSize: 16, weight: .bold)
  button.backgroundColor = .systemBlue
  button.layer.cornerRadius = 10
  button.layer.shadowColor = UIColor.black.cgColor
  button.layer.shadowOpacity = 0.2
  button.layer.shadowRadius = 6
  return button
}

final class CommentFormViewController: UIViewController {
  private(set) var keyboardHeight: CGFloat = 0
  private var observer: NSObjectProtocol?

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Post", style: .done, target: self, action: nil)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "xmark"), style: .plain, target: self, action: nil)
    observer = NotificationCenter.default.addObserver(
      forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
    ) { [weak self] notification in
      guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      else { return }
      // Posted on the main thread, so the closure runs there; saying so spares the warning
      // that main-actor state is written from a Sendable closure.
      MainActor.assumeIsolated { self?.keyboardHeight = frame.height }
    }
  }
}

// MARK: - The code above, run

@Suite("Styling work code in the Swift 5 mode") @MainActor
struct StylingWorkCodeInSwift5Tests {
  @Test("a styled button keeps its look, and the form reads the keyboard's frame")
  func styledButtonAndKeyboard() {
    let button = makePrimaryButton(title: "Send")
    #expect(button.titleColor(for: .highlighted) == .white)
    #expect(button.layer.cornerRadius == 10)

    let form = CommentFormViewController()
    form.loadViewIfNeeded()
    #expect(form.navigationItem.rightBarButtonItem?.title == "Post")
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 508, width: 390, height: 336)
      ])
    #expect(form.keyboardHeight == 336)
  }
}
