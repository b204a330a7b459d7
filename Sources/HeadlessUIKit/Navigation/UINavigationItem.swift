import Foundation

/// The items a view controller shows in the navigation bar while it is on top.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title in the navigation bar.
  open var title: String?

  /// The title of the back button that returns to this screen; `nil` means the screen's title.
  open var backButtonTitle: String?

  /// Whether the back button is hidden while this screen is on top.
  open var hidesBackButton = false

  /// An optional prompt above the title.
  open var prompt: String?

  /// Creates an item with a title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item without a title: a convenience initializer over `init(title:)`, as Apple's
  /// is, so a subclass that overrides `init(title:)` inherits it.
  public override convenience init() {
    self.init(title: "")
    title = nil
  }
}

/// The screen the headless windows stand on.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The device's screen: a 390 × 844 point portrait phone.
  open class var main: UIScreen { device }

  /// The screen's rectangle in points.
  open var bounds: CGRect { storedBounds }

  private static let device = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let storedBounds: CGRect

  private init(bounds: CGRect) {
    storedBounds = bounds
  }
}
