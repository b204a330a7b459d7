import Foundation
import HeadlessUIKit

extension Touches {
  // MARK: Text fields

  /// Taps a text field (found by its placeholder or accessibility label), so it begins editing.
  public func tapField(_ name: String) throws {
    let field = try textField(name)
    guard field.becomeFirstResponder() else {
      throw TouchError("the field \"\(name)\" does not begin editing")
    }
  }

  /// Taps a text field and types text into it at its end, one keystroke per character: each
  /// asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`, then
  /// changes the text, tells `textFieldDidChangeSelection(_:)` and sends `.editingChanged`.
  public func type(_ text: String, intoField name: String) throws {
    try tapField(name)
    let field = try textField(name)
    for character in text {
      let current = (field.text ?? "") as NSString
      edit(field, range: NSRange(location: current.length, length: 0), with: String(character))
    }
  }

  /// Deletes characters before the end of a field's text, one keystroke each.
  public func deleteBackward(inField name: String, count: Int = 1) throws {
    try tapField(name)
    let field = try textField(name)
    for _ in 0..<count {
      guard let last = (field.text ?? "").last else { return }
      let length = ((field.text ?? "") as NSString).length
      let deleted = (String(last) as NSString).length
      edit(field, range: NSRange(location: length - deleted, length: deleted), with: "")
    }
  }

  /// Taps a field's clear button, which shows as its `clearButtonMode` says and only over
  /// text: asks `textFieldShouldClear(_:)`, then empties the field and sends `.editingChanged`.
  public func tapClearButton(inField name: String) throws {
    let field = try textField(name)
    let shows: Bool
    switch field.clearButtonMode {
    case .never: shows = false
    case .whileEditing: shows = field.isEditing
    case .unlessEditing: shows = !field.isEditing
    case .always: shows = true
    }
    guard shows, !(field.text ?? "").isEmpty else {
      throw TouchError("the field \"\(name)\" shows no clear button")
    }
    guard field.delegate?.textFieldShouldClear(field) ?? true else { return }
    field.text = ""
    field.delegate?.textFieldDidChangeSelection(field)
    field.sendActions(for: .editingChanged)
  }

  /// Taps the keyboard's return key in the field being edited: asks `textFieldShouldReturn(_:)`,
  /// then sends `.primaryActionTriggered` and `.editingDidEndOnExit` (which ends editing when an
  /// action listens to it, as in UIKit).
  public func tapReturnKey() throws {
    guard
      let field = Screen(window: window).visibleViews.lazy.compactMap({ $0 as? UITextField })
        .first(where: \.isEditing)
    else { throw TouchError("no text field is being edited, so there is no keyboard") }
    guard field.delegate?.textFieldShouldReturn(field) ?? true else { return }
    field.sendActions(for: .primaryActionTriggered)
    field.sendActions(for: .editingDidEndOnExit)
  }

  private func textField(_ name: String) throws -> UITextField {
    let fields = Screen(window: window).visibleViews.compactMap { $0 as? UITextField }
    guard
      let field = fields.first(where: { $0.placeholder == name || $0.accessibilityLabel == name })
    else {
      let names = fields.compactMap { $0.accessibilityLabel ?? $0.placeholder }.map { "\"\($0)\"" }
      throw TouchError(
        "no text field \"\(name)\" on this screen; fields: "
          + (names.isEmpty ? "none" : names.joined(separator: ", ")))
    }
    guard field.isEnabled else { throw TouchError("the field \"\(name)\" is disabled") }
    return field
  }

  // One keystroke in a text field, as UIKit sends it; alerts' text fields take theirs here too.
  func edit(_ field: UITextField, range: NSRange, with replacement: String) {
    let allowed =
      field.delegate?.textField(
        field, shouldChangeCharactersIn: range, replacementString: replacement)
      ?? true
    guard allowed else { return }
    field.text = (field.text ?? "").replacingCharacters(inUTF16: range, with: replacement)
    field.delegate?.textFieldDidChangeSelection(field)
    field.sendActions(for: .editingChanged)
  }

  // MARK: Switches, segments and pulling to refresh

  /// Taps a switch (the one with the accessibility label, or the first on screen): it flips
  /// and sends `.valueChanged`.
  public func tapSwitch(_ label: String? = nil) throws {
    let switches = Screen(window: window).visibleViews.compactMap { $0 as? UISwitch }
    guard let toggle = switches.first(where: { label == nil || $0.accessibilityLabel == label })
    else { throw TouchError("no switch\(label.map { " \"\($0)\"" } ?? "") on this screen") }
    guard toggle.isEnabled else { throw TouchError("the switch is disabled") }
    toggle.setOn(!toggle.isOn, animated: true)
    toggle.sendActions(for: .valueChanged)
  }

  /// Taps the segment with a title. Selecting another segment sends `.valueChanged`; tapping
  /// the selected one does nothing, unless the control is momentary, as in UIKit.
  public func tapSegment(titled title: String) throws {
    let controls = Screen(window: window).visibleViews.compactMap { $0 as? UISegmentedControl }
    for control in controls {
      guard
        let index = (0..<control.numberOfSegments).first(where: {
          control.titleForSegment(at: $0) == title
        })
      else { continue }
      guard control.isEnabled, control.isEnabledForSegment(at: index) else {
        throw TouchError("the segment \"\(title)\" is disabled")
      }
      guard control.isMomentary || control.selectedSegmentIndex != index else { return }
      control.selectedSegmentIndex = index
      control.sendActions(for: .valueChanged)
      if control.isMomentary { control.selectedSegmentIndex = UISegmentedControl.noSegment }
      return
    }
    throw TouchError("no segment \"\(title)\" on this screen")
  }

  /// Pulls the list down past its refresh control and lets go: the control begins refreshing
  /// and sends `.valueChanged`, between the drag's delegate calls. A control already
  /// refreshing is left alone, as UIKit does not start a second refresh.
  public func pullToRefresh() throws {
    let screen = Screen(window: window)
    guard
      let scrollView = screen.visibleViews.lazy.compactMap({ $0 as? UIScrollView })
        .first(where: { $0.refreshControl != nil }),
      let refreshControl = scrollView.refreshControl
    else { throw TouchError("there is no list to pull to refresh on this screen") }
    window.layoutIfNeeded()
    guard refreshControl.isEnabled, !refreshControl.isRefreshing else { return }
    let delegate = Self.scrollDelegate(of: scrollView)
    delegate?.scrollViewWillBeginDragging(scrollView)
    refreshControl.beginRefreshing()
    refreshControl.sendActions(for: .valueChanged)
    delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: false)
  }
}
