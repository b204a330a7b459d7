import Foundation

/// A spinner that shows that work is under way.
///
/// As in UIKit, a stopped indicator hides itself while `hidesWhenStopped` is true (the
/// default), so a new one is hidden until `startAnimating()`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The sizes and colours of the spinner.
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
    @available(*, deprecated, message: "Use .large")
    case whiteLarge = 0
    @available(*, deprecated, message: "Use .medium")
    case white = 1
    @available(*, deprecated, message: "Use .medium")
    case gray = 2
  }

  /// The spinner's style (kept, not drawn).
  open var style: Style

  /// The spinner's colour (kept, not drawn); the style's colour by default, and setting `nil`
  /// puts it back.
  open var color: UIColor! {
    get { storedColor ?? .label }
    set { storedColor = newValue }
  }

  /// Whether the spinner hides while it is stopped.
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }

  /// Whether the spinner is spinning.
  open private(set) var isAnimating = false

  private var storedColor: UIColor?

  /// Creates a spinner of a style, stopped (and so hidden).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    updateHidden()
  }

  /// Creates a medium spinner with a frame, stopped (and so hidden).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    updateHidden()
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Starts spinning, and shows the spinner.
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning; hides the spinner if `hidesWhenStopped`.
  open func stopAnimating() {
    isAnimating = false
    updateHidden()
  }

  private func updateHidden() {
    if hidesWhenStopped && !isAnimating { isHidden = true }
  }
}
