import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Image contexts of old: UIGraphicsBeginImageContext and snapshots") @MainActor
struct ImageContextTests {
  /// A badge that draws a red circle inside its bounds.
  final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
      UIColor.red.setFill()
      UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
    }
  }

  private func oval(_ rect: CGRect) -> CGPath {
    UIBezierPath(ovalIn: rect).cgPath
  }

  @Test("a begun image context records fills and strokes into the image it gives")
  func recordsIntoImage() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
    UIColor.blue.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).fill()
    UIColor.green.setStroke()
    let line = UIBezierPath()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 20, y: 10))
    line.lineWidth = 3
    line.stroke()
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()

    expectEqual(image?.size, CGSize(width: 20, height: 10))
    expectEqual(image?.scale, 2)
    expectEqual(
      image?.headlessDrawing,
      [
        .fill(
          UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10)).cgPath, color: .blue,
          evenOdd: false),
        .stroke(line.cgPath, color: .green, lineWidth: 3),
      ])
  }

  #if !canImport(CoreGraphics)
    @Test("inside a begun image context, UIGraphicsGetCurrentContext() records into it")
    func currentContextRecords() {
      expectTrue(UIGraphicsGetCurrentContext() == nil)
      UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
      let context = UIGraphicsGetCurrentContext()
      context?.setFillColor(UIColor.purple.cgColor)
      context?.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
      let image = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()

      expectTrue(context != nil)
      expectTrue(UIGraphicsGetCurrentContext() == nil)
      expectEqual(
        image?.headlessDrawing,
        [
          .fill(
            CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil),
            color: .purple, evenOdd: false)
        ])
    }
  #endif

  @Test("a scale of 0 is the screen's; UIGraphicsBeginImageContext's is 1")
  func scales() {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 0)
    expectEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, UIScreen.main.scale)
    UIGraphicsEndImageContext()
    UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
    expectEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, 1)
    UIGraphicsEndImageContext()
  }

  @Test("without a begun image context there is no image, and fills go nowhere")
  func noContext() {
    expectNil(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
    UIGraphicsEndImageContext()
    expectNil(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
  }

  @Test("contexts nest as a stack: the inner one is current until it ends")
  func nesting() {
    UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
    UIColor.red.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
    UIGraphicsBeginImageContext(CGSize(width: 5, height: 5))
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
    let inner = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3)).fill()
    let outer = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()

    expectEqual(inner?.size, CGSize(width: 5, height: 5))
    expectEqual(inner?.headlessDrawing.count, 1)
    expectEqual(outer?.size, CGSize(width: 10, height: 10))
    expectEqual(
      outer?.headlessDrawing,
      [
        .fill(
          UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).cgPath, color: .red,
          evenOdd: false),
        .fill(
          UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 3)).cgPath, color: .red,
          evenOdd: false),
      ])
  }

  @Test("an image renderer inside a begun context draws into its own image, not the context's")
  func rendererInside() {
    UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
    let rendered = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      expectNil(UIGraphicsGetImageFromCurrentImageContext())
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    expectEqual(rendered.headlessDrawing.count, 1)
    expectEqual(image?.headlessDrawing, [])
  }

  @Test("drawHierarchy records the views' drawing, placed and scaled to the rectangle")
  func drawHierarchy() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let badge = BadgeView(frame: CGRect(x: 10, y: 20, width: 20, height: 20))
    let hidden = BadgeView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
    hidden.isHidden = true
    card.addSubview(badge)
    card.addSubview(hidden)

    UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, 0)
    expectTrue(card.drawHierarchy(in: card.bounds, afterScreenUpdates: true))
    let same = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    expectEqual(
      same?.headlessDrawing,
      [.fill(oval(CGRect(x: 12, y: 22, width: 16, height: 16)), color: .red, evenOdd: false)])

    UIGraphicsBeginImageContext(CGSize(width: 50, height: 25))
    card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 25), afterScreenUpdates: false)
    let half = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    let halfOval = oval(CGRect(x: 12, y: 22, width: 16, height: 16))
    var scale = CGAffineTransform(scaleX: 0.5, y: 0.5)
    expectEqual(
      half?.headlessDrawing, [.fill(halfOval.copy(using: &scale)!, color: .red, evenOdd: false)])
  }

  @Test("a snapshot view has the size and the drawing of the view, and nothing to read")
  func snapshotView() {
    let badge = BadgeView(frame: CGRect(x: 30, y: 40, width: 20, height: 20))
    let label = UILabel()
    label.text = "3"
    badge.addSubview(label)
    let snapshot = badge.snapshotView(afterScreenUpdates: true)

    expectEqual(snapshot?.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
    expectEqual(snapshot?.subviews.count, 0)
    expectEqual(
      snapshot?.headlessDrawing,
      [.fill(oval(CGRect(x: 2, y: 2, width: 16, height: 16)), color: .red, evenOdd: false)])
  }
}
