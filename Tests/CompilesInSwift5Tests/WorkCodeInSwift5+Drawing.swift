// Swift 5 work code that styles views with paths and layers, as tutorials write it: a rounded
// card with a shadow path, a progress ring drawn by shape layers, a view backed by a gradient
// layer, and a view that draws itself.
// Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class ShadowCardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 12
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.15
    layer.shadowOffset = CGSize(width: 0, height: 4)
    layer.shadowRadius = 8
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // A shadow path spares Core Animation from working the shadow out of the content.
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
  }
}

final class ProgressRingView: UIView {
  private let trackLayer = CAShapeLayer()
  private let progressLayer = CAShapeLayer()

  var progress: CGFloat = 0 {
    didSet { progressLayer.strokeEnd = min(max(progress, 0), 1) }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for shape in [trackLayer, progressLayer] {
      shape.fillColor = UIColor.clear.cgColor
      shape.lineWidth = 6
      shape.lineCap = .round
      layer.addSublayer(shape)
    }
    trackLayer.strokeColor = UIColor.systemGray5.cgColor
    progressLayer.strokeColor = UIColor.systemBlue.cgColor
    progressLayer.strokeEnd = 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - trackLayer.lineWidth / 2
    let circle = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    trackLayer.path = circle.cgPath
    progressLayer.path = circle.cgPath
  }
}

final class GradientBackgroundView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

final class PinBadgeView: UIView {
  var fillColor: UIColor = .systemRed {
    didSet { setNeedsDisplay() }
  }

  override func draw(_ rect: CGRect) {
    let pin = UIBezierPath()
    pin.move(to: CGPoint(x: rect.midX, y: rect.maxY))
    pin.addCurve(
      to: CGPoint(x: rect.midX, y: rect.minY), controlPoint1: CGPoint(x: rect.minX, y: rect.midY),
      controlPoint2: CGPoint(x: rect.minX, y: rect.minY))
    pin.addCurve(
      to: CGPoint(x: rect.midX, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: rect.minY),
      controlPoint2: CGPoint(x: rect.maxX, y: rect.midY))
    pin.close()
    fillColor.setFill()
    pin.fill()
  }
}

// MARK: - The code above, run

@Suite("Drawing work code in the Swift 5 mode") @MainActor
struct DrawingWorkCodeInSwift5Tests {
  @Test("the card's shadow follows its rounded outline; the ring strokes a quarter")
  func cardAndRing() {
    let card = ShadowCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    card.setNeedsLayout()
    card.layoutIfNeeded()
    #expect(card.layer.shadowPath?.boundingBox == card.bounds)

    let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
    ring.setNeedsLayout()
    ring.layoutIfNeeded()
    ring.progress = 0.25
    let shapes = ring.layer.sublayers?.compactMap { $0 as? CAShapeLayer } ?? []
    #expect(shapes.count == 2)
    #expect(shapes.last?.strokeEnd == 0.25)
    #expect(shapes.last?.lineCap == .round)
    #expect(shapes.first?.path?.boundingBox.width ?? 0 > 73)

    let background = GradientBackgroundView()
    background.gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
    #expect(background.gradientLayer.colors?.count == 2)
  }

  @Test("the badge draws its pin when shown, and again in its new colour")
  func badgeDraws() async {
    let badge = PinBadgeView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    let controller = UIViewController()
    controller.view.addSubview(badge)
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    await Self.nextMainQueueTurn()
    guard case .fill(let pin, let color, _)? = badge.headlessDrawing.first else {
      Issue.record("the badge drew nothing")
      return
    }
    #expect(color == .systemRed)
    #expect(pin.boundingBox == badge.bounds)
    badge.fillColor = .systemOrange
    await Self.nextMainQueueTurn()
    if case .fill(_, let color, _)? = badge.headlessDrawing.first {
      #expect(color == .systemOrange)
    }
    withExtendedLifetime(window) {}
  }

  static func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
