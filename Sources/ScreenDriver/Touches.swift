import Foundation
import HeadlessUIKit

/// What a person does to the screen, sent as UIKit would send it.
///
/// Each touch makes exactly the calls UIKit makes for it (delegate methods, control actions,
/// display callbacks, navigation lifecycle), so a stage cannot tell it from a person. A touch
/// on something that is not on screen throws a `TouchError` that says what is.
@MainActor
public struct Touches {
  /// The window the touches land in.
  public let window: UIWindow

  /// Creates touches for a window.
  public init(window: UIWindow) {
    self.window = window
  }

  private var screen: Screen { Screen(window: window) }

  // MARK: Typing

  /// Types text into the search bar, one character at a time, as keystrokes.
  public func type(_ text: String) throws {
    let searchBar = try focusedSearchBar()
    for character in text {
      let current = searchBar.text ?? ""
      let range = NSRange(location: current.utf16.count, length: 0)
      edit(searchBar, range: range, replacement: String(character))
    }
  }

  /// Deletes characters before the cursor, one keystroke each.
  public func deleteBackward(count: Int = 1) throws {
    let searchBar = try focusedSearchBar()
    for _ in 0..<count {
      guard let last = (searchBar.text ?? "").last else { return }
      let length = searchBar.text!.utf16.count
      let deleted = String(last).utf16.count
      edit(searchBar, range: NSRange(location: length - deleted, length: deleted), replacement: "")
    }
  }

  /// Selects all the text and pastes a replacement in one edit.
  public func replaceText(with text: String) throws {
    let searchBar = try focusedSearchBar()
    let length = (searchBar.text ?? "").utf16.count
    edit(searchBar, range: NSRange(location: 0, length: length), replacement: text)
  }

  /// Taps the search bar's clear button: the text becomes empty and the delegate is told.
  public func clearText() throws {
    let searchBar = try focusedSearchBar()
    guard !(searchBar.text ?? "").isEmpty else { return }
    searchBar.text = ""
    searchBar.delegate?.searchBar(searchBar, textDidChange: "")
  }

  /// Taps a button of the search bar's scope bar, by its title: selecting another one sets
  /// `selectedScopeButtonIndex` and tells the delegate's
  /// `searchBar(_:selectedScopeButtonIndexDidChange:)`; tapping the selected one does nothing.
  public func tapScopeButton(titled title: String) throws {
    guard let searchBar = screen.first(UISearchBar.self) ?? screen.navigationBarSearchBar,
      searchBar.showsScopeBar, let titles = searchBar.scopeButtonTitles, titles.count > 1
    else { throw TouchError("there is no scope bar on this screen") }
    guard let index = titles.firstIndex(of: title) else {
      throw TouchError(
        "no scope button \"\(title)\"; scope buttons: " + titles.joined(separator: ", "))
    }
    guard index != searchBar.selectedScopeButtonIndex else { return }
    searchBar.selectedScopeButtonIndex = index
    searchBar.delegate?.searchBar(searchBar, selectedScopeButtonIndexDidChange: index)
  }

  private func focusedSearchBar() throws -> UISearchBar {
    guard let searchBar = screen.first(UISearchBar.self) ?? screen.navigationBarSearchBar
    else {
      throw TouchError("there is no search bar on this screen")
    }
    // As in UIKit, a search bar whose delegate refuses to begin editing takes no keystrokes.
    guard searchBar.becomeFirstResponder() else {
      throw TouchError("the search bar does not begin editing")
    }
    return searchBar
  }

  private func edit(_ searchBar: UISearchBar, range: NSRange, replacement: String) {
    let current = searchBar.text ?? ""
    let allowed =
      searchBar.delegate?.searchBar(
        searchBar, shouldChangeTextIn: range, replacementText: replacement)
      ?? true
    guard allowed else { return }
    let updated = current.replacingCharacters(inUTF16: range, with: replacement)
    searchBar.text = updated
    searchBar.delegate?.searchBar(searchBar, textDidChange: updated)
  }

  // MARK: The list

  /// Taps the visible item at a position in the list (0 is the first item of the list).
  public func tapItem(at item: Int) throws {
    let list = try self.list()
    if let tableView = list as? UITableView { return try tapRow(at: item, in: tableView) }
    guard let collectionView = list as? UICollectionView else { return }
    let indexPath = IndexPath(item: item, section: 0)
    guard collectionView.cellForItem(at: indexPath) != nil else {
      throw TouchError(
        "item \(item) is not on screen; visible: \(visibleDescription(collectionView))")
    }
    tap(indexPath, in: collectionView)
  }

