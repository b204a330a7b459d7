import Foundation

/// A control that is on or off; a person's tap flips it and sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on. Setting it from code sends no event, as in UIKit.
  open var isOn = false

  /// The colour of the track when the switch is on (kept, not drawn).
  open var onTintColor: UIColor?

  /// The colour of the thumb (kept, not drawn).
  open var thumbTintColor: UIColor?

  /// Turns the switch on or off; headless, an animated change completes at once. Sends no
  /// event, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}
