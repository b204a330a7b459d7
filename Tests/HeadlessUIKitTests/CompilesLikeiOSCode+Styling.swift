// iOS code that styles its views, as an iOS developer writes it: a card with rounded corners,
// a border and a shadow set on its layer, a profile header that centres an avatar and fades in
// with `UIView.animate`, system fonts of a weight, and bar button items made with a target and
// an action. Only the import line differs from an iOS project.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as an iOS developer writes it

final class CardView: UIView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemGroupedBackground
    layer.cornerRadius = 12
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray4.cgColor
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.1
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 4
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    titleLabel.lineBreakMode = .byTruncatingMiddle
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class ProfileHeaderViewController: UIViewController {
  let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
  let followButton = UIButton(type: .system)
  let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
  private(set) var didFadeIn = false

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .edit, target: self, action: nil)
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Close", style: .done, target: nil, action: nil)

    avatarView.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    avatarView.layer.cornerRadius = avatarView.frame.width / 2
    avatarView.clipsToBounds = true
    avatarView.alpha = 0
    view.addSubview(avatarView)

    followButton.setTitle("Follow", for: .normal)
    followButton.setTitleColor(.white, for: .normal)
    followButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
    followButton.backgroundColor = .systemBlue
    followButton.layer.cornerRadius = 8
    view.addSubview(followButton)
    view.addSubview(card)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    avatarView.center = CGPoint(x: view.bounds.midX, y: 100)
    card.center.x = view.center.x
  }

  func fadeIn() {
    UIView.animate(
      withDuration: 0.3,
      animations: {
        self.avatarView.alpha = 1
      },
      completion: { _ in
        self.didFadeIn = true
      })
  }
}

// MARK: - The suite that runs it

@Suite("iOS-style styling code compiles and runs") @MainActor
struct StylingCodeCompilesTests {
  @Test("the header centres its avatar, styles its layers and fades in after the animation")
  func profileHeader() async {
    let screen = ProfileHeaderViewController()
    screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    screen.view.setNeedsLayout()
    screen.view.layoutIfNeeded()
    expectEqual(screen.avatarView.frame, CGRect(x: 155, y: 60, width: 80, height: 80))
    expectEqual(screen.card.frame.origin.x, 95)
    expectTrue(screen.avatarView.layer.masksToBounds)
    expectEqual(screen.card.layer.borderColor, UIColor.systemGray4.cgColor)
    expectEqual(screen.navigationItem.leftBarButtonItem?.style, .done)

    screen.fadeIn()
    expectEqual(screen.avatarView.alpha, 1)
    expectFalse(screen.didFadeIn)
    await drainMainQueue()
    expectTrue(screen.didFadeIn)
  }
}
