// Swift 5 work code of a draggable card: pan, long-press, swipe, double-tap and pinch
// recognizers set up in viewDidLoad, a delegate that lets them work together, and action
// methods that read the recognizers. Only the import differs from iOS, and `Selector("…")`
// stands where iOS code writes `#selector(…)` (no Objective-C runtime on Linux).

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class CardViewController: UIViewController, UIGestureRecognizerDelegate {
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  private var initialCenter = CGPoint.zero
  private(set) var pan: UIPanGestureRecognizer!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
    pan.delegate = self
    pan.maximumNumberOfTouches = 1
    card.addGestureRecognizer(pan)
    let longPress = UILongPressGestureRecognizer(
      target: self, action: Selector("handleLongPress:"))
    longPress.minimumPressDuration = 0.3
    card.addGestureRecognizer(longPress)
    let swipe = UISwipeGestureRecognizer(target: self, action: Selector("handleSwipe:"))
    swipe.direction = .left
    view.addGestureRecognizer(swipe)
    let doubleTap = UITapGestureRecognizer(target: self, action: Selector("resetCard"))
    doubleTap.numberOfTapsRequired = 2
    card.addGestureRecognizer(doubleTap)
    let pinch = UIPinchGestureRecognizer(target: self, action: Selector("handlePinch:"))
    card.addGestureRecognizer(pinch)
    pan.require(toFail: swipe)
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    switch gesture.state {
    case .began:
      initialCenter = card.center
    case .changed:
      let translation = gesture.translation(in: view)
      card.center = CGPoint(x: initialCenter.x + translation.x, y: initialCenter.y + translation.y)
    case .ended, .cancelled:
      if abs(gesture.velocity(in: view).x) > 500 { card.removeFromSuperview() }
    default:
      break
    }
  }

  func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
    guard gesture.state == .began else { return }
    card.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
  }

  func handleSwipe(_ gesture: UISwipeGestureRecognizer) {
    if gesture.direction == .left { card.alpha = 0.5 }
  }

  func handlePinch(_ gesture: UIPinchGestureRecognizer) {
    card.transform = card.transform.scaledBy(x: gesture.scale, y: gesture.scale)
    gesture.scale = 1
  }

  func resetCard() {
    card.transform = .identity
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    true
  }
}

// MARK: - The code above, run

@Suite("Gesture work code in the Swift 5 mode") @MainActor
struct GesturesWorkCodeInSwift5Tests {
  @Test("the card carries its recognizers; an action method called by hand moves it")
  func cardRecognizers() {
    let screen = CardViewController()
    screen.loadViewIfNeeded()
    screen.card.center = CGPoint(x: 100, y: 150)
    screen.pan.setTranslation(CGPoint(x: 30, y: 0), in: screen.view)
    screen.handlePan(screen.pan)

    #expect(screen.card.gestureRecognizers?.count == 4)
    #expect(screen.view.gestureRecognizers?.first is UISwipeGestureRecognizer)
    #expect(screen.pan.delegate === screen)
    // The pan is still `.possible` (nothing recognizes gestures headless): the card stays.
    #expect(screen.card.center == CGPoint(x: 100, y: 150))
  }
}
