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
    try Self.requireKeyboard(of: field, named: "the field \"\(name)\"")
    Self.typeKeystrokes(
      text, into: { field.text ?? "" }, edit: { edit(field, range: $0, with: $1) })
  }

  /// Deletes characters before the end of a field's text, one keystroke each.
  public func deleteBackward(inField name: String, count: Int = 1) throws {
    try tapField(name)
    let field = try textField(name)
    try Self.requireKeyboard(of: field, named: "the field \"\(name)\"")
    Self.deleteKeystrokes(
      count, from: { field.text ?? "" }, edit: { edit(field, range: $0, with: $1) })
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
  /// action listens to it, as in UIKit). In a text view being edited instead, it types a line
  /// break, as UIKit's return key does there. With `enablesReturnKeyAutomatically` on and no
  /// text, the key is disabled, as in UIKit: the tap throws.
  public func tapReturnKey() throws {
    let visibleViews = Screen(window: window).visibleViews
    guard
      let field = visibleViews.lazy.compactMap({ $0 as? UITextField }).first(where: \.isEditing)
    else {
      if let textView = visibleViews.lazy.compactMap({ $0 as? UITextView })
        .first(where: \.isFirstResponder)
      {
        try Self.requireKeyboard(of: textView, named: "the text view")
        guard !(textView.enablesReturnKeyAutomatically && textView.text.isEmpty) else {
          throw TouchError("the return key is disabled: the text view is empty")
        }
        let end = NSRange(location: textView.text.utf16.count, length: 0)
        edit(textView, range: end, with: "\n")
        return
      }
      throw TouchError("no text field is being edited, so there is no keyboard")
    }
    try Self.requireKeyboard(of: field, named: "the field")
    // UIKit disables the return key of an empty field that asks for it.
    guard !(field.enablesReturnKeyAutomatically && (field.text ?? "").isEmpty) else {
      throw TouchError("the return key is disabled: the field is empty")
    }
    guard field.delegate?.textFieldShouldReturn(field) ?? true else { return }
    field.sendActions(for: .primaryActionTriggered)
    field.sendActions(for: .editingDidEndOnExit)
  }

  // A responder with a custom input view shows it in the keyboard's place: there are no keys.
  static func requireKeyboard(of responder: UIResponder, named name: String) throws {
    guard responder.inputView != nil else { return }
    throw TouchError(
      "\(name) shows a custom input view in place of the keyboard, so there are no keys to "
        + "type; use the controls of its input view instead")
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
    let toggle: UISwitch = try control(label, kind: "switch")
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

  /// Drags a slider's thumb to a value (held to the slider's range): the value changes and the
  /// slider sends `.valueChanged` once, as a drag of one step does whether or not the slider
  /// is continuous.
  public func slide(_ label: String? = nil, to value: Float) throws {
    let slider: UISlider = try control(label, kind: "slider")
    let previous = slider.value
    slider.setValue(value, animated: true)
    if slider.value != previous { slider.sendActions(for: .valueChanged) }
  }

  /// Taps a stepper's plus (`increment: true`) or minus button: the value steps by
  /// `stepValue`; past an end it goes round to the other end if the stepper `wraps`, and holds
  /// otherwise (UIKit disables the button there). A changed value sends `.valueChanged`.
  public func tapStepper(_ label: String? = nil, increment: Bool) throws {
    let stepper: UIStepper = try control(label, kind: "stepper")
    let stepped = stepper.value + (increment ? stepper.stepValue : -stepper.stepValue)
    let previous = stepper.value
    if stepped > stepper.maximumValue {
      stepper.value = stepper.wraps ? stepper.minimumValue : stepper.maximumValue
    } else if stepped < stepper.minimumValue {
      stepper.value = stepper.wraps ? stepper.maximumValue : stepper.minimumValue
    } else {
      stepper.value = stepped
    }
    if stepper.value != previous { stepper.sendActions(for: .valueChanged) }
  }

  /// Taps a page control beside its current dot, towards the next page (`forward: true`) or
  /// the previous one: it moves one page, as Apple documents, and sends `.valueChanged`. A tap
  /// past the first or last page does nothing.
  public func tapPageControl(_ label: String? = nil, forward: Bool) throws {
    let pageControl: UIPageControl = try control(label, kind: "page control")
    let previous = pageControl.currentPage
    pageControl.currentPage += forward ? 1 : -1
    if pageControl.currentPage != previous { pageControl.sendActions(for: .valueChanged) }
  }

  // The enabled control of a kind with the accessibility label, or the first on screen.
  private func control<Control: UIControl>(_ label: String?, kind: String) throws -> Control {
    let controls = Screen(window: window).visibleViews.compactMap { $0 as? Control }
    guard let control = controls.first(where: { label == nil || $0.accessibilityLabel == label })
    else { throw TouchError("no \(kind)\(label.map { " \"\($0)\"" } ?? "") on this screen") }
    guard control.isEnabled else { throw TouchError("the \(kind) is disabled") }
    return control
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
    scrollView.isTracking = true
    scrollView.isDragging = true
    delegate?.scrollViewWillBeginDragging(scrollView)
    refreshControl.beginRefreshing()
    refreshControl.sendActions(for: .valueChanged)
    Self.endDragging(scrollView, delegate: delegate)
  }
}
