import Foundation

/// The spinner a person pulls down from the top of a scroll view to reload its content.
///
/// Set it as a scroll view's `refreshControl`. A person's pull (`Touches.pullToRefresh()`)
/// begins refreshing and sends `.valueChanged`; the app reloads and calls `endRefreshing()`.
/// `beginRefreshing()` from code shows the spinner and sends no event, as in UIKit.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether the control is refreshing.
  open private(set) var isRefreshing = false

  /// The text under the spinner (kept, not drawn).
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control, not refreshing.
  public init() {
    super.init(frame: .zero)
  }

  /// Creates a refresh control with a frame (which the scroll view sets anyway).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Shows the spinner, as if a person had pulled; sends no event.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Hides the spinner once the reload is done.
  open func endRefreshing() {
    isRefreshing = false
  }
}
