import Foundation

/// The bar at the top of a navigation controller.
///
/// Headless: it holds its settings and is not in the view tree. The screen transcript reads the
/// bar's title, back button and items from the top screen's navigation item.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar shows large titles when the item's mode allows it (kept).
  open var prefersLargeTitles = false

  /// Creates a navigation bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