  /// Taps the first visible row whose text, or one of whose labels, is exactly `text`.
  public func tapItem(labeled text: String) throws {
    let list = try self.list()
    if let tableView = list as? UITableView { return try tapRow(labeled: text, in: tableView) }
    guard let collectionView = list as? UICollectionView else { return }
    let rows = Screen.rows(of: collectionView)
    let match = rows.first { row in
      guard let cell = collectionView.cellForItem(at: row.indexPath) else { return false }
      return row.text == text || Screen.labelTexts(in: cell).contains(text)
    }
    guard let match else {
      throw TouchError(
        "no visible row reads \"\(text)\"; visible: \(visibleDescription(collectionView))")
    }
    tap(match.indexPath, in: collectionView)
  }

  /// Flicks the list to its end, as far as it goes now, or, for a list with paging, to the next
  /// page; every item passed comes into view, and the list rests where its delegate's
  /// `scrollViewWillEndDragging` leaves the target, or with paging on the page, as UIKit
  /// ignores a paging list's changed target.
  public func scrollToEnd() throws {
    let list = try self.list()
    list.layoutIfNeeded()
    guard list.isScrollEnabled else { throw TouchError("the list does not scroll") }
    // The finger drags the list one step, then the flick carries it to the end; each step is
    // less than a screenful so that every item passes through the viewport.
    let delegate = Self.scrollDelegate(of: list)
    let start = list.contentOffset
    beginDragging(list, delegate: delegate)
    scrollOneStep(list)
    // The flick would carry the list to its end, or with paging to the next page; the delegate
    // may stop it elsewhere.
    let horizontal = Self.scrollsHorizontally(list)
    var target = CGPoint(
      x: horizontal ? Self.endOffset(of: list).x : list.contentOffset.x,
      y: horizontal ? list.contentOffset.y : Self.endOffset(of: list).y)
    if list.isPagingEnabled {
      let page = horizontal ? list.bounds.width : list.bounds.height
      let next = ((horizontal ? start.x : start.y) / max(page, 1)).rounded(.down) * page + page
      if horizontal { target.x = min(target.x, next) } else { target.y = min(target.y, next) }
    }
    let paged = target
    delegate?.scrollViewWillEndDragging(
      list, withVelocity: horizontal ? CGPoint(x: 2, y: 0) : CGPoint(x: 0, y: 2),
      targetContentOffset: &target)
    // UIKit keeps a paging list's stop where it is ("Stop offset can not be modified for paging
    // scroll views").
    if list.isPagingEnabled { target = paged }
    Self.lift(list, delegate: delegate, decelerates: true) {
      scrollOneStep(list, toward: horizontal ? target.x : target.y)
    }
  }

  /// The offset at the end of the content along each axis, where a flick stops.
  static func endOffset(of list: UIScrollView) -> CGPoint {
    CGPoint(
      x: max(0, list.contentSize.width - list.bounds.width),
      y: max(0, list.contentSize.height - list.bounds.height))
  }

