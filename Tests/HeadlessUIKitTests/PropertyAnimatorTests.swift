import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("UIViewPropertyAnimator") @MainActor
struct PropertyAnimatorTests {
  @Test("starting makes the changes at once; the animator ends at .end on the next main-queue turn")
  func startsAndEnds() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addAnimations { view.backgroundColor = .systemRed }
    animator.addCompletion { positions.append($0) }
    expectEqual(view.alpha, 1, "nothing changes before the animator starts")
    expectEqual(animator.state, .inactive)

    animator.startAnimation()
    expectEqual(view.alpha, 0)
    expectEqual(view.backgroundColor, .systemRed)
    expectEqual(animator.state, .active)
    expectTrue(animator.isRunning)
    animator.addAnimations { view.alpha = 0.5 }
    expectEqual(view.alpha, 0.5, "an animation added while running is made at once")
    expectEqual(positions, [])

    await drainMainQueue()
    expectEqual(positions, [.end])
    expectEqual(animator.state, .inactive)
    expectFalse(animator.isRunning)
    expectEqual(animator.fractionComplete, 1)
  }

  @Test("paused, it stays active until started again; a reversed one ends at .start")
  func pausedAndReversed() async {
    let view = UIView()
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) { view.alpha = 0 }
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    animator.pauseAnimation()
    expectEqual(view.alpha, 0)
    expectEqual(animator.state, .active)
    expectFalse(animator.isRunning)
    animator.fractionComplete = 0.4
    await drainMainQueue()
    expectEqual(positions, [], "a paused animator does not end")

    animator.isReversed = true
    animator.startAnimation()
    await drainMainQueue()
    expectEqual(positions, [.start])
    expectEqual(animator.fractionComplete, 0)
  }

  @Test("stopped without finishing it calls nothing; stopped to finish, it ends where it is told")
  func stopped() async {
    var positions: [UIViewAnimatingPosition] = []
    let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
    dropped.addCompletion { positions.append($0) }
    dropped.startAnimation()
    dropped.stopAnimation(true)
    expectEqual(dropped.state, .inactive)

    let held = UIViewPropertyAnimator(duration: 1, curve: .linear) {}
    held.addCompletion { positions.append($0) }
    held.startAnimation()
    held.stopAnimation(false)
    expectEqual(held.state, .stopped)
    await drainMainQueue()
    expectEqual(positions, [], "a stopped animator's scheduled end does nothing")
    held.finishAnimation(at: .current)
    expectEqual(positions, [.current])
    expectEqual(held.state, .inactive)
  }

  @Test("a running animator made in one call calls its completion at the end")
  func running() async {
    var ended: UIViewAnimatingPosition?
    let view = UIView()
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0.1, options: [.curveEaseOut],
      animations: { view.alpha = 0 }, completion: { ended = $0 })
    expectEqual(view.alpha, 0)
    expectNil(ended)
    await drainMainQueue()
    expectEqual(ended, .end)
  }

  @Test("a text field keeps its side views and when they show")
  func textFieldSideViews() {
    let field = UITextField()
    let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    field.leftView = icon
    field.leftViewMode = .always
    field.rightViewMode = .whileEditing
    expectIdentical(field.leftView, icon)
    expectEqual(field.leftViewMode, .always)
    expectEqual(field.rightViewMode, .whileEditing)
    expectNil(field.rightView)
  }
}
