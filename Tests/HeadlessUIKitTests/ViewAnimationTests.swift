import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Keyframe animations, view transitions and table separators") @MainActor
struct ViewAnimationTests {
  @Test("keyframes make their changes at once, in order; the completion waits a main-queue turn")
  func keyframes() async {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var order: [String] = []
    var finished: Bool?
    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        view.alpha = 0.5
        order.append("first")
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        view.alpha = 0
        order.append("second")
      }
    } completion: { done in
      MainActor.assumeIsolated { finished = done }
    }

    expectEqual(order, ["first", "second"])
    expectEqual(view.alpha, 0)
    expectNil(finished)
    await drainMainQueue()
    expectEqual(finished, true)
  }

  @Test("a transition from one view to another swaps them in the superview, or hides one")
  func transitionFromView() async {
    let container = UIView()
    let front = UIView()
    let back = UIView()
    container.addSubview(front)
    var finished = false
    UIView.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromLeft) {
      finished = $0
    }

    expectNil(front.superview)
    expectIdentical(back.superview, container)
    container.addSubview(front)
    UIView.transition(
      from: back, to: front, duration: 0.3, options: [.showHideTransitionViews, .transitionCurlUp])
    expectTrue(back.isHidden)
    expectFalse(front.isHidden)
    expectIdentical(back.superview, container)
    await drainMainQueue()
    expectTrue(finished)
  }

  @Test("a transition with a view makes its changes at once; without animation, too")
  func transitionWithView() {
    let label = UILabel()
    UIView.transition(
      with: label, duration: 0.3, options: .transitionCrossDissolve,
      animations: {
        label.text = "Saved"
      })
    UIView.performWithoutAnimation { label.alpha = 0.5 }

    expectEqual(label.text, "Saved")
    expectEqual(label.alpha, 0.5)
    expectEqual(UIView.AnimationOptions.transitionFlipFromBottom.rawValue, 7 << 20)
    expectEqual(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue, 2 << 10)
    expectEqual(UIView.AnimationOptions([.repeat, .autoreverse]).rawValue, 1 << 3 | 1 << 4)
    expectEqual(UIView.KeyframeAnimationOptions.repeat.rawValue, 1 << 3)
  }

  @Test("a table's separators keep their inset and colour")
  func tableSeparators() {
    let table = UITableView()
    expectEqual(table.separatorInset, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    expectEqual(table.separatorColor, .gray)
    table.separatorInset = .zero
    table.separatorColor = .clear
    expectEqual(table.separatorInset, .zero)
    expectEqual(table.separatorColor, .clear)
  }
}
