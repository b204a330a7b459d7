import Foundation

/// A bar that shows how far a task has got, from 0 to 1.
///
/// Headless: with an `observedProgress`, the view reads the progress object's
/// `fractionCompleted` whenever its `progress` is read (by code, its accessibility value or a
/// transcript), where UIKit observes it with key-value observing, which Linux does not have.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// How the bar is drawn: the default one, or the thinner one for a toolbar.
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar = 1
  }

  /// The bar's style (drawn by nothing; it sets the intrinsic height); `.default` unless made
  /// with another.
  open var progressViewStyle: UIProgressView.Style = .default {
    didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
  }

  /// How far the task has got, from 0 (the default) to 1: a value outside is pinned to the
  /// nearer end, as Apple documents. With an `observedProgress`, its `fractionCompleted`.
  open var progress: Float {
    get {
      guard let observedProgress else { return storedProgress }
      return Self.pinned(Float(observedProgress.fractionCompleted))
    }
    set { storedProgress = Self.pinned(newValue) }
  }

  /// The progress object the bar follows; `nil` (the default) to set `progress` by hand.
  open var observedProgress: Progress?

  /// The colour of the part filled so far (kept, not drawn).
  open var progressTintColor: UIColor?

  /// The colour of the part not yet filled (kept, not drawn).
  open var trackTintColor: UIColor?

  /// An image for the part filled so far (kept, not drawn).
  open var progressImage: UIImage?

  /// An image for the part not yet filled (kept, not drawn).
  open var trackImage: UIImage?

  private var storedProgress: Float = 0
  private var storedAccessibilityValue: String?

  /// A progress view of a style, as tall as the style's bar.
  public convenience init(progressViewStyle style: UIProgressView.Style) {
    self.init(frame: .zero)
    progressViewStyle = style
    frame.size.height = Self.height(of: style)
  }

  /// A progress view with a frame, of the default style.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the progress, pinned to 0...1; headless, an animated change completes at once.
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// No width of its own; the style's height: 4 points for the default bar, 2.5 for `.bar`.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height(of: progressViewStyle))
  }

  /// What assistive technology reads: the progress as a whole percentage, "50%", unless set.
  open override var accessibilityValue: String? {
    get { storedAccessibilityValue ?? "\(Int((progress * 100).rounded()))%" }
    set { storedAccessibilityValue = newValue }
  }

  private static func height(of style: Style) -> CGFloat {
    style == .bar ? 2.5 : 4
  }

  private static func pinned(_ value: Float) -> Float {
    min(max(value, 0), 1)
  }
}
