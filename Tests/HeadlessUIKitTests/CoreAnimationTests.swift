import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Records what an animation's delegate hears, in order.
final class AnimationDelegateSpy: NSObject, CAAnimationDelegate {
  var events: [String] = []
  var stopped: [CAAnimation] = []

  func animationDidStart(_ anim: CAAnimation) {
    events.append("start")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop \(flag)")
    stopped.append(anim)
  }
}

@Suite("Core Animation") @MainActor
struct CoreAnimationTests {
  @Test("an animation has Core Animation's defaults")
  func defaults() {
    let animation = CABasicAnimation(keyPath: "opacity")
    expectEqual(animation.keyPath, "opacity")
    expectEqual(animation.duration, 0)
    expectEqual(animation.beginTime, 0)
    expectEqual(animation.speed, 1)
    expectEqual(animation.timeOffset, 0)
    expectEqual(animation.repeatCount, 0)
    expectFalse(animation.autoreverses)
    expectEqual(animation.fillMode, .removed)
    expectTrue(animation.isRemovedOnCompletion)
    expectNil(animation.timingFunction)
    expectFalse(animation.isAdditive)
    expectFalse(animation.isCumulative)
    let spring = CASpringAnimation(keyPath: "transform.scale")
    expectEqual(spring.mass, 1)
    expectEqual(spring.stiffness, 100)
    expectEqual(spring.damping, 10)
    expectEqual(spring.initialVelocity, 0)
  }

  @Test("a finite animation starts and stops finished on the next main-queue turn, then leaves")
  func finiteAnimationEnds() async {
    let layer = CALayer()
    let spy = AnimationDelegateSpy()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.3
    fade.delegate = spy
    layer.add(fade, forKey: "fade")
    expectEqual(spy.events, [], "never before add(_:forKey:) returns")
    expectEqual(layer.animationKeys(), ["fade"])
    expectEqual(layer.opacity, 1, "the model layer's value does not change")

    await drainMainQueue()
    expectEqual(spy.events, ["start", "stop true"])
    expectNil(layer.animation(forKey: "fade"))
    expectNil(layer.animationKeys())
  }

  @Test("the layer keeps a copy: later changes to the animation do not reach it")
  func layerKeepsACopy() async {
    let layer = CALayer()
    let spy = AnimationDelegateSpy()
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = 100
    move.delegate = spy
    layer.add(move, forKey: "move")
    move.toValue = 200
    let kept = layer.animation(forKey: "move") as? CABasicAnimation
    expectTrue(kept != nil && kept !== move)
    expectEqual(kept?.toValue as? Int, 100)
    expectEqual(kept?.duration, 0.25, "a zero duration takes the transaction's")
    expectTrue(kept?.delegate === spy, "the delegate is shared, held strongly")
    await drainMainQueue()
    expectTrue(spy.stopped.first === kept, "the delegate hears of the layer's copy")
  }

  @Test("an animation repeating for ever runs until removed; then it stops unfinished")
  func infiniteAnimationRunsUntilRemoved() async {
    let layer = CAShapeLayer()
    let spy = AnimationDelegateSpy()
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = 2 * Double.pi
    spin.duration = 1
    spin.repeatCount = .infinity
    spin.delegate = spy
    layer.add(spin, forKey: "spin")
    await drainMainQueue()
    await drainMainQueue()
    expectEqual(spy.events, ["start"])
    expectEqual(layer.animationKeys(), ["spin"])

    layer.removeAnimation(forKey: "spin")
    expectNil(layer.animation(forKey: "spin"))
    expectEqual(spy.events, ["start"], "the delegate hears on the next turn")
    await drainMainQueue()
    expectEqual(spy.events, ["start", "stop false"])
  }

  @Test("removed before its turn, an animation never starts and stops unfinished")
  func removedBeforeStarting() async {
    let layer = CALayer()
    let spy = AnimationDelegateSpy()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.delegate = spy
    layer.add(fade, forKey: nil)
    layer.add(fade, forKey: "fade")
    expectEqual(layer.animationKeys(), ["fade"], "an animation without a key has none")
    layer.removeAllAnimations()
    await drainMainQueue()
    expectEqual(spy.events, ["stop false", "stop false"])
  }

  @Test("adding under a key in use replaces the animation, which stops unfinished")
  func replacingByKey() async {
    let layer = CALayer()
    let first = AnimationDelegateSpy()
    let second = AnimationDelegateSpy()
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.repeatCount = .infinity
    spin.delegate = first
    layer.add(spin, forKey: "spin")
    await drainMainQueue()
    let again = CABasicAnimation(keyPath: "transform.rotation.z")
    again.repeatDuration = .infinity
    again.delegate = second
    layer.add(again, forKey: "spin")
    expectEqual(layer.animationKeys(), ["spin"])
    await drainMainQueue()
    expectEqual(first.events, ["start", "stop false"])
    expectEqual(second.events, ["start"])
  }

