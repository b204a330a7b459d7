// Swift 5 work code that plays haptics: a generator kept in a property and prepared ahead, a
// selection tick from a segmented control's action, and an outcome played from a plain helper
// outside any view controller. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

enum Haptics {
  static func play(_ outcome: UINotificationFeedbackGenerator.FeedbackType) {
    let generator = UINotificationFeedbackGenerator()
    generator.prepare()
    generator.notificationOccurred(outcome)
  }
}

final class FavoriteButtonViewController: UIViewController {
  private let impact = UIImpactFeedbackGenerator(style: .medium)
  private let selection = UISelectionFeedbackGenerator()
  let sortControl = UISegmentedControl(items: ["Name", "Distance"])
  private(set) var isFavorite = false

  override func viewDidLoad() {
    super.viewDidLoad()
    impact.prepare()
    view.addSubview(sortControl)
    sortControl.addAction(
      UIAction { [weak self] _ in self?.selection.selectionChanged() }, for: .valueChanged)
  }

  func toggleFavorite() {
    isFavorite.toggle()
    impact.impactOccurred(intensity: isFavorite ? 1 : 0.5)
    Haptics.play(isFavorite ? .success : .warning)
  }
}

// MARK: - The code above, run

@Suite("Haptics work code in the Swift 5 mode") @MainActor
struct HapticsWorkCodeInSwift5Tests {
  @Test("toggling the favourite plays its haptics and flips the state")
  func toggleFavorite() {
    let screen = FavoriteButtonViewController()
    screen.loadViewIfNeeded()
    screen.toggleFavorite()
    #expect(screen.isFavorite)
    screen.toggleFavorite()
    #expect(!screen.isFavorite)
  }
}
