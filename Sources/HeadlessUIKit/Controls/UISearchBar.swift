import Foundation

/// Responds to what a person does in a search bar.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
  /// Whether editing may begin; true by default.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool

  /// Called when editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)

  /// Called when editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)

  /// Called after a person changed the text, including clearing it with the clear button.
  /// Not called when code sets `text`, as in UIKit.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)

  /// Whether a person's edit may replace the text in a range; true by default.
  func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool

  /// Called when a person tapped the keyboard's search button.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)

  /// Called when a person tapped the cancel button.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)

  /// Called when a person selected another scope button.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

/// The base of bar delegates, as in UIKit.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {}

extension UISearchBarDelegate {
  @discardableResult
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  @discardableResult
  public func searchBar(
    _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(
    _ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
  ) {}
}

/// A text field for search, with a placeholder and an optional cancel button.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
  /// The text in the field. Setting it from code does not tell the delegate, as in UIKit.
  open var text: String?

  /// The text shown while the field is empty.
  open var placeholder: String?

  /// The bar's look.
  public enum Style: UInt, Sendable {
    case `default`
    case prominent
    case minimal
  }

  /// The bar's look (kept, not drawn); `.default`.
  open var searchBarStyle = Style.default

  /// Whether the cancel button shows.
  open var showsCancelButton = false

  /// Shows or hides the cancel button; headless, an animated change completes at once.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The titles of the scope buttons, left to right; the scope bar shows only with two or more.
  open var scopeButtonTitles: [String]?

  /// The index of the selected scope button, in `scopeButtonTitles`; 0 by default. Setting it
  /// from code does not tell the delegate.
  open var selectedScopeButtonIndex = 0

  /// Whether the scope bar shows (with two or more titles). Setting it on a search
  /// controller's bar turns the controller's `automaticallyShowsScopeBar` off, as Apple
  /// documents.
  open var showsScopeBar = false

  /// Shows or hides the scope bar, as `showsScopeBar` does; headless, at once.
  open func setShowsScope(_ show: Bool, animated animate: Bool) {
    showsScopeBar = show
  }

  /// How the keyboard capitalizes (kept); `.sentences`, the traits' default.
  open var autocapitalizationType = UITextAutocapitalizationType.sentences

  /// Whether the keyboard corrects (kept).
  open var autocorrectionType = UITextAutocorrectionType.default

  /// Whether the keyboard checks spelling (kept).
  open var spellCheckingType = UITextSpellCheckingType.default

  /// Whether straight quotes become curly ones (kept; the touches type what they are given).
  open var smartQuotesType = UITextSmartQuotesType.default

  /// Whether two hyphens become a dash (kept; the touches type what they are given).
  open var smartDashesType = UITextSmartDashesType.default

  /// The keyboard the bar asks for (kept).
  open var keyboardType = UIKeyboardType.default

  /// The look of the keyboard (kept; no keyboard is drawn).
  open var keyboardAppearance = UIKeyboardAppearance.default

  /// The title of the return key (kept).
  open var returnKeyType = UIReturnKeyType.default

  /// Whether the return key is disabled while the text is empty (kept).
  open var enablesReturnKeyAutomatically = false

  /// Whether the text is hidden as it is typed (kept; the transcript shows a search bar's text).
  open var isSecureTextEntry = false

  /// What the text is for, so the system can offer to fill it (kept).
  open var textContentType: UITextContentType!

  /// The search bar's delegate, held weakly as in UIKit.
  open weak var delegate: UISearchBarDelegate?

  open override var canBecomeFirstResponder: Bool { true }

  /// Creates a search bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
    super.becomeFirstResponder()
    delegate?.searchBarTextDidBeginEditing(self)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    super.resignFirstResponder()
    delegate?.searchBarTextDidEndEditing(self)
    return true
  }
}