  @Test("an animation not removed on completion stays on the layer after it ends")
  func keptAfterCompletion() async {
    let layer = CALayer()
    let spy = AnimationDelegateSpy()
    let grow = CAKeyframeAnimation(keyPath: "transform.scale")
    grow.values = [1, 1.2, 1]
    grow.keyTimes = [0, 0.5, 1]
    grow.timingFunctions = [CAMediaTimingFunction(name: .easeOut)]
    grow.isRemovedOnCompletion = false
    grow.fillMode = .forwards
    grow.delegate = spy
    layer.add(grow, forKey: "grow")
    await drainMainQueue()
    expectEqual(spy.events, ["start", "stop true"])
    let kept = layer.animation(forKey: "grow") as? CAKeyframeAnimation
    expectEqual(kept?.keyTimes, [0, 0.5, 1])
    expectEqual(kept?.values?.count, 3)
    layer.removeAnimation(forKey: "grow")
    await drainMainQueue()
    expectEqual(spy.events, ["start", "stop true"], "an ended animation does not stop again")
  }

  @Test("a group and a spring copy their own members")
  func groupAndSpringCopies() {
    let layer = CALayer()
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.damping = 5
    spring.initialVelocity = 2
    let group = CAAnimationGroup()
    group.animations = [spring, CABasicAnimation(keyPath: "opacity")]
    group.duration = 0.5
    layer.add(group, forKey: "pulse")
    layer.add(spring, forKey: "spring")
    let keptGroup = layer.animation(forKey: "pulse") as? CAAnimationGroup
    expectEqual(keptGroup?.animations?.count, 2)
    expectEqual(keptGroup?.duration, 0.5)
    let keptSpring = layer.animation(forKey: "spring") as? CASpringAnimation
    expectEqual(keptSpring?.damping, 5)
    expectEqual(keptSpring?.initialVelocity, 2)
    expectEqual(keptSpring?.keyPath, "transform.scale")
  }

  @Test("a spring's settling duration grows as its damping falls")
  func springSettlingDuration() {
    let spring = CASpringAnimation()
    spring.damping = 5
    // Apple documents about 2.85 seconds for damping 5 with the other defaults.
    expectTrue(abs(spring.settlingDuration - 2.85) < 0.2)
    let defaults = CASpringAnimation().settlingDuration
    spring.damping = 15
    expectTrue(spring.settlingDuration < defaults)
    expectTrue(defaults < 2.85)
  }

  @Test("timing functions have Core Animation's control points")
  func timingFunctions() {
    var point: [Float] = [0, 0]
    CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
    expectEqual(point, [0.42, 0])
    CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &point)
    expectEqual(point, [0.58, 1])
    let custom = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1)
    custom.getControlPoint(at: 3, values: &point)
    expectEqual(point, [1, 1])
    expectEqual(
      CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0, 0, 1, 1))
    expectFalse(CAMediaTimingFunction(name: .default) == CAMediaTimingFunction(name: .easeIn))
  }

  @Test("a transaction sets its animations' duration and runs its completion after they end")
  func transactionCompletion() async {
    let layer = CALayer()
    let spy = AnimationDelegateSpy()
    var completed = 0
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.6)
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { completed += 1 }
    expectEqual(CATransaction.animationDuration(), 0.6)
    expectTrue(CATransaction.disableActions())
    expectTrue(CATransaction.completionBlock() != nil)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.delegate = spy
    layer.add(fade, forKey: "fade")
    CATransaction.commit()
    expectEqual(CATransaction.animationDuration(), 0.25, "back to the default outside")
    expectFalse(CATransaction.disableActions())
    expectEqual(completed, 0)
    expectEqual((layer.animation(forKey: "fade"))?.duration, 0.6)

    await drainMainQueue()
    expectEqual(spy.events, ["start", "stop true"])
    await drainMainQueue()
    expectEqual(completed, 1)
  }

  @Test("a transaction's completion waits for an endless animation until it is removed")
  func transactionWaitsForRemoval() async {
    let layer = CALayer()
    var completed = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { completed = true }
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.repeatCount = .infinity
    layer.add(spin, forKey: "spin")
    CATransaction.commit()
    await drainMainQueue()
    await drainMainQueue()
    expectFalse(completed)
    layer.removeAllAnimations()
    await drainMainQueue()
    await drainMainQueue()
    expectTrue(completed)
  }

  @Test("a transaction with no animation completes on the turn after its commit")
  func emptyTransaction() async {
    var completed = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { completed = true }
    CATransaction.commit()
    expectFalse(completed)
    await drainMainQueue()
    expectTrue(completed)
  }

  @Test("with no transaction open, a setting opens an implicit one, which flush() commits")
  func implicitTransaction() async {
    // Flushed before any await: the implicit transaction is shared with every test that runs
    // on the main actor meanwhile, and would wait for their animations too.
    var completed = false
    CATransaction.setCompletionBlock { completed = true }
    expectTrue(CATransaction.completionBlock() != nil)
    CATransaction.flush()
    expectNil(CATransaction.completionBlock())
    expectFalse(completed)
    await drainMainQueue()
    expectTrue(completed)
  }

  @Test("a layer is its own presentation and model, and keeps its rasterization settings")
  func presentationAndRasterization() {
    let layer = CAShapeLayer()
    expectTrue(layer.presentation() === layer)
    expectTrue(layer.model() === layer)
    expectFalse(layer.shouldRasterize)
    expectEqual(layer.rasterizationScale, 1)
    layer.shouldRasterize = true
    layer.rasterizationScale = 3
    expectTrue(layer.shouldRasterize)
    expectEqual(layer.rasterizationScale, 3)
    layer.speed = 0
    layer.timeOffset = 1.5
    expectEqual(layer.speed, 0, "a paused layer keeps its timing")
    expectEqual(layer.timeOffset, 1.5)
    expectEqual(layer.fillMode, .removed)
  }
}
