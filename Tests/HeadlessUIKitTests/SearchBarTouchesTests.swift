import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("Touches on the search bar") @MainActor
struct SearchBarTouchesTests {
  let log = EventLog()
  let searchBar = UISearchBar()
  let spy: SearchBarSpy
  let window: UIWindow
  let touches: Touches

  init() {
    spy = SearchBarSpy(log: log)
    searchBar.delegate = spy
    window = makeWindow(showing: [searchBar])
    touches = Touches(window: window)
  }

  @Test("typing begins editing once, then sends shouldChangeTextIn and textDidChange per character")
  func typing() throws {
    try touches.type("se")
    try touches.type("o")

    expectEqual(
      log.take(),
      [
        "shouldBeginEditing", "didBeginEditing",
        "shouldChangeTextIn {0, 0} \"s\"", "textDidChange \"s\"",
        "shouldChangeTextIn {1, 0} \"e\"", "textDidChange \"se\"",
        "shouldChangeTextIn {2, 0} \"o\"", "textDidChange \"seo\"",
      ])
    expectEqual(searchBar.text, "seo")
    expectTrue(searchBar.isFirstResponder)
  }

  @Test("ranges count UTF-16 code units, as NSString does")
  func rangesCountUTF16() throws {
    try touches.type("서울👍")
    _ = log.take()

    try touches.deleteBackward()
    try touches.type("!")

    expectEqual(
      log.take(),
      [
        "shouldChangeTextIn {2, 2} \"\"", "textDidChange \"서울\"",
        "shouldChangeTextIn {2, 0} \"!\"", "textDidChange \"서울!\"",
      ])
  }

  @Test("deleting a character of several scalars removes all its code units, as NSString would")
  func deletesWholeCharacters() throws {
    var expected = "" as NSString
    for fragment in ["e\u{301}", "👩‍👩‍👧", "🇰🇷", "서울"] {
      try touches.type(fragment)
      expected = expected.appending(fragment) as NSString
    }
    expectEqual(searchBar.text, expected as String)
    for deleted in ["울", "서", "🇰🇷", "👩‍👩‍👧", "e\u{301}"] {
      try touches.deleteBackward()
      let length = (deleted as NSString).length
      expected =
        expected.replacingCharacters(
          in: NSRange(location: expected.length - length, length: length), with: "") as NSString
      expectEqual(searchBar.text, expected as String, "after deleting \(deleted)")
    }
    expectEqual(searchBar.text, "")
  }

  @Test("an edit the delegate refuses leaves the text as it was and is not reported")
  func refusedEdit() throws {
    spy.refusedReplacements = ["x"]

    try touches.type("axb")

    expectEqual(searchBar.text, "ab")
    expectEqual(
      log.take().filter { $0.hasPrefix("textDidChange") },
      [
        "textDidChange \"a\"", "textDidChange \"ab\"",
      ])
  }

  @Test("a search bar whose delegate refuses to begin editing takes no typing")
  func refusedBeginEditing() throws {
    spy.refusesToBeginEditing = true

    let error = thrownError(TouchError.self) { try touches.type("seo") }

    expectEqual(error?.description, "the search bar does not begin editing")
    expectEqual(log.take(), ["shouldBeginEditing"])
    expectNil(searchBar.text)
    expectFalse(searchBar.isFirstResponder)
  }

  @Test("deleteBackward deletes one character per keystroke and stops at empty text")
  func deleteBackward() throws {
    try touches.type("seo")
    _ = log.take()

    try touches.deleteBackward(count: 5)

    expectEqual(
      log.take(),
      [
        "shouldChangeTextIn {2, 1} \"\"", "textDidChange \"se\"",
        "shouldChangeTextIn {1, 1} \"\"", "textDidChange \"s\"",
        "shouldChangeTextIn {0, 1} \"\"", "textDidChange \"\"",
      ])
    expectEqual(searchBar.text, "")
  }

  @Test("clearText empties the text and sends textDidChange with an empty string")
  func clearText() throws {
    try touches.type("seo")
    _ = log.take()

    try touches.clearText()
    expectEqual(log.take(), ["textDidChange \"\""])
    expectEqual(searchBar.text, "")

    try touches.clearText()
    #expect(log.events.isEmpty)
  }

  @Test("replaceText(with:) replaces all the text in one edit")
  func replaceText() throws {
    try touches.type("seo")
    _ = log.take()

    try touches.replaceText(with: "Seoul")

    expectEqual(log.take(), ["shouldChangeTextIn {0, 3} \"Seoul\"", "textDidChange \"Seoul\""])
    expectEqual(searchBar.text, "Seoul")
  }

  @Test("setting the text from code does not tell the delegate, as in UIKit")
  func textFromCodeIsSilent() {
    searchBar.text = "Seoul"

    #expect(log.events.isEmpty)
  }

  @Test("a search bar that becomes first responder ends editing in the one that was")
  func focusMovesBetweenSearchBars() {
    let otherLog = EventLog()
    let other = UISearchBar()
    let otherSpy = SearchBarSpy(log: otherLog)
    other.delegate = otherSpy
    searchBar.becomeFirstResponder()
    _ = log.take()

    other.becomeFirstResponder()

    expectEqual(log.take(), ["didEndEditing"])
    expectEqual(otherLog.take(), ["shouldBeginEditing", "didBeginEditing"])
    expectTrue(other.isFirstResponder)
    expectFalse(searchBar.isFirstResponder)
    other.resignFirstResponder()
    expectEqual(otherLog.take(), ["didEndEditing"])
  }

  @Test("endEditing resigns the first responder inside the view, and only there")
  func endEditing() throws {
    try touches.type("s")
    let elsewhere = UIView()
    _ = log.take()

    #expect(elsewhere.endEditing(true))
    expectTrue(searchBar.isFirstResponder)
    #expect(window.endEditing(true))

    expectFalse(searchBar.isFirstResponder)
    expectEqual(log.take(), ["didEndEditing"])
  }

  @Test("typing on a screen without a search bar throws")
  func noSearchBar() {
    let window = makeWindow(showing: [UILabel()])

    let error = thrownError(TouchError.self) { try Touches(window: window).type("seo") }

    expectEqual(error?.description, "there is no search bar on this screen")
  }

  @Test("a hidden search bar cannot be typed into")
  func hiddenSearchBar() {
    searchBar.isHidden = true

    #expect(throws: TouchError.self) { try touches.type("seo") }
    #expect(log.events.isEmpty)
  }
}
