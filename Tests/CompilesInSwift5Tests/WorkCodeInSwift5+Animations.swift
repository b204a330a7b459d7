// Swift 5 work code that animates: a shake made of keyframes, a cross-dissolve of an image, a
// card flipped from its front to its back, and a table styled without separators. Only the
// import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class PasscodeViewController: UIViewController {
  let dots = UIView()
  let lockImage = UIImageView(image: UIImage(systemName: "lock"))
  let front = UIView()
  let back = UIView()
  let history = UITableView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(dots)
    view.addSubview(lockImage)
    view.addSubview(front)
    view.addSubview(history)
    history.separatorStyle = .none
    history.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
  }

  func shake(completion: @escaping () -> Void) {
    UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        self.dots.transform = CGAffineTransform(translationX: 10, y: 0)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        self.dots.transform = .identity
      }
    } completion: { _ in
      DispatchQueue.main.async(execute: completion)
    }
  }

  func pulseLock() {
    UIView.animate(
      withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
      animations: { self.lockImage.alpha = 0.4 })
  }

  func unlock() {
    UIView.transition(
      with: lockImage, duration: 0.3, options: .transitionCrossDissolve,
      animations: { self.lockImage.image = UIImage(systemName: "lock.open") }, completion: nil)
    UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionFlipFromRight])
  }
}

// MARK: - The code above, run

@Suite("Animation work code in the Swift 5 mode") @MainActor
struct AnimationsWorkCodeInSwift5Tests {
  @Test("unlocking shows the open lock and the card's back in place of its front")
  func unlock() {
    let screen = PasscodeViewController()
    screen.loadViewIfNeeded()
    screen.pulseLock()
    screen.unlock()

    #expect(screen.lockImage.alpha == 0.4)
    #expect(screen.lockImage.image == UIImage(systemName: "lock.open"))
    #expect(screen.back.superview === screen.view)
    #expect(screen.front.superview == nil)
    #expect(screen.history.separatorInset.left == 20)
  }

  @Test("a shake ends with the dots back in place")
  func shake() async {
    let screen = PasscodeViewController()
    screen.loadViewIfNeeded()
    await withCheckedContinuation { continuation in
      screen.shake { continuation.resume() }
    }
    #expect(screen.dots.transform.isIdentity)
  }
}
