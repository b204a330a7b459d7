import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Views that draw their own content, shape layers and image renderers: `draw(_:)` runs at the
/// display pass after `setNeedsDisplay()`, and what drawing code paints is recorded.
@Suite("Drawing") @MainActor
struct DrawingTests {
  /// A view that counts its draws and fills an oval in red, outlined in blue.
  final class BadgeView: UIView {
    var drawnRects: [CGRect] = []

    override func draw(_ rect: CGRect) {
      drawnRects.append(rect)
      UIColor.red.setFill()
      UIColor.blue.setStroke()
      let oval = UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2))
      oval.lineWidth = 3
      oval.fill()
      oval.stroke()
    }
  }

  /// A shown window whose root view holds the view.
  func window(showing view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    root.view.addSubview(view)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }

  @Test("a view draws once when first shown, with its bounds, at the next pass, never before")
  func firstDraw() async {
    let badge = BadgeView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
    let window = window(showing: badge)
    expectEqual(badge.drawnRects, [], "drawn at the next pass, not when shown")
    await drainMainQueue()
    expectEqual(badge.drawnRects, [CGRect(x: 0, y: 0, width: 40, height: 30)])
    await drainMainQueue()
    expectEqual(badge.drawnRects.count, 1)
    withExtendedLifetime(window) {}
  }

  @Test("setNeedsDisplay draws again once at the next pass, however often it is called")
  func setNeedsDisplay() async {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let window = window(showing: badge)
    await drainMainQueue()
    badge.setNeedsDisplay()
    badge.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
    badge.frame.size = CGSize(width: 60, height: 20)
    expectEqual(badge.drawnRects.count, 1)
    await drainMainQueue()
    expectEqual(badge.drawnRects.count, 2)
    expectEqual(badge.drawnRects.last, CGRect(x: 0, y: 0, width: 60, height: 20))
    withExtendedLifetime(window) {}
  }

  @Test("a view outside a window, or hidden, draws only once it is shown")
  func notShown() async {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    badge.setNeedsDisplay()
    await drainMainQueue()
    expectEqual(badge.drawnRects.count, 0)

    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.isHidden = true
    container.addSubview(badge)
    let window = window(showing: container)
    await drainMainQueue()
    expectEqual(badge.drawnRects.count, 0, "hidden")
    container.isHidden = false
    await drainMainQueue()
    expectEqual(badge.drawnRects.count, 1)
    withExtendedLifetime(window) {}
  }

  @Test("a new size redraws a view whose content mode is redraw, and only such a view")
  func contentModeRedraw() async {
    let stretched = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let redrawn = BadgeView(frame: CGRect(x: 0, y: 50, width: 40, height: 40))
    redrawn.contentMode = .redraw
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.addSubview(stretched)
    container.addSubview(redrawn)
    let window = window(showing: container)
    await drainMainQueue()
    stretched.frame.size.width = 80
    redrawn.frame.size.width = 80
    await drainMainQueue()
    expectEqual(stretched.drawnRects.count, 1)
    expectEqual(redrawn.drawnRects.map(\.width), [40, 80])
    withExtendedLifetime(window) {}
  }

  @Test("what draw(_:) fills and strokes is recorded with its colours, paths and line width")
  func recordedDrawing() async {
    let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let window = window(showing: badge)
    await drainMainQueue()
    let oval = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 36, height: 36)).cgPath
    expectEqual(
      badge.headlessDrawing,
      [.fill(oval, color: .red, evenOdd: false), .stroke(oval, color: .blue, lineWidth: 3)])
    withExtendedLifetime(window) {}
  }

  @Test("a view draws with its own traits current, and again when its appearance changes")
  func darkModeRedraw() async {
    /// A view that fills its bounds with a colour that is white in light mode, black in dark.
    final class PaperView: UIView {
      override func draw(_ rect: CGRect) {
        UIColor { $0.userInterfaceStyle == .dark ? .black : .white }.setFill()
        UIBezierPath(rect: rect).fill()
      }
    }
    func filledColor(of view: UIView) -> UIColor? {
      guard case .fill(_, let color, _)? = view.headlessDrawing.first else { return nil }
      return color
    }
    let paper = PaperView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let window = window(showing: paper)
    await drainMainQueue()
    expectEqual(filledColor(of: paper), .white)
    window.overrideUserInterfaceStyle = .dark
    await drainMainQueue()
    expectEqual(filledColor(of: paper), .black)
  }

  @Test("an image renderer makes an image of its size that records what its actions drew")
  func imageRenderer() {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24))
    let image = renderer.image { context in
      context.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
      UIColor.systemGreen.set()
      UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 16, height: 16)).fill()
      expectEqual(context.currentImage.headlessDrawing.count, 2)
    }
    expectEqual(image.size, CGSize(width: 24, height: 24))
    expectEqual(
      image.headlessDrawing,
      [
        .fill(
          UIBezierPath(rect: CGRect(x: 0, y: 0, width: 24, height: 24)).cgPath, color: .black,
          evenOdd: false),
        .fill(
          UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 16, height: 16)).cgPath,
          color: .systemGreen, evenOdd: false),
      ])
  }

  @Test("outside a drawing, fills and colours change nothing")
  func noContext() {
    UIColor.red.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { _ in
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).stroke()
    }
    expectEqual(
      image.headlessDrawing,
      [
        .stroke(
          UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).cgPath, color: .black,
          lineWidth: 1)
      ])
  }

  @Test("a shape layer keeps its path and stroke, with Core Animation's defaults")
  func shapeLayer() {
    let ring = CAShapeLayer()
    expectNil(ring.path)
    expectEqual(ring.fillColor, UIColor.black.cgColor)
    expectNil(ring.strokeColor)
    expectEqual(ring.lineWidth, 1)
    expectEqual(ring.strokeStart, 0)
    expectEqual(ring.strokeEnd, 1)
    expectEqual(ring.lineCap, .butt)
    expectEqual(ring.fillRule, .nonZero)
    expectNil(ring.lineDashPattern)

    let circle = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: true)
    ring.path = circle.cgPath
    ring.fillColor = UIColor.clear.cgColor
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.lineWidth = 8
    ring.lineCap = .round
    ring.strokeEnd = 0.25
    ring.lineDashPattern = [4, 2]
    expectEqual(ring.path?.boundingBox, circle.bounds)
    expectEqual(ring.strokeEnd, 0.25)
    expectEqual(ring.lineDashPattern, [4, 2])
  }

  @Test("a view's layer is of the class its layerClass answers, a subclass of the kit's too")
  func layerClass() {
    final class RingView: UIView {
      override class var layerClass: AnyClass { CAShapeLayer.self }
    }
    final class BadgeLayer: CALayer {
      let label: String
      override init() {
        label = "new"
        super.init()
      }
    }
    final class BadgeHolder: UIView {
      override class var layerClass: AnyClass { BadgeLayer.self }
    }
    expectTrue(RingView().layer is CAShapeLayer)
    expectEqual((BadgeHolder().layer as? BadgeLayer)?.label, "new")
    expectFalse(UIView().layer is CAShapeLayer)
    expectTrue(UILabel().layer.masksToBounds)
  }

  @Test("a layer keeps its shadow path and mask")
  func shadowPathAndMask() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    expectNil(card.layer.shadowPath)
    expectNil(card.layer.mask)
    card.layer.shadowPath =
      UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
    let mask = CAShapeLayer()
    mask.path = UIBezierPath(ovalIn: card.bounds).cgPath
    card.layer.mask = mask
    expectEqual(card.layer.shadowPath?.boundingBox, card.bounds)
    expectIdentical(card.layer.mask, mask)
  }
}
