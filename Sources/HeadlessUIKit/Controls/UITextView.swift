import Foundation

/// Responds to editing in a text view. A scroll view delegate too, as in UIKit. Every method is
/// optional, as in UIKit: one not implemented answers as UIKit assumes (`true` for the
/// questions).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin; true by default.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

  /// Called after the text view became the first responder.
  func textViewDidBeginEditing(_ textView: UITextView)

  /// Whether editing may end; true by default. A text view whose delegate says no stays first
  /// responder.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool

  /// Called after the text view resigned the first responder.
  func textViewDidEndEditing(_ textView: UITextView)

  /// Whether a person's edit may replace the text in a range; true by default. Not asked when
  /// code sets `text`, as in UIKit.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool

  /// Called after a person's edit changed the text; not when code sets `text`, as in UIKit.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  @discardableResult
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  @discardableResult
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  @discardableResult
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
}

/// A scrollable, multi-line region of text, editable by default, with a delegate.
///
/// Editing goes as UIKit documents it: `becomeFirstResponder()` asks the delegate's
/// `textViewShouldBeginEditing(_:)`, then tells `textViewDidBeginEditing(_:)`;
/// `resignFirstResponder()` asks `textViewShouldEndEditing(_:)`, then tells
/// `textViewDidEndEditing(_:)`. Keystrokes come from the headless touches
/// (`Touches.type(_:intoTextView:)`), which ask `textView(_:shouldChangeTextIn:replacementText:)`,
/// then change the text and tell `textViewDidChange(_:)`. Setting `text` from code tells no one.
/// A text view is not a control: it sends no control events, as in UIKit.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
  /// The text shown. As in UIKit it is never `nil` when read: setting `nil` empties it. Setting
  /// it from code does not tell the delegate, as in UIKit.
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      invalidateIntrinsicContentSize()
    }
  }

  /// The text as an attributed string; setting it sets `text` to its characters.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string }
  }

  /// The font of the text (kept, not drawn; measured): the body style of the system font by
  /// default, as in UIKit.
  open var font: UIFont? = .preferredFont(forTextStyle: .body) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The colour of the text (kept, not drawn).
  open var textColor: UIColor?

  /// How the text lines up (kept, not drawn); `.natural` by default.
  open var textAlignment = NSTextAlignment.natural

  /// Whether a person can edit the text; `true` by default. A text view that is not editable
  /// does not become the first responder, and the touches cannot type into it.
  open var isEditable = true

  /// Whether a person can select the text (kept; the kit models no selection); `true` by
  /// default.
  open var isSelectable = true

  /// The kinds of data (links, phone numbers…) a text view that is not editable turns into
  /// links (kept; the kit detects none); none by default.
  open var dataDetectorTypes: UIDataDetectorTypes = []

  /// Whether the font follows the content size category (kept; the kit has one size).
  open var adjustsFontForContentSizeCategory = false

  /// The margins between the text and the view's edges; `(8, 0, 8, 0)` by default, as in UIKit.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The keyboard the text view asks for (kept).
  open var keyboardType = UIKeyboardType.default

  /// The title of the return key (kept; the return key types a line break in a text view).
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

  /// Shown instead of the keyboard while the text view is first responder (a custom keyboard
  /// or picker); read by the transcript under `in place of the keyboard:`. Keys: none.
  open override var inputView: UIView? {
    get { settableInputView }
    set { settableInputView = newValue }
  }

  /// Whether the return key is disabled while the text is empty; `Touches.tapReturnKey()`
  /// finds it disabled then.
  open var enablesReturnKeyAutomatically = false

  /// Whether the text is hidden as it is typed (kept; the transcript shows a text view's text).
  open var isSecureTextEntry = false

  /// What the text is for, so the system can offer to fill it (kept).
  open var textContentType: UITextContentType!

  /// Shown on top of the keyboard while the text view is first responder, often a toolbar
  /// whose Done item ends editing; read under `above the keyboard:`, tapped by the touches.
  open override var inputAccessoryView: UIView? {
    get { settableInputAccessoryView }
    set { settableInputAccessoryView = newValue }
  }

  /// The object told of editing, and asked whether edits may happen; held weakly, as in UIKit.
  /// It is the scroll view's delegate too.
  open weak var delegate: (any UITextViewDelegate)? {
    get { storedDelegate }
    set {
      storedDelegate = newValue
      scrollDelegate = newValue
    }
  }

  // Setting the scroll view's `delegate` sets the text view's own, as in UIKit, where they are
  // one property; a delegate of another type is told only about scrolling.
  override func setScrollViewDelegate(_ delegate: UIScrollViewDelegate?) {
    self.delegate = delegate as? (any UITextViewDelegate)
    scrollDelegate = delegate
  }

  private weak var storedDelegate: (any UITextViewDelegate)?
  private var storedText = ""

  // MARK: Editing

  /// A text view can take keystrokes while it is editable.
  open override var canBecomeFirstResponder: Bool { isEditable }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true else {
      return false
    }
    super.becomeFirstResponder()
    delegate?.textViewDidBeginEditing(self)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
    super.resignFirstResponder()
    delegate?.textViewDidEndEditing(self)
    return true
  }

  // MARK: Size

  /// No intrinsic size while the text view scrolls, as in UIKit; with scrolling off, the size
  /// of its text wrapped at its current width, by `HeadlessTextMeasure`, plus the
  /// `textContainerInset` and a line fragment padding of 5 points each side (UIKit's default).
  /// An empty text view is one line tall.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return fittingSize(width: bounds.width)
  }

  /// The size of the text wrapped at the given width, with its insets, as
  /// `intrinsicContentSize` measures it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    fittingSize(width: size.width)
  }

  private func fittingSize(width: CGFloat) -> CGSize {
    let font = font ?? .preferredFont(forTextStyle: .body)
    let horizontal = textContainerInset.left + textContainerInset.right + 2 * Self.linePadding
    let measured = HeadlessTextMeasure.size(
      of: storedText.isEmpty ? " " : storedText, font: font, numberOfLines: 0,
      maximumWidth: width > 0 ? max(1, width - horizontal) : 0)
    return CGSize(
      width: (storedText.isEmpty ? 0 : measured.width) + horizontal,
      height: measured.height + textContainerInset.top + textContainerInset.bottom)
  }

  // UIKit's text container pads each line by 5 points at both ends.
  private static let linePadding: CGFloat = 5
}

/// The kinds of data a text view can turn into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// Web addresses.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Street addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Dates and times of events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Parcel tracking numbers.
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  /// Flight numbers.
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  /// Words worth looking up.
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// Amounts of money.
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  /// Measurements with units.
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: .max)
}
