import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("View geometry: transforms and converting coordinates") @MainActor
struct ViewGeometryTests {
  @Test("a transform maps points as its matrix says, and builds up right to left")
  func transformsMapPoints() {
    let point = CGPoint(x: 2, y: 3)
    let moveThenScale = CGAffineTransform(scaleX: 10, y: 10).translatedBy(x: 1, y: 1)
    let scaleThenMove = CGAffineTransform(translationX: 1, y: 1).scaledBy(x: 10, y: 10)
    let quarterTurn = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))

    expectEqual(point.applying(CGAffineTransform(translationX: 5, y: -1)), CGPoint(x: 7, y: 2))
    expectEqual(point.applying(CGAffineTransform(scaleX: 2, y: 3)), CGPoint(x: 4, y: 9))
    // `translatedBy` translates first, then applies the transform it was called on.
    expectEqual(point.applying(moveThenScale), CGPoint(x: 30, y: 40))
    expectEqual(point.applying(scaleThenMove), CGPoint(x: 21, y: 31))
    expectEqual(
      CGAffineTransform(translationX: 1, y: 1).concatenating(CGAffineTransform(scaleX: 10, y: 10)),
      moveThenScale)
    // A positive angle turns the x axis towards y, down the screen: clockwise.
    #expect(abs(quarterTurn.x) < 1e-12 && abs(quarterTurn.y - 1) < 1e-12)
  }

  @Test("inverted() undoes a transform; one that cannot be undone comes back as it is")
  func inverting() {
    let transform = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: -5)
    let flat = CGAffineTransform(scaleX: 0, y: 1)

    expectEqual(
      CGPoint(x: 7, y: 9).applying(transform).applying(transform.inverted()), CGPoint(x: 7, y: 9))
    expectTrue(transform.concatenating(transform.inverted()).isIdentity)
    expectEqual(flat.inverted(), flat)
    expectTrue(CGAffineTransform.identity.isIdentity)
    expectEqual(CGAffineTransform(), CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
  }

  @Test(
    "a rectangle transforms to the box around its transformed corners; a size ignores translation")
  func rectanglesAndSizes() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))

    expectEqual(
      rect.applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)),
      CGRect(x: 5, y: 5, width: 80, height: 40))
    #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
    expectEqual(
      CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 9, y: 9)),
      CGSize(width: 3, height: 4))
  }

  @Test("a view's transform leaves its center, bounds and frame as they are")
  func viewTransformKeepsGeometry() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

    expectTrue(view.transform.isIdentity)
    view.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 8)

    expectEqual(view.center, CGPoint(x: 60, y: 45))
    expectEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    expectEqual(view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
    view.transform = .identity
    expectTrue(view.transform.isIdentity)
  }

  @Test("points and rectangles convert through frames and scrolled bounds, to a view or the window")
  func convertingThroughTheHierarchy() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 300))
    let scroller = UIScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 200))
    let row = UIView(frame: CGRect(x: 20, y: 400, width: 260, height: 44))
    window.addSubview(container)
    container.addSubview(scroller)
    scroller.addSubview(row)
    scroller.contentSize = CGSize(width: 300, height: 1000)
    scroller.contentOffset = CGPoint(x: 0, y: 380)

    // The row's origin: 20 + 0 + 10 across; 400 - 380 + 50 + 100 down.
    expectEqual(row.convert(CGPoint.zero, to: nil), CGPoint(x: 30, y: 170))
    expectEqual(row.convert(CGPoint.zero, to: container), CGPoint(x: 20, y: 70))
    expectEqual(container.convert(CGPoint(x: 20, y: 70), to: row), .zero)
    expectEqual(row.convert(CGPoint(x: 30, y: 170), from: nil), .zero)
    expectEqual(
      row.convert(row.bounds, to: window), CGRect(x: 30, y: 170, width: 260, height: 44))
    expectEqual(
      container.convert(CGRect(x: 30, y: 170, width: 260, height: 44), from: window),
      CGRect(x: 20, y: 70, width: 260, height: 44))
  }

  @Test("a transform scales and turns what converts through the view, around its centre")
  func convertingThroughATransform() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(card)
    card.transform = CGAffineTransform(scaleX: 2, y: 2)

    // The card's centre stays at (150, 150); its corners move twice as far from it.
    expectEqual(card.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 150, y: 150))
    expectEqual(card.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 50))
    expectEqual(card.convert(card.bounds, to: root), CGRect(x: 50, y: 50, width: 200, height: 200))
    expectEqual(card.convert(CGPoint(x: 250, y: 250), from: root), CGPoint(x: 100, y: 100))
  }

  @Test("the keyboard's frame travels in a notification's user info as an NSValue")
  func keyboardFrameInUserInfo() {
    let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
    let notification = Notification(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])

    let read = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
      .cgRectValue

    expectEqual(read, frame)
    expectEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
    expectEqual(
      NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
  }
}
