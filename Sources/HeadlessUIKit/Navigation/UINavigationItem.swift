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

  /// A view shown in place of the title, such as a search bar.
  open var titleView: UIView?

  /// Hides or shows the back button; headless, an animated change completes at once.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  // MARK: Bar button items

  /// The item on the left of the bar; it replaces the back button unless
  /// `leftItemsSupplementBackButton` is true.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftItems.first }
    set { leftItems = newValue.map { [$0] } ?? [] }
  }

  /// The items on the left of the bar, from left to right.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    get { leftItems.isEmpty ? nil : leftItems }
    set { leftItems = newValue ?? [] }
  }

  /// The item on the right of the bar.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightItems.first }
    set { rightItems = newValue.map { [$0] } ?? [] }
  }

  /// The items on the right of the bar, from right to left, as in UIKit.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { rightItems.isEmpty ? nil : rightItems }
    set { rightItems = newValue ?? [] }
  }

  /// The back button shown on the next screen, whose title it gives.
  open var backBarButtonItem: UIBarButtonItem?

  /// Whether the left items show beside the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false

  /// Sets the left item; headless, an animated change completes at once.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right item; headless, an animated change completes at once.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the left items; headless, an animated change completes at once.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right items; headless, an animated change completes at once.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  private var leftItems: [UIBarButtonItem] = []
  private var rightItems: [UIBarButtonItem] = []

  // MARK: Search and large titles

  /// The search controller whose search bar shows in the navigation bar.
  open var searchController: UISearchController? {
    didSet {
      oldValue?.hostItem = nil
      searchController?.hostItem = self
    }
  }

  /// Whether the search bar hides until the content is scrolled to its top (kept).
  open var hidesSearchBarWhenScrolling = true

  /// When the bar shows a large title (kept; the transcript shows one title).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// When a navigation item shows a large title.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below it does.
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
    /// Inline, in the bar.
    case inline = 3
  }

  /// The bar's look at standard height while this item is on top (kept, not drawn), a copy;
  /// `nil` uses the navigation bar's.
  @NSCopying open var standardAppearance: UINavigationBarAppearance?

  /// The bar's look while content scrolled to its edge and this item is on top (kept), a copy;
  /// `nil` uses the navigation bar's.
  @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance?

  /// The bar's look at compact height while this item is on top (kept), a copy; `nil` uses
  /// the navigation bar's.
  @NSCopying open var compactAppearance: UINavigationBarAppearance?

  /// How the back button to this item's screen shows its title, when `backBarButtonItem` is
  /// `nil`; `.default`.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default

  /// The ways a back button shows its title.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The back button title, else the title, else a generic title ("Back").
    case `default` = 0
    /// A generic title ("Back"), ignoring `title` and `backButtonTitle`.
    case generic = 1
    /// No title: the back indicator only.
    case minimal = 2
  }

  // The view controller whose item this is.
  weak var owner: UIViewController?

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

  /// The screen's traits: an iPhone in portrait (compact width, regular height), light, at a
  /// display scale of 3, with the default text size (`.large`).
  open var traitCollection: UITraitCollection { .screen }

  /// Called after the screen's traits changed. Headless: they never change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The points-to-pixels factor of the screen: 3, an iPhone's (the screen's traits' scale).
  open var scale: CGFloat { traitCollection.displayScale }

  /// The screen's physical points-to-pixels factor: the same 3, headless.
  open var nativeScale: CGFloat { scale }

  /// The screen's rectangle in pixels, portrait-up whatever the orientation: 1170 × 2532.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
  }

  private static let device = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let storedBounds: CGRect

  private init(bounds: CGRect) {
    storedBounds = bounds
  }
}
