import Foundation
import HeadlessUIKit

/// A plain-text rendering of what a window shows, for people and for golden files.
///
/// It reads only the UIKit-shaped surface: the navigation stack, titles, the search bar, labels,
/// date pickers, buttons, the list's visible rows, and the everyday controls (text fields,
/// switches, segmented controls, picker views, spinners, image views, a refreshing refresh
/// control) and text views, in view order. For example:
///
/// ```
/// screen 1 of 1: Where to?
/// search: "seo"
/// list: 12 items
///   Seoul · South Korea
///   Seongnam-si · South Korea
///   ↓ 2 more below
/// ```
@MainActor
public enum ScreenTranscript {
  /// Renders the window as it is after a layout pass.
  public static func render(_ window: UIWindow) -> String {
    window.layoutIfNeeded()
    let screen = Screen(window: window)
    if let alert = screen.alert { return alertLines(alert).joined(separator: "\n") + "\n" }
    var lines = presentationLines(screen) + [header(screen)] + navigationBarLines(screen)
    screen.walkContentViews { read($0, into: &lines) }
    lines += toolbarLines(screen) + keyboardLines(screen)
    return (lines + tabBarLines(screen)).joined(separator: "\n") + "\n"
  }

  // Reads one view into lines; returns whether to read on into its subviews. A view read as a
  // whole (a list, a control) is not walked into.
  private static func read(_ view: UIView, into lines: inout [String]) -> Bool {
    switch view {
    case let searchBar as UISearchBar:
      lines.append(searchLine(searchBar))
      lines += scopeLines(searchBar)
      return false
    case let collectionView as UICollectionView:
      lines += refreshLines(collectionView) + listLines(collectionView)
      readOverlays(of: collectionView, into: &lines)
      return false
    case let tableView as UITableView:
      lines += refreshLines(tableView) + tableLines(tableView)
      readOverlays(of: tableView, into: &lines)
      return false
    case let textView as UITextView:
      // Its subviews read on after it: a placeholder is usually a label inside it.
      lines.append(textViewLine(textView))
      return true
    case let scrollView as UIScrollView where pagesOrZooms(scrollView):
      // Its subviews read on after it: they are its pages, or what it zooms.
      lines.append(scrollViewLine(scrollView))
      return true
    case let picker as UIDatePicker:
      lines.append("date \"\(picker.accessibilityLabel ?? "date")\": \(day(picker.date))")
      return false
    case let button as UIButton:
      lines.append(
        "button: [\(button.currentTitle ?? "")]" + (button.isEnabled ? "" : " (disabled)"))
      return false
    case let toolbar as UIToolbar:
      lines += toolbarLine(Screen.shownItems(toolbar.items ?? []))
      return false
    case let label as UILabel:
      if let text = Screen.text(of: label), !text.isEmpty { lines.append("label: \(text)") }
      return true
    default:
      guard let line = controlLine(view) else { return true }
      lines.append(line)
      return false
    }
  }

  // A list controller's view is its list, read as a whole: a content-unavailable view over it
  // is read on its own.
  private static func readOverlays(of list: UIScrollView, into lines: inout [String]) {
    for overlay in list.subviews where overlay is UIContentUnavailableView && !overlay.isHidden {
      Screen.walk(overlay) { read($0, into: &lines) }
    }
  }

  /// What the first responder shows with the keyboard, each part indented under its place:
  ///
  /// ```
  /// above the keyboard:
  ///   toolbar: [Done]
  /// ```
  static func keyboardLines(_ screen: Screen) -> [String] {
    let keyboard = screen.keyboardViews
    let parts = [
      ("above the keyboard:", keyboard.accessory), ("in place of the keyboard:", keyboard.input),
    ]
    return parts.flatMap { place, view -> [String] in
      guard let view else { return [] }
      var lines: [String] = []
      Screen.walk(view) { read($0, into: &lines) }
      return [place] + lines.map { "  " + $0 }
    }
  }

  private static func header(_ screen: Screen) -> String {
    guard let top = screen.topViewController else { return "screen: none" }
    let title = top.navigationItem.title ?? top.title ?? "(untitled)"
    guard let navigation = screen.navigationController else { return "screen: \(title)" }
    let stack = Screen.visibleStack(of: navigation)
    var header = "screen \(stack.count) of \(stack.count): \(title)"
    if screen.showsBackButton {
      let back = backTitle(stack[stack.count - 2].navigationItem)
      header += back.isEmpty ? "  ‹" : "  ‹ \(back)"
    }
    return header
  }

  /// The scope bar under a search bar, when it shows: `scope: [All] | Books | Music`.
  static func scopeLines(_ searchBar: UISearchBar) -> [String] {
    guard searchBar.showsScopeBar, let titles = searchBar.scopeButtonTitles, titles.count > 1
    else { return [] }
    let buttons = titles.enumerated().map { index, title in
      index == searchBar.selectedScopeButtonIndex ? "[\(visible(title))]" : visible(title)
    }
    return ["scope: " + buttons.joined(separator: " | ")]
  }

  // The back button's title, as the item below the top one gives it; empty when minimal.
  private static func backTitle(_ item: UINavigationItem) -> String {
    if let title = item.backBarButtonItem?.title { return title }
    switch item.backButtonDisplayMode {
    case .default: return item.backButtonTitle ?? item.title ?? "Back"
    case .generic: return "Back"
    case .minimal: return ""
    }
  }

  static func searchLine(_ searchBar: UISearchBar) -> String {
    let text = searchBar.text ?? ""
    if text.isEmpty {
      return "search: empty" + (searchBar.placeholder.map { " (placeholder \"\($0)\")" } ?? "")
    }
    return "search: \"\(visible(text))\""
  }

  private static func listLines(_ collectionView: UICollectionView) -> [String] {
    let count = (0..<collectionView.numberOfSections).reduce(0) {
      $0 + collectionView.numberOfItems(inSection: $1)
    }
    var lines = ["list: \(count) \(count == 1 ? "item" : "items")"]
    if let background = collectionView.backgroundView, !background.isHidden {
      // The usual empty state is a label set as the background view itself.
      let own = [(background as? UILabel)?.text ?? ""].filter { !$0.isEmpty }
      lines += (own + Screen.labelTexts(in: background)).map { "  (background) \(visible($0))" }
    }
    let rows = Screen.rows(of: collectionView)
    let above = rows.first.map { itemsBefore($0.indexPath, in: collectionView) } ?? 0
    let below = rows.last.map { count - 1 - itemsBefore($0.indexPath, in: collectionView) } ?? 0
    if above > 0 { lines.append("  ↑ \(above) more above") }
    lines += Screen.listParts(of: collectionView, rows: rows).map { "  \(visible($0))" }
    if below > 0 { lines.append("  ↓ \(below) more below") }
    return lines
  }

  private static func itemsBefore(_ indexPath: IndexPath, in collectionView: UICollectionView)
    -> Int
  {
    (0..<indexPath.section).reduce(indexPath.item) {
      $0 + collectionView.numberOfItems(inSection: $1)
    }
  }

  // Makes invisible and control characters visible, and shortens very long text, so that a
  // transcript stays one readable line per row.
  nonisolated static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        result += String(format: "\\u{%X}", scalar.value)
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    let limit = 120
    guard result.count > limit else { return result }
    return String(result.prefix(limit)) + "… (\(result.count) characters)"
  }

  nonisolated private static func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}
