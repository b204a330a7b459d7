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

  // The traits are the search text field's, as in UIKit: setting one on either is seen on both.

  open var autocapitalizationType: UITextAutocapitalizationType {
    get { searchTextField.autocapitalizationType }
    set { searchTextField.autocapitalizationType = newValue }
  }

  open var autocorrectionType: UITextAutocorrectionType {
    get { searchTextField.autocorrectionType }
    set { searchTextField.autocorrectionType = newValue }
  }

  open var spellCheckingType: UITextSpellCheckingType {
    get { searchTextField.spellCheckingType }
    set { searchTextField.spellCheckingType = newValue }
  }

  open var smartQuotesType: UITextSmartQuotesType {
    get { searchTextField.smartQuotesType }
    set { searchTextField.smartQuotesType = newValue }
  }

  open var smartDashesType: UITextSmartDashesType {
    get { searchTextField.smartDashesType }
    set { searchTextField.smartDashesType = newValue }
  }

  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }

  open var keyboardAppearance: UIKeyboardAppearance {
    get { searchTextField.keyboardAppearance }
    set { searchTextField.keyboardAppearance = newValue }
  }

  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  open var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }

  open var isSecureTextEntry: Bool {
    get { searchTextField.isSecureTextEntry }
    set { searchTextField.isSecureTextEntry = newValue }
  }

  open var textContentType: UITextContentType! {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }

  /// The search bar's delegate, held weakly as in UIKit.
  open weak var delegate: UISearchBarDelegate?

  open override var canBecomeFirstResponder: Bool { true }

  /// The field a person types the search into, for styling it (`backgroundColor`, `font`,
  /// `textColor`, `attributedPlaceholder`). Its text and placeholder are the bar's: setting
  /// either side is seen on both. Headless, it is not a subview: the kit draws no bar.
  open var searchTextField: UISearchTextField { field }

  private let field = UISearchTextField()

  /// Creates a search bar.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    field.searchBar = self
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
