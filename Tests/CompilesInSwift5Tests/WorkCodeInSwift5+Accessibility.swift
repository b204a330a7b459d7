// Swift 5 work code that takes VoiceOver and Dynamic Type into account: a rating card read as
// one element, fonts scaled with `UIFontMetrics`, an older button styled with
// `contentEdgeInsets`, a list whose delete button says Remove, and an announcement after a
// save. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class RatingCardView: UIView {
  let titleLabel = UILabel()
  let scoreLabel = UILabel()
  let saveButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = UIFontMetrics(forTextStyle: .headline)
      .scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
    titleLabel.adjustsFontForContentSizeCategory = true
    scoreLabel.font = UIFontMetrics.default.scaledFont(
      for: .systemFont(ofSize: 28, weight: .bold), maximumPointSize: 34)
    saveButton.setTitle("Save", for: .normal)
    saveButton.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    saveButton.accessibilityHint = "Saves the place to your list"
    addSubview(titleLabel)
    addSubview(scoreLabel)
    addSubview(saveButton)
    isAccessibilityElement = true
    accessibilityTraits = .button
    accessibilityIdentifier = "rating-card"
  }

  required init?(coder: NSCoder) { nil }

  func configure(title: String, score: Double) {
    titleLabel.text = title
    scoreLabel.text = String(score)
    accessibilityLabel = "\(title), rated \(score) out of 5"
  }

  func didSave() {
    UIAccessibility.post(notification: .announcement, argument: "Saved to your list")
  }
}

final class SavedPlacesViewController: UITableViewController {
  var places = ["Haeundae", "Gamcheon"]

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    places.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = places[indexPath.row]
    cell.accessibilityTraits.insert(.button)
    return cell
  }

  override func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    "Remove"
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    places.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}

// MARK: - Checks

@Suite("Accessibility work code in the Swift 5 mode") @MainActor
struct AccessibilityWorkCodeInSwift5Tests {
  @Test("the card reads as one button with its rating, and its save is announced")
  func ratingCard() {
    let card = RatingCardView(frame: .zero)
    card.configure(title: "Haeundae", score: 4.5)
    #expect(card.isAccessibilityElement && card.accessibilityTraits == .button)
    #expect(card.accessibilityLabel == "Haeundae, rated 4.5 out of 5")
    #expect(card.scoreLabel.font.pointSize == 28)
    UIAccessibility.headlessPostedNotifications.removeAll()
    card.didSave()
    #expect(UIAccessibility.headlessPostedNotifications.map(\.notification) == [.announcement])
    UIAccessibility.headlessPostedNotifications.removeAll()
  }
}
