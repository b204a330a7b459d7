import Foundation
import HeadlessUIKit

extension Touches {
  // MARK: Text views

  /// Taps a text view (the one with the accessibility label, or the first on screen), so it
  /// begins editing: it asks its delegate's `textViewShouldBeginEditing(_:)`.
  public func tapTextView(_ label: String? = nil) throws {
    _ = try beginEditing(label)
  }

  /// Taps a text view and types text into it at its end, one keystroke per character (a line
  /// break included): each asks the delegate's `textView(_:shouldChangeTextIn:replacementText:)`,
  /// then changes the text and tells `textViewDidChange(_:)`.
  public func type(_ text: String, intoTextView label: String? = nil) throws {
    let textView = try beginEditing(label)
    try Self.requireKeyboard(of: textView, named: "the text view\(Self.quoted(label))")
    Self.typeKeystrokes(
      text, into: { textView.text }, edit: { edit(textView, range: $0, with: $1) })
  }

  /// Deletes characters before the end of a text view's text, one keystroke each.
  public func deleteBackward(inTextView label: String? = nil, count: Int = 1) throws {
    let textView = try beginEditing(label)
    try Self.requireKeyboard(of: textView, named: "the text view\(Self.quoted(label))")
    Self.deleteKeystrokes(
      count, from: { textView.text }, edit: { edit(textView, range: $0, with: $1) })
  }

  // Taps the text view, which must begin editing; returns it.
  private func beginEditing(_ label: String?) throws -> UITextView {
    let textView = try textView(label)
    guard textView.becomeFirstResponder() else {
      throw TouchError("the text view\(Self.quoted(label)) does not begin editing")
    }
    return textView
  }

  // The editable text view with the accessibility label, or the first on screen.
  private func textView(_ label: String?) throws -> UITextView {
    let textViews = Screen(window: window).visibleViews.compactMap { $0 as? UITextView }
    guard let textView = textViews.first(where: { label == nil || $0.accessibilityLabel == label })
    else { throw TouchError("no text view\(Self.quoted(label)) on this screen") }
    guard textView.isEditable else {
      throw TouchError("the text view\(Self.quoted(label)) is not editable")
    }
    return textView
  }

  private static func quoted(_ label: String?) -> String { label.map { " \"\($0)\"" } ?? "" }

  // One keystroke in a text view, as UIKit sends it.
  func edit(_ textView: UITextView, range: NSRange, with replacement: String) {
    let allowed =
      textView.delegate?.textView(textView, shouldChangeTextIn: range, replacementText: replacement)
      ?? true
    guard allowed else { return }
    textView.text = textView.text.replacingCharacters(inUTF16: range, with: replacement)
    textView.delegate?.textViewDidChange(textView)
  }

  // MARK: Keystrokes, in text fields and text views

  // Types text at the end of a text, one keystroke per character: `edit` gets the UTF-16 range
  // to replace and the character.
  static func typeKeystrokes(
    _ text: String, into current: () -> String, edit: (NSRange, String) -> Void
  ) {
    for character in text {
      edit(NSRange(location: current().utf16.count, length: 0), String(character))
    }
  }

  // Deletes up to `count` characters before the end of a text, one keystroke each.
  static func deleteKeystrokes(
    _ count: Int, from current: () -> String, edit: (NSRange, String) -> Void
  ) {
    for _ in 0..<count {
      let text = current()
      guard let last = text.last else { return }
      let deleted = String(last).utf16.count
      edit(NSRange(location: text.utf16.count - deleted, length: deleted), "")
    }
  }
}
