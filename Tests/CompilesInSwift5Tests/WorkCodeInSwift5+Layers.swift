// Swift 5 work code of a card with a gradient behind its content and continuous corners, as
// styling code writes it. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class GradientCardView: UIView {
  private let gradientLayer = CAGradientLayer()
  private let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    gradientLayer.startPoint = CGPoint(x: 0, y: 0)
    gradientLayer.endPoint = CGPoint(x: 1, y: 1)
    gradientLayer.locations = [0, 1]
    layer.insertSublayer(gradientLayer, at: 0)
    layer.cornerRadius = 16
    layer.cornerCurve = .continuous
    layer.masksToBounds = true
    titleLabel.attributedText = NSAttributedString(
      string: "Busan", attributes: [.foregroundColor: UIColor.white, .kern: 0.4])
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradientLayer.frame = bounds
    titleLabel.frame = bounds.insetBy(dx: 16, dy: 16)
  }
}

// MARK: - The code above, run

@Suite("Layer work code in the Swift 5 mode") @MainActor
struct LayerWorkCodeInSwift5Tests {
  @Test("the gradient sits behind the card's content and follows its size")
  func gradientCard() {
    let card = GradientCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    card.setNeedsLayout()
    card.layoutIfNeeded()
    let gradient = card.layer.sublayers?.first as? CAGradientLayer
    #expect(gradient?.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
    #expect(gradient?.colors?.count == 2)
    #expect(card.layer.cornerCurve == .continuous)
  }
}
