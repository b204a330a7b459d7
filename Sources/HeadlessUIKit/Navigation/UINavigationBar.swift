import Foundation

/// The bar at the top of a navigation controller.
///
/// Headless: it holds its settings and is not in the view tree. The screen transcript reads the
/// bar's title, back button and items from the top screen's navigation item.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar shows large titles when the item's mode allows it (kept).
  open var prefersLargeTitles = false

  /// The bar's look at standard height (kept, not drawn): a copy of the appearance set, as
  /// UIKit copies it; the system's default look until set.
  @NSCopying open var standardAppearance = UINavigationBarAppearance()

  /// The bar's look while content scrolled to its edge (kept); `nil` uses the standard one
  /// with a transparent background, as Apple documents.
  @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance?

  /// The bar's look at compact height (kept); `nil` uses the standard one.
  @NSCopying open var compactAppearance: UINavigationBarAppearance?

  /// Creates a navigation bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
