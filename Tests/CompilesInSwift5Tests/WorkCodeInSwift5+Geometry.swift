// Swift 5 work code of a form that moves out of the keyboard's way, and a like button that
// pops with a transform: the keyboard's frame read from a notification's user info and
// converted into the view, and transforms set in animation blocks. Only the import differs
// from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class SignUpFormViewController: UIViewController {
  let scrollView = UIScrollView()
  let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    view.addSubview(scrollView)
    scrollView.addSubview(heart)
    let center = NotificationCenter.default
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        // Posted from the main thread; the block runs where it was posted.
        MainActor.assumeIsolated { self?.keyboardWillShow(notification) }
      })
    observers.append(
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.scrollView.contentInset = .zero }
      })
  }

  deinit {
    observers.forEach(NotificationCenter.default.removeObserver)
  }

  private func keyboardWillShow(_ notification: Notification) {
    guard let userInfo = notification.userInfo,
      let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let keyboardFrame = view.convert(frame, from: nil)
    let overlap = max(0, view.bounds.maxY - keyboardFrame.minY)
    UIView.animate(withDuration: 0.25) {
      self.scrollView.contentInset.bottom = overlap
    }
  }

  func like() {
    heart.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    UIView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8,
      options: [.curveEaseOut, .allowUserInteraction]
    ) {
      self.heart.transform = .identity
    }
  }
}

// MARK: - The code above, run

@Suite("Geometry work code in the Swift 5 mode") @MainActor
struct GeometryWorkCodeInSwift5Tests {
  @Test("the keyboard's frame, converted into the view, insets the form by the overlap")
  func keyboardInsetsTheForm() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let form = SignUpFormViewController()
    window.rootViewController = form
    form.view.frame = window.bounds
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(
          cgRect: CGRect(x: 0, y: 508, width: 390, height: 336))
      ])

    #expect(form.scrollView.contentInset.bottom == 336)
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    #expect(form.scrollView.contentInset.bottom == 0)
  }

  @Test("a like ends with the heart at its own size")
  func likePops() {
    let form = SignUpFormViewController()
    form.loadViewIfNeeded()
    form.like()
    #expect(form.heart.transform.isIdentity)
  }
}
