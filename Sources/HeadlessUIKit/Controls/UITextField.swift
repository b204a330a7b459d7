import Foundation

/// A field of editable text, with a placeholder shown while it is empty.
///
/// Minimal: what an alert's text fields need (text, placeholder, secure entry). Setting `text`
/// from code sends no events, as in UIKit.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The text in the field.
  open var text: String?

  /// The text shown while the field is empty.
  open var placeholder: String?

  /// Whether the field hides what is typed, as a password field does.
  open var isSecureTextEntry = false

  open override var canBecomeFirstResponder: Bool { true }

  /// Creates a text field.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }
}
