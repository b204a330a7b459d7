import Foundation
import HeadlessUIKit

extension Touches {
  // MARK: Tabs

  /// Taps the tab with the title in the tab bar on screen: asks the delegate's
  /// `tabBarController(_:shouldSelect:)`, selects the tab's view controller, then tells
  /// `tabBarController(_:didSelect:)`, even when the tab was already selected, as Apple
  /// documents.
  public func tapTab(titled title: String) throws {
    guard let tabs = Screen(window: window).tabBarController, let controllers = tabs.viewControllers
    else {
      throw TouchError("there is no tab bar on this screen")
    }
    guard let controller = controllers.first(where: { $0.tabBarItem.title == title }) else {
      let titles = controllers.map { "\"\($0.tabBarItem.title ?? "(image)")\"" }
      throw TouchError(
        "no tab \"\(title)\" in the tab bar; tabs: " + titles.joined(separator: ", "))
    }
    guard controller.tabBarItem.isEnabled else {
      throw TouchError("the tab \"\(title)\" is disabled")
    }
    guard tabs.delegate?.tabBarController(tabs, shouldSelect: controller) ?? true else { return }
    tabs.selectedViewController = controller
    tabs.delegate?.tabBarController(tabs, didSelect: controller)
  }

  // MARK: Alerts

  /// Taps the action of the alert on screen with the title: the alert is dismissed, and the
  /// action's handler runs when the dismissal ends, as in UIKit.
  public func tapAlertAction(titled title: String) throws {
    let alert = try shownAlert()
    guard let action = alert.actions.first(where: { $0.title == title }) else {
      let titles = alert.actions.map { "[\($0.title ?? "")]" }.joined(separator: " ")
      throw TouchError("the alert has no action \"\(title)\"; actions: \(titles)")
    }
    guard action.isEnabled else { throw TouchError("the alert's action \"\(title)\" is disabled") }
    alert.simulateTap(on: action)
  }

  /// Types text into a text field of the alert on screen (the first one unless told), one
  /// keystroke per character, as `type(_:intoField:)` types into any text field.
  public func typeInAlert(_ text: String, field index: Int = 0) throws {
    let fields = try shownAlert().textFields ?? []
    guard fields.indices.contains(index) else {
      throw TouchError("the alert has \(fields.count) text fields; there is no field \(index)")
    }
    let field = fields[index]
    guard field.becomeFirstResponder() else {
      throw TouchError("the alert's text field \(index) does not begin editing")
    }
    for character in text {
      let length = ((field.text ?? "") as NSString).length
      edit(field, range: NSRange(location: length, length: 0), with: String(character))
    }
  }

  private func shownAlert() throws -> UIAlertController {
    guard let alert = Screen(window: window).alert else {
      throw TouchError("there is no alert on this screen")
    }
    return alert
  }

  // MARK: Bar buttons

  /// Taps the bar button item with the title, or the system item with that name ("Add"): in
  /// the navigation bar, then in the toolbars on screen (the navigation controller's, those in
  /// the view tree, and one above the keyboard).
  public func tapBarButton(titled title: String) throws {
    let screen = Screen(window: window)
    let items = screen.barButtonItems.left + screen.barButtonItems.right + screen.toolbarItems
    guard let item = items.first(where: { Screen.title(of: $0) == title }) else {
      let titles = items.map { "[\(Screen.title(of: $0))]" }
      throw TouchError(
        "no bar button \"\(title)\" on this screen; bar buttons: "
          + (titles.isEmpty ? "none" : titles.joined(separator: " ")))
    }
    guard item.isEnabled else { throw TouchError("the bar button \"\(title)\" is disabled") }
    item.simulateTap()
  }

  /// Taps the bar button item that is the system item.
  public func tapBarButton(_ systemItem: UIBarButtonItem.SystemItem) throws {
    try tapBarButton(titled: Screen.title(of: UIBarButtonItem(systemItem: systemItem)))
  }

  // MARK: Search

  /// Taps the cancel button of the search bar on screen: its delegate hears of it and, for a
  /// search controller's search bar, the text clears and the search ends, as UIKit's search
  /// controller does.
  public func tapSearchCancelButton() throws {
    let screen = Screen(window: window)
    guard let searchBar = screen.first(UISearchBar.self) ?? screen.navigationBarSearchBar,
      searchBar.showsCancelButton
    else { throw TouchError("there is no search bar with a cancel button on this screen") }
    searchBar.delegate?.searchBarCancelButtonClicked(searchBar)
    if let searchController = screen.searchController, searchController.searchBar === searchBar {
      searchBar.text = ""
      searchController.isActive = false
    }
  }

  // MARK: Sheets

  /// Swipes the sheet on top down. As in UIKit, a sheet above its smallest detent rests at the
  /// next smaller one (its `selectedDetentIdentifier`), and the sheet delegate hears of the
  /// change. At its smallest, a sheet that `isModalInPresentation`, or whose
  /// presentation controller's delegate refuses, stays, and the delegate hears of the attempt;
  /// otherwise the delegate hears will-dismiss, the sheet is dismissed, animated, and the
  /// delegate hears did-dismiss when the dismissal ends.
  public func swipeDownSheet() throws {
    let screen = Screen(window: window)
    guard let presented = screen.presentedViewController,
      let presentation = presented.presentationController
    else { throw TouchError("there is no sheet on this screen") }
    guard [.pageSheet, .formSheet, .popover].contains(presentation.presentationStyle) else {
      let style = Screen.name(of: presentation.presentationStyle)
      throw TouchError("the presented screen is \(style), not a sheet: it does not swipe down")
    }
    let delegate = presentation.delegate
    // A sheet above its smallest detent rests at the next smaller one, as in UIKit.
    if let sheet = presentation as? UISheetPresentationController,
      let smaller = Screen.detentBelow(currentOf: sheet, in: window)
    {
      sheet.selectedDetentIdentifier = smaller.identifier
      (delegate as? UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
      return
    }
    if isModalInPresentation(presented)
      || delegate?.presentationControllerShouldDismiss(presentation) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return
    }
    delegate?.presentationControllerWillDismiss(presentation)
    presented.dismiss(animated: true) {
      delegate?.presentationControllerDidDismiss(presentation)
    }
  }

  // A sheet is modal if its view controller, or the screen it shows on top, says so.
  private func isModalInPresentation(_ controller: UIViewController) -> Bool {
    var current: UIViewController? = controller
    while let candidate = current {
      if candidate.isModalInPresentation { return true }
      current = (candidate as? UINavigationController)?.topViewController
    }
    return false
  }
}
