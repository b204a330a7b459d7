import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// Records what a text field tells its delegate and which events it sends, and can veto.
@MainActor
final class TextFieldSpy: NSObject, UITextFieldDelegate {
  var calls: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var allowsChange: (String) -> Bool = { _ in true }
  var allowsClear = true
  var allowsReturn = true

  func watch(_ field: UITextField) {
    let events: [(UIControl.Event, String)] = [
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
      (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
      (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in events {
      field.addAction(UIAction { [weak self] _ in self?.calls.append(name) }, for: event)
    }
    field.delegate = self
  }

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldBegin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    calls.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    calls.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
    return allowsChange(string)
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {
    calls.append("didChangeSelection \(textField.text ?? "nil")")
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    calls.append("shouldClear")
    return allowsClear
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    calls.append("shouldReturn")
    return allowsReturn
  }
}

@Suite("Text fields") @MainActor
struct TextFieldTests {
  let field = UITextField()
  let spy = TextFieldSpy()
  let window: UIWindow
  let touches: Touches

  init() {
    field.placeholder = "Email"
    spy.watch(field)
    window = makeWindow(showing: [field])
    touches = Touches(window: window)
  }

  @Test("text reads empty, never nil, and setting it from code tells no one")
  func textIsNeverNil() {
    expectEqual(field.text, "")
    field.text = "ann"
    field.text = nil
    expectEqual(field.text, "")
    field.attributedText = NSAttributedString(string: "bob")
    expectEqual(field.text, "bob")
    #expect(spy.calls.isEmpty)
  }

  @Test("typing begins editing, then asks, changes, tells and sends per keystroke, in order")
  func typingOrder() throws {
    try touches.type("ab", intoField: "Email")

    expectEqual(
      spy.calls,
      [
        "shouldBegin", "didBegin", "editingDidBegin",
        "shouldChange 0,0 \"a\"", "didChangeSelection a", "editingChanged",
        "shouldChange 1,0 \"b\"", "didChangeSelection ab", "editingChanged",
      ])
    expectEqual(field.text, "ab")
    expectTrue(field.isEditing)
    expectTrue(field.isFirstResponder)
  }

  @Test("a delegate that refuses a character keeps the text, and sends no change")
  func vetoedCharacter() throws {
    spy.allowsChange = { $0 != "x" }
    try touches.type("axb", intoField: "Email")

    expectEqual(field.text, "ab")
    expectEqual(spy.calls.filter { $0 == "editingChanged" }.count, 2)
  }

  @Test("a delegate that refuses to begin editing keeps the keyboard away")
  func vetoedBegin() {
    spy.allowsBegin = false
    let error = thrownError(TouchError.self) { try touches.type("a", intoField: "Email") }
    expectEqual(error?.description, "the field \"Email\" does not begin editing")
    expectFalse(field.isEditing)
    expectEqual(spy.calls, ["shouldBegin"])
  }

  @Test("resigning asks, ends and sends editingDidEnd; a refusal keeps the field editing")
  func endEditing() throws {
    try touches.tapField("Email")
    spy.calls = []
    spy.allowsEnd = false
    #expect(!field.resignFirstResponder())
    expectTrue(field.isEditing)
    spy.allowsEnd = true
    #expect(field.resignFirstResponder())
    expectFalse(field.isEditing)
    expectEqual(spy.calls, ["shouldEnd", "shouldEnd", "didEnd", "editingDidEnd"])
  }

  @Test("the return key asks, sends its events and, with an action on exit, ends editing")
  func returnKey() throws {
    try touches.type("a", intoField: "Email")
    spy.calls = []
    try touches.tapReturnKey()

    expectEqual(
      spy.calls,
      [
        "shouldReturn", "primaryActionTriggered", "editingDidEndOnExit", "shouldEnd", "didEnd",
        "editingDidEnd",
      ])
    expectFalse(field.isEditing)
  }

  @Test("a delegate that refuses the return key gets no events")
  func vetoedReturn() throws {
    try touches.tapField("Email")
    spy.calls = []
    spy.allowsReturn = false
    try touches.tapReturnKey()
    expectEqual(spy.calls, ["shouldReturn"])
    expectTrue(field.isEditing)
  }

  @Test("without an action on exit, the return key leaves the field editing")
  func returnWithoutExitAction() throws {
    let plain = UITextField()
    plain.placeholder = "Name"
    var returned = 0
    plain.addAction(UIAction { _ in returned += 1 }, for: .primaryActionTriggered)
    let touches = Touches(window: makeWindow(showing: [plain]))
    try touches.tapField("Name")
    try touches.tapReturnKey()
    expectEqual(returned, 1)
    expectTrue(plain.isEditing)
  }

  @Test("the clear button shows as its mode says, asks the delegate, then empties the field")
  func clearButton() throws {
    try touches.type("ann", intoField: "Email")
    #expect(throws: TouchError.self) { try touches.tapClearButton(inField: "Email") }
    field.clearButtonMode = .whileEditing
    spy.allowsClear = false
    try touches.tapClearButton(inField: "Email")
    expectEqual(field.text, "ann")
    spy.allowsClear = true
    spy.calls = []
    try touches.tapClearButton(inField: "Email")
    expectEqual(field.text, "")
    expectEqual(spy.calls, ["shouldClear", "didChangeSelection ", "editingChanged"])
  }

  @Test("deleting backward removes the last character as one keystroke")
  func deleteBackward() throws {
    try touches.type("한글", intoField: "Email")
    spy.calls = []
    try touches.deleteBackward(inField: "Email")
    expectEqual(field.text, "한")
    expectEqual(spy.calls.first, "shouldChange 1,1 \"\"")
  }

  @Test("a delegate that implements only the one-argument end is told, as UIKit does")
  func endWithReason() throws {
    try touches.tapField("Email")
    window.endEditing(true)
    expectEqual(spy.calls.suffix(2), ["didEnd", "editingDidEnd"])
  }

  @Test("a second field's tap ends the first one's editing")
  func focusMoves() throws {
    let password = UITextField()
    password.placeholder = "Password"
    window.rootViewController?.children.first?.view.addSubview(password)
    try touches.tapField("Email")
    try touches.tapField("Password")
    expectFalse(field.isEditing)
    expectTrue(password.isEditing)
  }

  @Test("a disabled field takes no keystrokes, and touches name the fields there are")
  func disabledAndMissing() {
    field.isEnabled = false
    #expect(
      thrownError(TouchError.self) { try touches.tapField("Email") }?.description
        == "the field \"Email\" is disabled")
    #expect(
      thrownError(TouchError.self) { try touches.tapField("Name") }?.description
        == "no text field \"Name\" on this screen; fields: \"Email\"")
  }

  @Test("the return key with no field editing is an error a person can act on")
  func returnWithoutKeyboard() {
    #expect(
      thrownError(TouchError.self) { try touches.tapReturnKey() }?.description
        == "no text field is being edited, so there is no keyboard")
  }
}
