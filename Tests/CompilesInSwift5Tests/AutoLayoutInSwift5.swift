// Auto Layout code as a Swift 5 codebase writes it: helpers that make constraints outside the
// main actor's checks (a plain function, a UIView extension with default arguments), a view
// made in a default argument, and a profile header built with a stack view. Built in the
// Swift 5 mode with no warnings expected; the tests check the frames it gets.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

/// Constraints that pin a view to a container's edges, made by a plain function.
func edgeConstraints(for view: UIView, in container: UIView, insets: UIEdgeInsets = .zero)
  -> [NSLayoutConstraint]
{
  view.translatesAutoresizingMaskIntoConstraints = false
  return [
    view.topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.left),
    view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -insets.bottom),
    view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -insets.right),
  ]
}

extension UIView {
  func pinToSafeArea(of container: UIView, spacing: CGFloat = 0) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: spacing),
      leadingAnchor.constraint(equalTo: container.leadingAnchor),
      trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
  }
}

final class ProfileHeaderView: UIView {
  let nameLabel = UILabel()
  let cityLabel = UILabel()
  let followButton: UIButton

  init(followButton: UIButton = UIButton(type: .system)) {
    self.followButton = followButton
    super.init(frame: .zero)
    nameLabel.font = .boldSystemFont(ofSize: 20)
    cityLabel.font = .systemFont(ofSize: 14)
    followButton.setTitle("Follow", for: .normal)
    followButton.setContentHuggingPriority(.required, for: .horizontal)

    let labels = UIStackView(arrangedSubviews: [nameLabel, cityLabel])
    labels.axis = .vertical
    labels.spacing = 2
    let row = UIStackView(arrangedSubviews: [labels, followButton])
    row.alignment = .center
    row.spacing = 8
    addSubview(row)
    NSLayoutConstraint.activate(
      edgeConstraints(
        for: row, in: self, insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// MARK: - The code above, laid out

@Suite("Auto Layout work code in the Swift 5 mode") @MainActor
struct AutoLayoutInSwift5Tests {
  @Test("a header built from stack views sizes itself and pins under the safe area")
  func header() {
    let screen = UIViewController()
    let header = ProfileHeaderView()
    header.nameLabel.text = "Min-ji Kim"
    header.cityLabel.text = "Busan"
    screen.view.addSubview(header)
    header.pinToSafeArea(of: screen.view, spacing: 8)
    let window = UIWindow()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 55, width: 390, height: 67))
    #expect(header.followButton.frame.size == CGSize(width: 45, height: 30))
    #expect(header.followButton.frame.maxX == 358, "in the row's coordinates")
    #expect(header.nameLabel.frame == CGRect(x: 0, y: 0, width: 305, height: 24))
    #expect(header.cityLabel.frame.minY == 26)
  }
}
