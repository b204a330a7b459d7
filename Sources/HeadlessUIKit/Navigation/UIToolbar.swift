import Foundation

/// A bar of bar button items, usually at the bottom of a screen or above the keyboard.
///
/// Headless: nothing is drawn. The screen transcript reads a visible toolbar's items as it reads
/// the navigation bar's, and the touches tap them by title (`Touches.tapBarButton(titled:)`).
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items on the bar, left to right; `nil` by default.
  open var items: [UIBarButtonItem]?

  /// The colour of the bar's background (kept, not drawn); `nil` uses the system's.
  open var barTintColor: UIColor?

  /// Whether the bar's background is translucent (kept, not drawn); `true` by default.
  open var isTranslucent = true

  /// Creates a toolbar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the items; headless, an animated change completes at once.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// UIKit's toolbar height, 44 points, at the width asked for, or the screen's width when the
  /// toolbar has none yet (as `UIToolbar().sizeToFit()` gives in UIKit).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : UIScreen.main.bounds.width, height: Self.height)
  }

  // A compact toolbar's height on a phone.
  private static let height: CGFloat = 44
}
