import Foundation

/// The text field of a search bar, which work code styles through `searchBar.searchTextField`;
/// it can stand alone too, as a text field for search.
///
/// In a search bar, the field's text and placeholder are the bar's, so setting either side is
/// seen on both, and beginning or ending editing in the field begins or ends it in the bar,
/// which tells the search bar's delegate, as in UIKit.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The search bar that hosts the field, if any.
  weak var searchBar: UISearchBar?

  /// The text in the field: in a search bar, the bar's text (`""` while the bar's is `nil`).
  open override var text: String? {
    get { searchBar.map { $0.text ?? "" } ?? super.text }
    set {
      guard let searchBar else {
        super.text = newValue
        return
      }
      searchBar.text = newValue ?? ""
    }
  }

  /// The placeholder: in a search bar, the bar's.
  open override var placeholder: String? {
    get { searchBar.map(\.placeholder) ?? super.placeholder }
    set {
      guard let searchBar else {
        super.placeholder = newValue
        return
      }
      searchBar.placeholder = newValue
    }
  }

  /// In a search bar, beginning editing begins it in the bar, as a tap in the field does.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let searchBar else { return super.becomeFirstResponder() }
    return searchBar.becomeFirstResponder()
  }

  /// In a search bar, ending editing ends it in the bar.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard let searchBar else { return super.resignFirstResponder() }
    return searchBar.resignFirstResponder()
  }
}
