import Foundation

/// Responds to editing in a text field. Every method is optional, as in UIKit: one not
/// implemented answers as UIKit assumes (`true` for the questions).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin; true by default.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

  /// Called after the field became the first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)

  /// Whether editing may end; true by default. A field whose delegate says no stays first
  /// responder.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool

  /// Called after the field resigned the first responder.
  func textFieldDidEndEditing(_ textField: UITextField)

  /// Called after the field resigned the first responder, with why; by default it calls
  /// `textFieldDidEndEditing(_:)`, as UIKit does for a delegate that implements only that.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

  /// Whether a person's edit may replace the characters in a range; true by default. Not asked
  /// when code sets `text`, as in UIKit.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool

  /// Called after the text or the selection changed by a person's edit.
  func textFieldDidChangeSelection(_ textField: UITextField)

  /// Whether the clear button may empty the field; true by default.
  func textFieldShouldClear(_ textField: UITextField) -> Bool

  /// Whether the field should act on the return key; true by default.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  @discardableResult
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  @discardableResult
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  @discardableResult
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  @discardableResult
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  @discardableResult
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text, with a placeholder, a delegate and editing events.
///
/// Editing goes as UIKit documents it: `becomeFirstResponder()` asks the delegate's
/// `textFieldShouldBeginEditing(_:)`, then tells `textFieldDidBeginEditing(_:)` and sends
/// `.editingDidBegin`; `resignFirstResponder()` asks `textFieldShouldEndEditing(_:)`, then tells
/// `textFieldDidEndEditing(_:reason:)` and sends `.editingDidEnd`. Keystrokes come from the
/// headless touches (`Touches.type(_:intoField:)`), which ask
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, then change the text, tell
/// `textFieldDidChangeSelection(_:)` and send `.editingChanged`. Headless: Apple documents no
/// order between a delegate call and the control event of the same moment; the kit tells the
/// delegate first.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
  /// Why editing ended.
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
    case cancelled = 1
  }

  /// The styles of a text field's border (kept, not drawn).
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line = 1
    case bezel = 2
    case roundedRect = 3
  }

  /// When an overlay view, such as the clear button, shows.
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// The text in the field. As in UIKit it is never `nil` when read: setting `nil` empties it.
  /// Setting it from code tells neither the delegate nor the actions, as in UIKit.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// The text as an attributed string; setting it sets `text` to its characters.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: text ?? "") }
    set { text = newValue?.string }
  }

  /// The text shown while the field is empty.
  open var placeholder: String?

  /// The placeholder with its attributes, such as a colour (kept, not drawn). Setting it sets
  /// `placeholder` to its characters, as Apple documents; setting `placeholder` to other text
  /// afterwards leaves a plain one.
  open var attributedPlaceholder: NSAttributedString? {
    get {
      guard let placeholder else { return nil }
      if let styledPlaceholder, styledPlaceholder.string == placeholder { return styledPlaceholder }
      return NSAttributedString(string: placeholder)
    }
    set {
      styledPlaceholder = newValue?.copy() as? NSAttributedString
      placeholder = newValue?.string
    }
  }

  private var styledPlaceholder: NSAttributedString?

  /// The font of the text (kept, not drawn).
  open var font: UIFont?

  /// The colour of the text (kept, not drawn).
  open var textColor: UIColor?

  /// Whether the font follows the content size category (kept; the kit has one size).
  open var adjustsFontForContentSizeCategory = false

  /// How the text lines up in the field (kept, not drawn).
  open var textAlignment = NSTextAlignment.natural

  /// The field's border (kept, not drawn).
  open var borderStyle = BorderStyle.none

  /// When the clear button shows; `Touches.tapClearButton(inField:)` taps it only when it shows.
  open var clearButtonMode = ViewMode.never

  /// A view shown at the field's leading edge (an icon, say) when `leftViewMode` allows; kept,
  /// not a subview (the transcript shows the text).
  open var leftView: UIView?

  /// When the left view shows; `.never` by default (kept).
  open var leftViewMode = ViewMode.never

  /// A view shown at the field's trailing edge when `rightViewMode` allows; kept, as the left.
  open var rightView: UIView?

  /// When the right view shows; `.never` by default (kept).
  open var rightViewMode = ViewMode.never

  /// Whether beginning to edit empties the field.
  open var clearsOnBeginEditing = false

  /// Whether the field is the first responder, taking keystrokes.
  open private(set) var isEditing = false

  /// The keyboard the field asks for (kept).
  open var keyboardType = UIKeyboardType.default

  /// The title of the return key (kept).
  open var returnKeyType = UIReturnKeyType.default

  /// How the keyboard capitalizes (kept).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences

  /// Whether the keyboard corrects (kept).
  open var autocorrectionType = UITextAutocorrectionType.default

  /// Whether the keyboard checks spelling (kept).
  open var spellCheckingType = UITextSpellCheckingType.default

  /// Whether straight quotes become curly ones (kept; the touches type what they are given).
  open var smartQuotesType = UITextSmartQuotesType.default

  /// Whether two hyphens become a dash (kept; the touches type what they are given).
  open var smartDashesType = UITextSmartDashesType.default

  /// The look of the keyboard (kept; no keyboard is drawn).
  open var keyboardAppearance = UIKeyboardAppearance.default

  /// A view the field shows in the keyboard's place while editing, such as a date picker; the
  /// transcript reads it under `in place of the keyboard:`, and the touches then type nothing.
  open override var inputView: UIView? {
    get { settableInputView }
    set { settableInputView = newValue }
  }

  /// Whether the return key is disabled while the field is empty; `Touches.tapReturnKey()`
  /// finds it disabled then.
  open var enablesReturnKeyAutomatically = false

  /// Whether the text is hidden as it is typed, as for a password; the transcript shows dots.
  open var isSecureTextEntry = false

  /// What the field is for, so the system can offer to fill it (kept).
  open var textContentType: UITextContentType!

  /// A view over the keyboard while the field is edited, such as a toolbar with a Done item;
  /// the transcript reads it under `above the keyboard:`, and the touches tap in it.
  open override var inputAccessoryView: UIView? {
    get { settableInputAccessoryView }
    set { settableInputAccessoryView = newValue }
  }

  /// The object told of editing, and asked whether edits may happen.
  open weak var delegate: (any UITextFieldDelegate)?

  private var storedText = ""

  /// Creates a field that runs an action on the return key.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A field can take keystrokes while it is enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else {
      return false
    }
    super.becomeFirstResponder()
    isEditing = true
    if clearsOnBeginEditing { text = "" }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    super.resignFirstResponder()
    isEditing = false
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Runs the actions for the events. As in UIKit, `.editingDidEndOnExit` (the return key)
  /// ends editing when an action listens to it.
  open override func sendActions(for controlEvents: UIControl.Event) {
    super.sendActions(for: controlEvents)
    if controlEvents.contains(.editingDidEndOnExit), hasActions(for: .editingDidEndOnExit) {
      resignFirstResponder()
    }
  }
}
