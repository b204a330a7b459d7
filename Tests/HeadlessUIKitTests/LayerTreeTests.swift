import Expectations
import HeadlessUIKit
import Testing

/// Layers added to a view's layer, as work code adds a gradient behind a card.
@Suite("Layer tree and gradient layers") @MainActor
struct LayerTreeTests {
  @Test("sublayers keep their order; inserting moves a layer from its old superlayer")
  func sublayers() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    expectNil(card.layer.sublayers)
    let gradient = CAGradientLayer()
    let border = CALayer()
    let badge = CALayer()
    card.layer.addSublayer(border)
    card.layer.insertSublayer(gradient, at: 0)
    card.layer.insertSublayer(badge, above: gradient)
    expectEqual(
      card.layer.sublayers?.map(ObjectIdentifier.init),
      [gradient, badge, border].map(ObjectIdentifier.init))
    expectIdentical(badge.superlayer, card.layer)

    let other = CALayer()
    other.insertSublayer(badge, below: nil)
    expectEqual(card.layer.sublayers?.count, 2)
    expectIdentical(badge.superlayer, other)
    gradient.removeFromSuperlayer()
    expectNil(gradient.superlayer)
    expectEqual(card.layer.sublayers?.map(ObjectIdentifier.init), [ObjectIdentifier(border)])
    card.layer.sublayers = nil
    expectNil(border.superlayer)
  }

  @Test("a gradient layer keeps its colours, points and frame, with Core Animation's defaults")
  func gradient() {
    let gradient = CAGradientLayer()
    expectEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
    expectEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
    expectEqual(gradient.type, .axial)
    expectNil(gradient.colors)
    gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    gradient.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
    expectEqual(gradient.bounds, CGRect(x: 0, y: 0, width: 80, height: 40))
    expectEqual(gradient.colors?.count, 2)
    let layer = CALayer()
    expectEqual(layer.cornerCurve, .circular)
    layer.cornerCurve = .continuous
    expectEqual(layer.cornerCurve.rawValue, "continuous")
  }
}
