// Swift 5 work code of a search screen that styles its search controller's text field through
// `searchTextField` (iOS 13): a background, a font, a grey placeholder, the keyboard traits,
// and a query read back from the field. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class HotelSearchViewController: UIViewController, UISearchResultsUpdating {
  let searchController = UISearchController(searchResultsController: nil)
  private(set) var lastQuery = ""

  override func viewDidLoad() {
    super.viewDidLoad()
    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    navigationItem.searchController = searchController

    let searchField = searchController.searchBar.searchTextField
    searchField.backgroundColor = .secondarySystemBackground
    searchField.font = UIFont.systemFont(ofSize: 15, weight: .medium)
    searchField.textColor = .label
    searchField.attributedPlaceholder = NSAttributedString(
      string: "City, hotel or landmark",
      attributes: [.foregroundColor: UIColor.systemGray])
    searchField.autocorrectionType = .no
    searchField.returnKeyType = .search
    searchField.clearButtonMode = .whileEditing
  }

  func updateSearchResults(for searchController: UISearchController) {
    guard let query = searchController.searchBar.searchTextField.text else { return }
    lastQuery = query.trimmingCharacters(in: .whitespaces)
  }
}

// MARK: - The code above, run

@Suite("Search field work code in the Swift 5 mode") @MainActor
struct SearchFieldWorkCodeInSwift5Tests {
  @Test("the styled search field shares its placeholder, traits and text with the search bar")
  func styledSearchField() {
    let screen = HotelSearchViewController()
    screen.loadViewIfNeeded()
    let searchBar = screen.searchController.searchBar
    #expect(searchBar.placeholder == "City, hotel or landmark")
    #expect(searchBar.returnKeyType == .search)

    searchBar.text = " Jeju "
    screen.updateSearchResults(for: screen.searchController)
    #expect(screen.lastQuery == "Jeju")
  }
}
