import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Pan, long-press, swipe, pinch and rotation recognizers, and their delegate") @MainActor
struct GestureRecognizerTests {
  final class Delegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
  }

  @Test("each recognizer starts with UIKit's settings, and in the possible state")
  func defaults() {
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    let press = UILongPressGestureRecognizer()
    let swipe = UISwipeGestureRecognizer()
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()

    expectEqual(pan.minimumNumberOfTouches, 1)
    expectEqual(pan.maximumNumberOfTouches, Int.max)
    expectEqual(press.minimumPressDuration, 0.5)
    expectEqual(press.numberOfTapsRequired, 0)
    expectEqual(press.numberOfTouchesRequired, 1)
    expectEqual(press.allowableMovement, 10)
    expectEqual(swipe.direction, .right)
    expectEqual(swipe.numberOfTouchesRequired, 1)
    expectEqual(pinch.scale, 1)
    expectEqual(rotation.rotation, 0)
    expectEqual(
      [pan, press, swipe, pinch, rotation].map(\.state), Array(repeating: .possible, count: 5))
    expectTrue(press.delaysTouchesEnded)
    expectFalse(press.delaysTouchesBegan)
  }

  @Test("a pan keeps the translation an action method resets, and has no speed without a finger")
  func panTranslation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)

    expectEqual(pan.translation(in: view), .zero)
    pan.setTranslation(CGPoint(x: 12, y: -4), in: view)
    expectEqual(pan.translation(in: view.superview), CGPoint(x: 12, y: -4))
    expectEqual(pan.velocity(in: view), .zero)
    expectEqual(pan.numberOfTouches, 0)
  }

  @Test("swipe directions combine as options with UIKit's raw values")
  func swipeDirections() {
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.left, .up]

    expectTrue(swipe.direction.contains(.left))
    expectFalse(swipe.direction.contains(.right))
    expectEqual(
      [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue), [1, 2, 4, 8])
  }

  @Test("the delegate is held weakly, and answers UIKit's defaults where it implements nothing")
  func delegate() {
    let pan = UIPanGestureRecognizer()
    let other = UITapGestureRecognizer()
    var delegate: Delegate? = Delegate()
    pan.delegate = delegate
    pan.require(toFail: other)

    expectTrue(delegate?.gestureRecognizerShouldBegin(pan) ?? false)
    expectTrue(delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: other) ?? false)
    expectFalse(delegate?.gestureRecognizer(pan, shouldRequireFailureOf: other) ?? true)
    expectFalse(delegate?.gestureRecognizer(pan, shouldBeRequiredToFailBy: other) ?? true)
    delegate = nil
    expectNil(pan.delegate)
  }

  @Test("with no touches, a recognizer's location is its view's origin, in the view asked")
  func location() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let card = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
    window.addSubview(card)
    let press = UILongPressGestureRecognizer()

    expectEqual(press.location(in: nil), .zero)
    card.addGestureRecognizer(press)
    expectEqual(press.location(in: card), .zero)
    expectEqual(press.location(in: nil), CGPoint(x: 40, y: 60))
  }
}