  static func scrollsHorizontally(_ list: UIScrollView) -> Bool {
    ((list as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout)?
      .scrollDirection == .horizontal
  }

  /// Tells the delegate the finger lifts with the list at rest where it is, and moves the list
  /// where the delegate asks it to come to rest instead, if it does.
  static func endDragging(_ list: UIScrollView, delegate: UIScrollViewDelegate?) {
    var target = list.contentOffset
    delegate?.scrollViewWillEndDragging(list, withVelocity: .zero, targetContentOffset: &target)
    target = CGPoint(
      x: min(max(0, target.x), endOffset(of: list).x),
      y: min(max(0, target.y), list.maximumContentOffsetY))
    if target != list.contentOffset {
      list.contentOffset = target
      list.layoutIfNeeded()
    }
    lift(list, delegate: delegate, decelerates: false)
  }

  // Moves the list by three quarters of its length along its scroll direction (down, or right
  // for a horizontal layout), toward `stop` (its end if none), within its content, and lays it
  // out; returns whether it moved.
  @discardableResult
  private func scrollOneStep(_ collectionView: UIScrollView, toward stop: CGFloat? = nil) -> Bool {
    let offset = collectionView.contentOffset
    let viewport = collectionView.bounds.size
    let limit = Self.endOffset(of: collectionView)
    func step(from position: CGFloat, length: CGFloat, end: CGFloat) -> CGFloat? {
      let goal = min(max(0, stop ?? end), end)
      guard position != goal else { return nil }
      let move = max(1, length * 0.75)
      return position < goal ? min(position + move, goal) : max(position - move, goal)
    }
    if Self.scrollsHorizontally(collectionView) {
      guard let x = step(from: offset.x, length: viewport.width, end: limit.x) else { return false }
      collectionView.contentOffset = CGPoint(x: x, y: offset.y)
    } else {
      guard let y = step(from: offset.y, length: viewport.height, end: limit.y) else {
        return false
      }
      collectionView.contentOffset = CGPoint(x: offset.x, y: y)
    }
    collectionView.layoutIfNeeded()
    return true
  }

  // The first list on screen: a collection view or a table view.
  func list() throws -> UIScrollView {
    guard let list = Self.firstList(on: screen) else {
      throw TouchError("there is no list on this screen")
    }
    // A person touches the screen as last drawn, so the pending layout pass runs first: the
    // list's cells exist only once it has (`cellForItem(at:)` lays nothing out, as in UIKit).
    window.layoutIfNeeded()
    return list
  }

  private func tap(_ indexPath: IndexPath, in collectionView: UICollectionView) {
    guard collectionView.isUserInteractionEnabled else { return }
    let delegate = collectionView.delegate
    guard delegate?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true else {
      return
    }
    collectionView.cellForItem(at: indexPath)?.isHighlighted = true
    collectionView.cellForItem(at: indexPath)?.isHighlighted = false
    guard collectionView.allowsSelection,
      delegate?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true
    else { return }
    if !collectionView.allowsMultipleSelection {
      for previous in collectionView.indexPathsForSelectedItems ?? [] where previous != indexPath {
        collectionView.deselectItem(at: previous, animated: false)
        delegate?.collectionView(collectionView, didDeselectItemAt: previous)
      }
    }
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  private func visibleDescription(_ collectionView: UICollectionView) -> String {
    let rows = Screen.rows(of: collectionView)
    if rows.isEmpty { return "none" }
    return rows.map { "[\($0.indexPath.item)] \($0.text)" }.joined(separator: ", ")
  }

  // MARK: Navigation and controls

  /// Taps the navigation bar's back button.
  public func tapBack() throws {
    guard screen.showsBackButton, let navigation = screen.topViewController?.navigationController
    else { throw TouchError("there is no back button on this screen") }
    // At its root, a navigation controller pushed on another is popped from the outer one.
    let outer = navigation.viewControllers.count > 1 ? nil : navigation.navigationController
    (outer ?? navigation).popViewController(animated: true)
  }

  /// Picks a date in the date picker with the accessibility label.
  public func pickDate(_ date: Date, in pickerLabel: String) throws {
    let pickers = screen.visibleViews.compactMap { $0 as? UIDatePicker }
    guard let picker = pickers.first(where: { $0.accessibilityLabel == pickerLabel }) else {
      let labels = pickers.compactMap(\.accessibilityLabel).map { "\"\($0)\"" }
      throw TouchError(
        "no date picker \"\(pickerLabel)\" on this screen; pickers: "
          + (labels.isEmpty ? "none" : labels.joined(separator: ", ")))
    }
    guard picker.isEnabled else {
      throw TouchError("the date picker \"\(pickerLabel)\" is disabled")
    }
    picker.date = date
    picker.sendActions(for: .valueChanged)
  }

  /// Taps the button with the title. A button that shows its menu on a tap takes
  /// `tapButton(titled:choosing:)`.
  public func tapButton(titled title: String) throws {
    try tap(enabledButton(titled: title))
  }

  /// Taps an enabled button, sending its actions, unless it shows a menu.
  func tap(_ button: UIButton) throws {
    let title = button.currentTitle ?? ""
    guard !button.showsMenuAsPrimaryAction else {
      throw TouchError(
        "the button \"\(title)\" shows a menu: choose an item with tapButton(titled:choosing:)")
    }
    if button.changesSelectionAsPrimaryAction, button.menu == nil { button.isSelected.toggle() }
    button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }

  /// Taps the button with the title, which shows its menu, and chooses the menu's action with
  /// the other title, as a person does with a pull-down or pop-up button.
  public func tapButton(titled title: String, choosing actionTitle: String) throws {
    let button = try enabledButton(titled: title)
    guard button.showsMenuAsPrimaryAction, button.menu != nil else {
      throw TouchError("the button \"\(title)\" shows no menu when tapped")
    }
    guard button.simulateMenuChoice(titled: actionTitle) else {
      throw TouchError("the button \"\(title)\"'s menu has no action \"\(actionTitle)\"")
    }
  }

  private func enabledButton(titled title: String) throws -> UIButton {
    guard let button = Self.enabledButton(titled: title, among: screen.visibleViews) else {
      throw TouchError("no enabled button \"\(title)\" on this screen")
    }
    return button
  }

  /// The first of the views that is a button with the title, if it is enabled.
  static func enabledButton(titled title: String, among views: [UIView]) -> UIButton? {
    let buttons = views.compactMap { $0 as? UIButton }
    guard let button = buttons.first(where: { $0.currentTitle == title }), button.isEnabled
    else { return nil }
    return button
  }
}

/// A touch that could not be made, with what was on screen instead.
public struct TouchError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, for a person.
  public let description: String

  init(_ description: String) {
    self.description = description
  }
}
