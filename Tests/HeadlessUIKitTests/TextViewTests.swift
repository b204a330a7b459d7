import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// Records what a text view tells its delegate, and can veto.
@MainActor
final class TextViewSpy: NSObject, UITextViewDelegate {
  var calls: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var allowsChange: (String) -> Bool = { _ in true }

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    calls.append("shouldBegin")
    return allowsBegin
  }
  func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    calls.append("shouldEnd")
    return allowsEnd
  }
  func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    calls.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
    return allowsChange(text)
  }
  func textViewDidChange(_ textView: UITextView) { calls.append("didChange \(textView.text!)") }
}

@Suite("Text views") @MainActor
struct TextViewTests {
  let textView = UITextView()
  let spy = TextViewSpy()
  let window: UIWindow
  let touches: Touches

  init() {
    textView.accessibilityLabel = "Notes"
    textView.delegate = spy
    window = makeWindow(showing: [textView])
    touches = Touches(window: window)
  }

  @Test("defaults are UIKit's, text is never nil, and setting it from code tells no one")
  func defaultsAndCodeChanges() {
    let fresh = UITextView(frame: .zero)
    expectEqual(fresh.text, "")
    expectEqual(fresh.font?.pointSize, 17)
    expectEqual(fresh.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(fresh.isEditable && fresh.isSelectable && fresh.isScrollEnabled)
    textView.text = "Milk"
    textView.text = nil
    expectEqual(textView.text, "")
    textView.attributedText = NSAttributedString(string: "Eggs")
    expectEqual(textView.text, "Eggs")
    #expect(spy.calls.isEmpty)
  }

  @Test("the delegate is held weakly")
  func weakDelegate() {
    var delegate: TextViewSpy? = TextViewSpy()
    textView.delegate = delegate
    delegate = nil
    expectNil(textView.delegate)
  }

  @Test("typing begins editing, then asks and tells per keystroke; the return key breaks a line")
  func typingOrder() throws {
    try touches.type("a", intoTextView: "Notes")
    try touches.tapReturnKey()
    spy.allowsChange = { $0 != "x" }
    try touches.type("xb", intoTextView: "Notes")
    try touches.deleteBackward(inTextView: "Notes")

    expectEqual(
      spy.calls,
      [
        "shouldBegin", "didBegin",
        "shouldChange 0,0 \"a\"", "didChange a",
        "shouldChange 1,0 \"\\n\"", "didChange a\n",
        "shouldChange 2,0 \"x\"", "shouldChange 2,0 \"b\"", "didChange a\nb",
        "shouldChange 2,1 \"\"", "didChange a\n",
      ])
    expectTrue(textView.isFirstResponder)
  }

  @Test("beginning asks the delegate, ending too; a refusal keeps the state")
  func beginAndEndEditing() throws {
    spy.allowsBegin = false
    let error = thrownError(TouchError.self) { try touches.type("a", intoTextView: "Notes") }
    expectEqual(error?.description, "the text view \"Notes\" does not begin editing")
    spy.allowsBegin = true
    #expect(textView.becomeFirstResponder())
    spy.allowsEnd = false
    #expect(!textView.resignFirstResponder())
    spy.allowsEnd = true
    #expect(textView.resignFirstResponder())
    expectFalse(textView.isFirstResponder)
    expectEqual(
      spy.calls, ["shouldBegin", "shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    textView.isEditable = false
    #expect(!textView.becomeFirstResponder())
  }

  @Test("the transcript shows the text on one line, or empty, and whether it is being edited")
  func transcript() throws {
    #expect(ScreenTranscript.render(window).contains("text view \"Notes\": empty\n"))
    try touches.type("Hi\nthere", intoTextView: "Notes")
    #expect(
      ScreenTranscript.render(window).contains(
        "text view \"Notes\": \"Hi\\u{A}there\" (editing)\n"))
  }

  @Test("it has no intrinsic size while it scrolls; otherwise its wrapped text and insets")
  func sizes() {
    expectEqual(textView.intrinsicContentSize.height, UIView.noIntrinsicMetric)
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 10)
    expectEqual(textView.intrinsicContentSize, CGSize(width: 10, height: 28))
    textView.text = "aaaa bbbb"
    // 45 wide on one line; at 40 wide (30 for the text) it wraps into two lines of 12.
    expectEqual(textView.sizeThatFits(CGSize(width: 0, height: 0)), CGSize(width: 55, height: 28))
    expectEqual(textView.sizeThatFits(CGSize(width: 40, height: 0)), CGSize(width: 30, height: 40))
  }
}
