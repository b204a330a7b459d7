// Navigation work code in the Swift 5 mode, as most apps at work still compile it: a plain
// router class that presents and dismisses, an alert made by a free function, a search results
// updater, and prepare(for:sender:) passing data on. None of it is marked @MainActor, as Swift 5
// code is not, and Apple's SDK accepts it without a warning; so must the kit.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

func makeDeleteAlert(for name: String, onDelete: @escaping () -> Void) -> UIAlertController {
  let alert = UIAlertController(
    title: "Delete \(name)?", message: "This cannot be undone.", preferredStyle: .actionSheet)
  alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() })
  alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
  return alert
}

func presentDeleteSheet(
  from viewController: UIViewController, anchoredTo sourceView: UIView,
  onDelete: @escaping () -> Void
) {
  let sheet = makeDeleteAlert(for: "this place", onDelete: onDelete)
  // iPad shows action sheets as popovers, which need an anchor.
  if let popover = sheet.popoverPresentationController {
    popover.sourceView = sourceView
    popover.sourceRect = sourceView.bounds
    popover.permittedArrowDirections = []
  }
  viewController.present(sheet, animated: true)
}

final class ProfileRouter {
  weak var viewController: UIViewController?
  private(set) var didClose = false

  func routeToEditProfile() {
    let edit = UIViewController()
    edit.title = "Edit profile"
    edit.isModalInPresentation = true
    let navigationController = UINavigationController(rootViewController: edit)
    viewController?.present(navigationController, animated: false, completion: nil)
  }

  func closeEditProfile() {
    viewController?.presentedViewController?.dismiss(animated: false) { [weak self] in
      self?.didClose = true
    }
  }
}

final class ContactsViewController: UIViewController, UISearchResultsUpdating {
  var names = ["Ana", "Bo", "Bea"]
  var filtered: [String] = []
  var selectedName: String?

  func updateSearchResults(for searchController: UISearchController) {
    let query = searchController.searchBar.text ?? ""
    filtered = names.filter { $0.hasPrefix(query) }
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "showContact" else { return }
    segue.destination.title = selectedName
  }
}

// MARK: - The suite

@Suite("Navigation work code in the Swift 5 mode") @MainActor
struct NavigationWorkCodeInSwift5Tests {
  let window = UIWindow()

  // The window on screen with a plain home screen.
  func showHome() -> UIViewController {
    let home = UIViewController()
    window.rootViewController = home
    window.makeKeyAndVisible()
    return home
  }

  @Test("a plain router presents a navigation controller and dismisses it")
  func router() {
    let home = showHome()
    let router = ProfileRouter()
    router.viewController = home

    router.routeToEditProfile()
    #expect(
      (home.presentedViewController as? UINavigationController)?.topViewController?.title
        == "Edit profile")
    router.closeEditProfile()

    #expect(home.presentedViewController == nil)
    #expect(router.didClose)
  }

  @Test("an action sheet anchored for iPad is presented on a phone as a sheet of actions")
  func actionSheet() {
    let home = showHome()

    presentDeleteSheet(from: home, anchoredTo: home.view) {}

    #expect((home.presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet)
  }

  @Test("an alert made by a free function keeps its actions")
  func alert() {
    let alert = makeDeleteAlert(for: "Bo") {}
    #expect(alert.actions.map { $0.title } == ["Delete", "Cancel"])
    #expect(alert.preferredStyle == .actionSheet)
  }

  @Test("the updater filters, and prepare names the destination")
  func updaterAndPrepare() {
    let contacts = ContactsViewController()
    let searchController = UISearchController(searchResultsController: nil)
    searchController.searchResultsUpdater = contacts
    searchController.searchBar.text = "B"
    contacts.updateSearchResults(for: searchController)
    #expect(contacts.filtered == ["Bo", "Bea"])

    contacts.selectedName = "Bea"
    let detail = UIViewController()
    contacts.prepare(
      for: UIStoryboardSegue(identifier: "showContact", source: contacts, destination: detail),
      sender: nil)
    #expect(detail.title == "Bea")
  }
}
