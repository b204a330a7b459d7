// Swift 5 work code of a loading spinner that spins a ring with Core Animation, a button that
// pulses with a spring, and a blurred overlay with a message, as a Swift 5 codebase writes them.
// Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class SpinnerView: UIView, CAAnimationDelegate {
  private let ringLayer = CAShapeLayer()
  private static let spinKey = "spin"
  private(set) var isAnimating = false
  var onStop: ((Bool) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    ringLayer.fillColor = nil
    ringLayer.strokeColor = UIColor.systemBlue.cgColor
    ringLayer.lineWidth = 3
    ringLayer.lineCap = .round
    ringLayer.strokeEnd = 0.75
    layer.addSublayer(ringLayer)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    ringLayer.frame = bounds
    ringLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
  }

  func startAnimating() {
    guard !isAnimating else { return }
    isAnimating = true
    let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
    rotation.fromValue = 0
    rotation.toValue = CGFloat.pi * 2
    rotation.duration = 0.9
    rotation.repeatCount = .infinity
    rotation.timingFunction = CAMediaTimingFunction(name: .linear)
    rotation.isRemovedOnCompletion = false
    rotation.delegate = self
    ringLayer.add(rotation, forKey: SpinnerView.spinKey)
  }

  func stopAnimating() {
    ringLayer.removeAnimation(forKey: SpinnerView.spinKey)
  }

  var isSpinning: Bool {
    ringLayer.animation(forKey: SpinnerView.spinKey) != nil
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    isAnimating = false
    onStop?(flag)
  }
}

final class PulseButton: UIButton {
  private(set) var pulseCount = 0

  func pulse(completion: (() -> Void)? = nil) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.4)
    CATransaction.setCompletionBlock { [weak self] in
      self?.pulseCount += 1
      completion?()
    }
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0.9
    spring.toValue = 1
    spring.damping = 8
    spring.initialVelocity = 4
    spring.duration = spring.settlingDuration
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.6
    fade.toValue = 1
    let group = CAAnimationGroup()
    group.animations = [spring, fade]
    group.duration = spring.duration
    layer.add(group, forKey: "pulse")
    CATransaction.commit()
  }
}

final class SavingOverlayView: UIVisualEffectView {
  let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  let messageLabel = UILabel()

  init(message: String) {
    super.init(effect: UIBlurEffect(style: .systemMaterial))
    messageLabel.text = message
    messageLabel.textAlignment = .center
    messageLabel.font = .preferredFont(forTextStyle: .headline)
    let vibrancy = UIVisualEffectView(
      effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .label))
    vibrancy.contentView.addSubview(messageLabel)
    contentView.addSubview(vibrancy)
    contentView.addSubview(spinner)
    vibrancy.frame = CGRect(x: 0, y: 60, width: 240, height: 40)
    messageLabel.frame = vibrancy.bounds
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(in container: UIView) {
    frame = container.bounds
    container.addSubview(self)
    spinner.startAnimating()
  }

  func dismiss() {
    spinner.stopAnimating()
    removeFromSuperview()
  }
}

// MARK: - The code above, run

@Suite("Core Animation work code in the Swift 5 mode") @MainActor
struct CoreAnimationWorkCodeInSwift5Tests {
  private func nextTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  @Test("the spinner spins until stopped, then hears it stopped unfinished")
  func spinner() async {
    let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    var stops: [Bool] = []
    spinner.onStop = { stops.append($0) }
    spinner.startAnimating()
    #expect(spinner.isSpinning)
    await nextTurn()
    await nextTurn()
    #expect(spinner.isSpinning)
    #expect(spinner.isAnimating)
    #expect(stops.isEmpty)

    spinner.stopAnimating()
    #expect(!spinner.isSpinning)
    await nextTurn()
    #expect(stops == [false])
    #expect(!spinner.isAnimating)
  }

  @Test("the pulse's completion runs once its spring and fade have ended")
  func pulse() async {
    let button = PulseButton(type: .system)
    var done = false
    button.pulse { done = true }
    #expect(button.layer.animationKeys() == ["pulse"])
    #expect(!done)
    await nextTurn()
    await nextTurn()
    #expect(done)
    #expect(button.pulseCount == 1)
    #expect(button.layer.animationKeys() == nil)
  }

  @Test("the saving overlay blurs the screen, shows its message, and stops its spinner")
  func savingOverlay() async {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let overlay = SavingOverlayView(message: "Saving…")
    overlay.show(in: screen)
    #expect(overlay.superview === screen)
    #expect(overlay.effect == UIBlurEffect(style: .systemMaterial))
    #expect(overlay.spinner.isSpinning)
    #expect(overlay.contentView.subviews.count == 2)
    overlay.dismiss()
    #expect(overlay.superview == nil)
    await nextTurn()
    #expect(!overlay.spinner.isAnimating)
  }
}
