import Foundation
import HeadlessUIKit

// The transcript's lines for modal presentations, alerts, bar button items and search
// controllers, read from the controller tree (what is presented, and the top screen's navigation
// item), as a person sees them:
//
// ```
// presented page sheet over "Where to?"
// screen 1 of 1: Filters
// bar: left [Cancel]  right [Save, disabled]
// search: "seo" (search controller, active)
// tabs: Home | [Inbox (3)] | Settings
// ```
extension ScreenTranscript {
  /// Says that the screen on top is presented, how, and over which screen; a sheet resting at
  /// a detent other than the large one names it: `presented page sheet (medium) over "Map"`.
  static func presentationLines(_ screen: Screen) -> [String] {
    guard let presented = screen.presentedViewController else { return [] }
    let controller = presented.presentationController
    var style = Screen.name(of: controller?.presentationStyle ?? .automatic)
    if let sheet = controller as? UISheetPresentationController,
      let detent = Screen.currentDetent(of: sheet, in: screen.window),
      detent.identifier != .large
    {
      style += " (\(Screen.name(of: detent)))"
    }
    var lines = ["presented \(style) over \"\(screenTitle(below: presented))\""]
    if let picker = presented as? UIImagePickerController {
      lines.append("image picker: \(name(of: picker.sourceType))")
    }
    return lines
  }

  private static func name(of sourceType: UIImagePickerController.SourceType) -> String {
    switch sourceType {
    case .photoLibrary: return "photo library"
    case .camera: return "camera"
    case .savedPhotosAlbum: return "saved photos"
    }
  }

  /// The tab bar at the bottom, if one is on screen: each tab's title (or `(image)`, or
  /// `(untitled)`), the
  /// selected one in brackets, a badge in parentheses, a disabled tab marked.
  static func tabBarLines(_ screen: Screen) -> [String] {
    guard let tabs = screen.tabBarController, let controllers = tabs.viewControllers,
      !controllers.isEmpty
    else { return [] }
    let titles = controllers.enumerated().map { index, controller in
      let item: UITabBarItem = controller.tabBarItem
      var title = visible(item.title ?? (item.image == nil ? "(untitled)" : "(image)"))
      if let badge = item.badgeValue { title += " (\(visible(badge)))" }
      if !item.isEnabled { title += " (disabled)" }
      return index == tabs.selectedIndex ? "[\(title)]" : title
    }
    return ["tabs: " + titles.joined(separator: " | ")]
  }

  /// The top screen's bar button items and its search controller's search bar, if it has them.
  static func navigationBarLines(_ screen: Screen) -> [String] {
    var lines: [String] = []
    let items = screen.barButtonItems
    var sides: [String] = []
    if !items.left.isEmpty { sides.append("left " + items.left.map(button).joined(separator: " ")) }
    if !items.right.isEmpty {
      sides.append("right " + items.right.map(button).joined(separator: " "))
    }
    if !sides.isEmpty { lines.append("bar: " + sides.joined(separator: "  ")) }
    if let searchBar = screen.navigationBarSearchBar {
      if let searchController = screen.searchController, searchController.searchBar === searchBar {
        lines.append(
          searchLine(searchBar)
            + (searchController.isActive ? " (search controller, active)" : " (search controller)"))
      } else {
        lines.append(searchLine(searchBar) + " (in the navigation bar)")
      }
      lines += scopeLines(searchBar)
    }
    return lines
  }

  /// The navigation controller's toolbar, while it shows items: `toolbar: [Compose] [Delete]`.
  static func toolbarLines(_ screen: Screen) -> [String] {
    toolbarLine(screen.navigationToolbarItems)
  }

  /// A toolbar's line, as a person reads its items, spaces left out; none without items.
  static func toolbarLine(_ items: [UIBarButtonItem]) -> [String] {
    items.isEmpty ? [] : ["toolbar: " + items.map(button).joined(separator: " ")]
  }

  /// An alert or action sheet: its title, message, text fields and actions, in order.
  static func alertLines(_ alert: UIAlertController) -> [String] {
    let kind = alert.preferredStyle == .alert ? "alert" : "action sheet"
    var lines = ["\(kind) over \"\(screenTitle(below: alert))\": \(visible(alert.title ?? ""))"]
    if let message = alert.message, !message.isEmpty {
      lines.append("  message: \(visible(message))")
    }
    for field in alert.textFields ?? [] {
      let text = field.text ?? ""
      if text.isEmpty {
        lines.append(
          "  text field: empty" + (field.placeholder.map { " (placeholder \"\($0)\")" } ?? ""))
      } else {
        let shown = field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        lines.append("  text field: \"\(visible(shown))\"")
      }
    }
    for action in alert.actions {
      var notes: [String] = []
      if action.style == .cancel { notes.append("cancel") }
      if action.style == .destructive { notes.append("destructive") }
      if action === alert.preferredAction { notes.append("preferred") }
      if !action.isEnabled { notes.append("disabled") }
      lines.append(
        "  button: [\(action.title ?? "")]"
          + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"))
    }
    return lines
  }

  private static func button(_ item: UIBarButtonItem) -> String {
    "[\(Screen.title(of: item))\(item.isEnabled ? "" : ", disabled")]"
  }

  // The title of the screen a presented view controller covers: the top of its presenter.
  private static func screenTitle(below presented: UIViewController) -> String {
    var screen = presented.presentingViewController
    while let navigation = screen as? UINavigationController, let top = navigation.topViewController
    {
      screen = top
    }
    return screen?.navigationItem.title ?? screen?.title ?? "(untitled)"
  }
}
