import Foundation

/// What an accessibility element is and does, for assistive technology to announce.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64

  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// Acts as a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Acts as a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// Is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// Acts as a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Is text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Summarizes the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Is not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Changes its label or value often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Can be adjusted through a range of values.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Turns the page when read to its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Is a header that divides content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// Is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 17)
  /// Is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 18)
}

/// The app's side of assistive technology: notifications it posts, and the settings it reads.
///
/// Headless: no assistive technology runs, so VoiceOver and the other settings read `false`,
/// and what the app posts is recorded in `headlessPostedNotifications` for a test to read.
public enum UIAccessibility {
  /// A notification an app posts to assistive technology.
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// The screen changed a lot: the argument is the element to move to, or a string to read.
    public static let screenChanged = Notification(rawValue: 1000)
    /// Part of the screen changed: the argument is the element to move to, or a string to read.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement to read: the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// The content scrolled a page: the argument is a string describing where it is.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts a notification to assistive technology. Headless: recorded, in order, in
  /// `headlessPostedNotifications`.
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    headlessPostedNotifications.append((notification, argument))
  }

  /// Headless only: the notifications the app posted with `post(notification:argument:)`, with
  /// their arguments, oldest first. A test may empty it.
  @MainActor public static var headlessPostedNotifications:
    [(notification: UIAccessibility.Notification, argument: Any?)] = []

  /// Whether VoiceOver is on. Headless: `false`.
  @MainActor public static var isVoiceOverRunning: Bool { false }

  /// Whether the person asked for less motion. Headless: `false`.
  @MainActor public static var isReduceMotionEnabled: Bool { false }

  /// Whether the person asked for bold text. Headless: `false`.
  @MainActor public static var isBoldTextEnabled: Bool { false }

  /// Posted when VoiceOver starts or stops. Headless: nothing posts it.
  public nonisolated static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

extension UIView {
  /// The accessibility defaults of the view's kind, as UIKit's views have them: labels and
  /// controls are elements, buttons are buttons, labels are static text, image views images.
  var defaultAccessibility: (isElement: Bool, traits: UIAccessibilityTraits) {
    switch self {
    case is UIButton: (true, .button)
    case is UILabel: (true, .staticText)
    case is UIControl: (true, [])
    case is UIProgressView: (true, .updatesFrequently)
    case is UIImageView: (false, .image)
    default: (false, [])
    }
  }
}
