import Foundation

// Haptic feedback. Headless: there is no device to vibrate, so a generator plays nothing.

/// The base of the haptic feedback generators.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Readies the haptics for feedback soon. Headless: nothing to ready.
  open func prepare() {}
}

/// Haptics for an impact: a view snapping into place, objects colliding.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }

  /// Creates a generator of a style.
  public init(style: FeedbackStyle) {
    super.init()
  }

  /// Creates a generator of the medium style, as UIKit's `init()` does.
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Plays the impact. Headless: plays nothing.
  open func impactOccurred() {}

  /// Plays the impact at an intensity from 0 to 1. Headless: plays nothing.
  open func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for a selection that changes, such as a picker's wheel turning.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the selection change. Headless: plays nothing.
  open func selectionChanged() {}
}

/// Haptics for the outcome of a task: success, warning or failure.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome the feedback tells.
  public enum FeedbackType: Int, Sendable {
    case success = 0
    case warning = 1
    case error = 2
  }

  /// Plays the feedback of an outcome. Headless: plays nothing.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
