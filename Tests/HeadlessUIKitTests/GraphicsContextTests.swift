import Expectations
import Foundation
import HeadlessUIKit
import Testing

#if !canImport(CoreGraphics)
  /// `UIGraphicsGetCurrentContext()` and the kit's `CGContext` (Linux): drawing through Core
  /// Graphics' context records into the same drawing as `UIBezierPath`.
  @Suite("Graphics context") @MainActor
  struct GraphicsContextTests {
    /// A ring drawn the Core Graphics way, as progress views of the iOS 10 era draw it.
    final class RingView: UIView {
      var contextWasThere = false

      override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        contextWasThere = true
        context.setLineWidth(4)
        context.setStrokeColor(UIColor.blue.cgColor)
        context.addArc(
          center: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: 0,
          endAngle: .pi, clockwise: false)
        context.strokePath()
        context.saveGState()
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
      }
    }

    @Test("outside a drawing there is no current context")
    func noContextOutside() {
      expectTrue(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("inside draw(_:) the context records strokes and fills with its state, restored")
    func recordsInDraw() async {
      let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      let window = makeWindow(showing: [ring])
      await drainMainQueue()

      expectTrue(ring.contextWasThere)
      let arc = CGMutablePath()
      arc.addArc(
        center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
      expectEqual(
        ring.headlessDrawing,
        [
          .stroke(arc, color: .blue, lineWidth: 4),
          .fill(
            CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil), color: .red,
            evenOdd: false),
          .fill(
            CGPath(rect: CGRect(x: 5, y: 5, width: 5, height: 5), transform: nil), color: .black,
            evenOdd: false),
        ])
      withExtendedLifetime(window) {}
    }

    @Test("a path built over several calls is filled once, then cleared; setFill() is shared")
    func pathAcrossCalls() {
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
      let image = renderer.image { context in
        expectTrue(UIGraphicsGetCurrentContext() === context.cgContext)
        UIColor.green.setFill()
        UIGraphicsGetCurrentContext()?.move(to: CGPoint(x: 0, y: 0))
        UIGraphicsGetCurrentContext()?.addLine(to: CGPoint(x: 10, y: 0))
        UIGraphicsGetCurrentContext()?.addLine(to: CGPoint(x: 10, y: 10))
        UIGraphicsGetCurrentContext()?.closePath()
        context.cgContext.fillPath()
        context.cgContext.strokePath()
      }
      let triangle = CGMutablePath()
      triangle.move(to: CGPoint(x: 0, y: 0))
      triangle.addLine(to: CGPoint(x: 10, y: 0))
      triangle.addLine(to: CGPoint(x: 10, y: 10))
      triangle.closeSubpath()
      expectEqual(
        image.headlessDrawing,
        [.fill(triangle, color: .green, evenOdd: false)], "the path was cleared: nothing to stroke")
    }
  }
#endif
