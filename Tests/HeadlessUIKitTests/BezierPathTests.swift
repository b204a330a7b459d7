import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// The geometry of Bézier paths and Core Graphics paths: what they enclose and where they lie,
/// as a hit test or a shadow path asks.
@Suite("Bézier paths")
struct BezierPathTests {
  /// A rectangle rounded to thousandths: curves are made of cubic Béziers whose end points
  /// carry the last bits of `cos` and `sin`.
  func rounded(_ rect: CGRect) -> CGRect {
    func round(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
    return CGRect(
      x: round(rect.minX), y: round(rect.minY), width: round(rect.width),
      height: round(rect.height))
  }

  @Test("a rectangle's path has its bounds, holds its inside, and closes back to its origin")
  func rectangle() {
    let path = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 100, height: 50))
    expectEqual(path.bounds, CGRect(x: 10, y: 20, width: 100, height: 50))
    expectTrue(path.contains(CGPoint(x: 60, y: 45)))
    expectFalse(path.contains(CGPoint(x: 5, y: 45)))
    expectFalse(path.contains(CGPoint(x: 60, y: 75)))
    expectEqual(path.currentPoint, CGPoint(x: 10, y: 20))
    expectFalse(path.isEmpty)
  }

  @Test("an oval fits its rectangle and leaves the rectangle's corners out")
  func oval() {
    let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 100))
    expectEqual(rounded(path.bounds), CGRect(x: 0, y: 0, width: 200, height: 100))
    expectTrue(path.contains(CGPoint(x: 100, y: 50)))
    expectTrue(path.contains(CGPoint(x: 198, y: 50)))
    expectFalse(path.contains(CGPoint(x: 10, y: 10)))
    expectFalse(path.contains(CGPoint(x: 190, y: 90)))
  }

  @Test("a rounded rectangle cuts its corners, and a radius too large makes a capsule")
  func roundedRectangle() {
    let card = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
    expectEqual(rounded(card.bounds), CGRect(x: 0, y: 0, width: 100, height: 60))
    expectFalse(card.contains(CGPoint(x: 2, y: 2)))
    expectTrue(card.contains(CGPoint(x: 20, y: 2)))
    expectTrue(card.contains(CGPoint(x: 8, y: 8)))
    expectFalse(card.contains(CGPoint(x: 98, y: 58)))

    let capsule = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
    expectEqual(rounded(capsule.bounds), CGRect(x: 0, y: 0, width: 100, height: 40))
    expectFalse(capsule.contains(CGPoint(x: 4, y: 4)))
    expectTrue(capsule.contains(CGPoint(x: 2, y: 20)))
    expectTrue(capsule.contains(CGPoint(x: 30, y: 1)), "a flat top, not an ellipse")
  }

  @Test("rounding only the chosen corners leaves the others sharp")
  func someCorners() {
    let path = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
      byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 16, height: 16))
    expectFalse(path.contains(CGPoint(x: 1, y: 1)))
    expectTrue(path.contains(CGPoint(x: 99, y: 1)))
    expectTrue(path.contains(CGPoint(x: 1, y: 49)))
    expectFalse(path.contains(CGPoint(x: 99, y: 49)))
    let all = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), byRoundingCorners: .allCorners,
      cornerRadii: CGSize(width: 16, height: 16))
    expectFalse(all.contains(CGPoint(x: 99, y: 1)))
  }

  @Test("an arc from 0 to π clockwise is the bottom half; it encloses nothing until closed")
  func arc() {
    let path = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi,
      clockwise: true)
    expectEqual(rounded(path.bounds), CGRect(x: 10, y: 50, width: 80, height: 40))
    expectEqual(
      rounded(CGRect(origin: path.currentPoint, size: .zero)).origin, CGPoint(x: 10, y: 50))
    expectFalse(path.contains(CGPoint(x: 50, y: 70)), "an open subpath encloses nothing")
    expectTrue(path.cgPath.contains(CGPoint(x: 50, y: 70)), "Core Graphics closes it to fill")
    path.close()
    expectTrue(path.contains(CGPoint(x: 50, y: 70)))
    expectFalse(path.contains(CGPoint(x: 50, y: 30)))

    let top = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi,
      clockwise: false)
    expectEqual(rounded(top.bounds), CGRect(x: 10, y: 10, width: 80, height: 40))
  }

  @Test("a full turn draws the whole circle, as a progress ring's track does")
  func fullCircle() {
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: 0, y: 0), radius: 30, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: true)
    ring.close()
    expectEqual(rounded(ring.bounds), CGRect(x: -30, y: -30, width: 60, height: 60))
    expectTrue(ring.contains(.zero))
  }

  @Test("a polygon by lines encloses its inside; the even-odd rule leaves a hole")
  func polygonsAndFillRules() {
    let triangle = UIBezierPath()
    triangle.move(to: CGPoint(x: 0, y: 0))
    triangle.addLine(to: CGPoint(x: 100, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 100))
    triangle.close()
    expectTrue(triangle.contains(CGPoint(x: 20, y: 20)))
    expectFalse(triangle.contains(CGPoint(x: 70, y: 70)))

    let frame = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    frame.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
    expectTrue(frame.contains(CGPoint(x: 50, y: 50)), "both wind the same way: non-zero")
    frame.usesEvenOddFillRule = true
    expectFalse(frame.contains(CGPoint(x: 50, y: 50)))
    expectTrue(frame.contains(CGPoint(x: 10, y: 50)))
  }

  @Test("curves' bounds hold their control points, as UIKit documents")
  func curveBounds() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: -40))
    path.addCurve(
      to: CGPoint(x: 100, y: 100), controlPoint1: CGPoint(x: 130, y: 20),
      controlPoint2: CGPoint(x: 130, y: 80))
    expectEqual(path.bounds, CGRect(x: 0, y: -40, width: 130, height: 140))
    expectEqual(path.currentPoint, CGPoint(x: 100, y: 100))
  }

  @Test("an empty path has null bounds and a zero current point; a move makes it non-empty")
  func emptyPath() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.lineWidth = 4
    path.removeAllPoints()
    expectTrue(path.isEmpty)
    expectTrue(path.bounds.isNull)
    expectEqual(path.currentPoint, .zero)
    expectEqual(path.lineWidth, 4)
    path.move(to: CGPoint(x: 3, y: 4))
    expectFalse(path.isEmpty)
    expectEqual(path.currentPoint, CGPoint(x: 3, y: 4))
  }

  @Test("applying a transform moves every point; appending adds the other path's subpaths")
  func transformAndAppend() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    path.apply(CGAffineTransform(scaleX: 2, y: 3).concatenating(.init(translationX: 5, y: 5)))
    expectEqual(path.bounds, CGRect(x: 5, y: 5, width: 20, height: 60))
    expectTrue(path.contains(CGPoint(x: 20, y: 60)))

    path.append(UIBezierPath(ovalIn: CGRect(x: 100, y: 100, width: 10, height: 10)))
    expectEqual(rounded(path.bounds), CGRect(x: 5, y: 5, width: 105, height: 105))
    expectTrue(path.contains(CGPoint(x: 105, y: 105)))
    expectFalse(path.contains(CGPoint(x: 60, y: 60)))
  }

  @Test("a path survives the trip through cgPath, and a mutable path becomes a Bézier path")
  func cgPathRoundTrip() {
    let card = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 12)
    let back = UIBezierPath(cgPath: card.cgPath)
    expectEqual(back.bounds, card.bounds)
    expectEqual(back.cgPath, card.cgPath)
    expectFalse(back.contains(CGPoint(x: 1, y: 1)))

    let mutable = CGMutablePath()
    mutable.move(to: CGPoint(x: 0, y: 0))
    mutable.addLine(to: CGPoint(x: 40, y: 0))
    mutable.addLine(to: CGPoint(x: 40, y: 40))
    mutable.closeSubpath()
    mutable.addRect(CGRect(x: 50, y: 50, width: 10, height: 10))
    expectEqual(mutable.boundingBox, CGRect(x: 0, y: 0, width: 60, height: 60))
    expectTrue(mutable.contains(CGPoint(x: 30, y: 10)))
    expectFalse(mutable.contains(CGPoint(x: 10, y: 30)))
    expectTrue(mutable.contains(CGPoint(x: 55, y: 55)))
    let copy = mutable.copy()
    expectEqual(copy, mutable)

    let path = UIBezierPath(cgPath: mutable)
    expectEqual(path.bounds, mutable.boundingBox)
    expectTrue(path.contains(CGPoint(x: 55, y: 55)))
    path.cgPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).cgPath
    expectEqual(path.bounds, CGRect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test("Core Graphics makes rectangles and ovals, and its clockwise is the opposite on screen")
  func coreGraphicsShapes() {
    let rect = CGRect(x: 10, y: 10, width: 80, height: 40)
    expectEqual(CGPath(rect: rect, transform: nil).boundingBox, rect)
    var shift = CGAffineTransform(translationX: 100, y: 0)
    expectEqual(
      rounded(CGPath(ellipseIn: rect, transform: &shift).boundingBox),
      rect.offsetBy(dx: 100, dy: 0))
    let rounded = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 10, transform: nil)
    expectFalse(rounded.contains(CGPoint(x: 11, y: 11)))
    expectTrue(rounded.contains(CGPoint(x: 50, y: 30)))

    let arc = CGMutablePath()
    arc.addArc(
      center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
    expectEqual(self.rounded(arc.boundingBox), CGRect(x: 10, y: 50, width: 80, height: 40))
    expectTrue(arc.contains(CGPoint(x: 50, y: 70)))
    expectTrue(arc.contains(CGPoint(x: 50, y: 70), using: .evenOdd))
  }

  @Test("a copy keeps the elements and attributes and changes apart from the original")
  func copying() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    path.lineWidth = 3
    path.lineCapStyle = .round
    let copy = path.copy() as? UIBezierPath
    path.removeAllPoints()
    expectEqual(copy?.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
    expectEqual(copy?.lineWidth, 3)
    expectEqual(copy?.lineCapStyle, .round)
  }
}
