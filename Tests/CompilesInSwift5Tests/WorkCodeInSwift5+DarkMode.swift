// Swift 5 work code that follows dark mode: a palette of dynamic colours, a card cell that
// redraws its border when the interface style changes, and a settings screen that forces a
// style. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

enum Palette {
  static let cardBackground = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(white: 0.15, alpha: 1) : UIColor(white: 0.97, alpha: 1)
  }
  static let cardBorder = UIColor(dynamicProvider: { traits in
    traits.userInterfaceStyle == .dark ? .white : .black
  })
}

final class CardCell: UITableViewCell {
  let titleLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.backgroundColor = Palette.cardBackground
    contentView.layer.borderWidth = 1
    updateBorder()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      updateBorder()
    }
  }

  private func updateBorder() {
    contentView.layer.borderColor = Palette.cardBorder.resolvedColor(with: traitCollection).cgColor
  }
}

final class AppearanceSettingsViewController: UIViewController {
  var isDarkForced = false {
    didSet { overrideUserInterfaceStyle = isDarkForced ? .dark : .unspecified }
  }
  private(set) var usesLargeText = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    usesLargeText = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    if traitCollection.userInterfaceIdiom == .pad { title = "Appearance" }
  }
}

// MARK: - The code above, run

@Suite("Dark mode work code in the Swift 5 mode") @MainActor
struct DarkModeWorkCodeInSwift5Tests {
  @Test("forcing dark mode on a screen redraws the border of a card inside it")
  func forcingDarkModeRedrawsCards() {
    let settings = AppearanceSettingsViewController()
    let cell = CardCell(style: .default, reuseIdentifier: "card")
    settings.view.addSubview(cell)
    #expect(cell.contentView.layer.borderColor == UIColor.black.cgColor)

    settings.isDarkForced = true

    #expect(cell.contentView.layer.borderColor == UIColor.white.cgColor)
    #expect(!settings.usesLargeText)
  }
}
