import Foundation

/// The look of a bar: its background and its shadow (kept, not drawn). Bars copy the
/// appearance they are given, as UIKit's `@NSCopying` properties do, so changing an appearance
/// after setting it changes no bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
  /// The bar's background colour; `nil` for none.
  open var backgroundColor: UIColor?

  /// An image drawn over the background colour.
  open var backgroundImage: UIImage?

  /// The colour of the shadow line under the bar; `nil` or `.clear` for none.
  open var shadowColor: UIColor?

  /// An appearance with the default, translucent background.
  public override convenience init() {
    self.init(defaults: ())
  }

  /// An appearance with the background and shadow of another one.
  public init(barAppearance: UIBarAppearance) {
    super.init()
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    shadowColor = barAppearance.shadowColor
  }

  // A new appearance configured with the default background, for `init()`.
  init(defaults: Void) {
    super.init()
    configureWithDefaultBackground()
  }

  /// Replaces the background and shadow with the default, translucent look. Headless: the
  /// background colour is `nil` (UIKit blurs what is behind the bar) and the shadow is
  /// `.separator`; Apple documents no colour.
  open func configureWithDefaultBackground() {
    configure(background: nil, shadow: .separator)
  }

  /// Replaces the background and shadow with opaque colours for the current theme. Headless:
  /// `.systemBackground` and `.separator`; Apple documents no colour.
  open func configureWithOpaqueBackground() {
    configure(background: .systemBackground, shadow: .separator)
  }

  /// Replaces the background and shadow with a transparent background and no shadow, as Apple
  /// documents.
  open func configureWithTransparentBackground() {
    configure(background: nil, shadow: nil)
  }

  private func configure(background: UIColor?, shadow: UIColor?) {
    backgroundColor = background
    backgroundImage = nil
    shadowColor = shadow
  }

  /// A copy of the appearance, of the same class.
  open func copy(with zone: NSZone? = nil) -> Any {
    UIBarAppearance(barAppearance: self)
  }
}

extension UIBarAppearance: @preconcurrency NSCopying {}

/// The look of a navigation bar: a bar appearance with the title's text attributes.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the standard title's text (kept, not drawn).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// The attributes of the large title's text (kept, not drawn).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// An appearance with the background and shadow of another one, and its title attributes if
  /// it is a navigation bar appearance.
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = navigation.titleTextAttributes
    largeTitleTextAttributes = navigation.largeTitleTextAttributes
  }

  override init(defaults: Void) {
    super.init(defaults: ())
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    UINavigationBarAppearance(barAppearance: self)
  }
}

/// The look of a tab bar.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  public override init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
  }

  override init(defaults: Void) {
    super.init(defaults: ())
  }

  open override func copy(with zone: NSZone? = nil) -> Any {
    UITabBarAppearance(barAppearance: self)
  }
}
