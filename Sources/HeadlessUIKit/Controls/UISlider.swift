import Foundation

/// A control for picking a value from a continuous range; a person's drag moves the thumb and
/// sends `.valueChanged`.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The slider's value, held between `minimumValue` and `maximumValue`: a value outside them
  /// is set to the nearer one, as Apple documents. Setting it from code sends no event.
  open var value: Float {
    get { range.value }
    set { range.setValue(newValue) }
  }

  /// The value at the leading end, 0 by default. A larger value moves up to it; a minimum above
  /// the maximum raises the maximum to it, as Apple documents.
  open var minimumValue: Float {
    get { range.minimum }
    set { range.setMinimum(newValue) }
  }

  /// The value at the trailing end, 1 by default. A smaller value moves down to it; a maximum
  /// below the minimum lowers the minimum to it.
  open var maximumValue: Float {
    get { range.maximum }
    set { range.setMaximum(newValue) }
  }

  /// Whether a drag sends `.valueChanged` as the thumb moves (`true`, the default) or once when
  /// it ends. Headless, a drag is one step, so it sends one event either way.
  open var isContinuous = true

  /// The image at the leading end (kept, not drawn).
  open var minimumValueImage: UIImage?

  /// The image at the trailing end (kept, not drawn).
  open var maximumValueImage: UIImage?

  /// The colour of the track before the thumb (kept, not drawn).
  open var minimumTrackTintColor: UIColor?

  /// The colour of the track after the thumb (kept, not drawn).
  open var maximumTrackTintColor: UIColor?

  /// The colour of the thumb (kept, not drawn).
  open var thumbTintColor: UIColor?

  private var range = BoundedValue<Float>(value: 0, minimum: 0, maximum: 1)

  /// Sets the value, held to the range as `value` is; headless, an animated change completes
  /// at once. Sends no event.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }
}
