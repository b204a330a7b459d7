import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

@Suite("The search bar's text field") @MainActor
struct SearchTextFieldTests {
  let log = EventLog()
  let searchBar = UISearchBar()
  let spy: SearchBarSpy

  init() {
    spy = SearchBarSpy(log: log)
    searchBar.delegate = spy
  }

  @Test("the bar has one search text field, a text field that reads empty while the bar's is nil")
  func oneField() {
    let field: UITextField = searchBar.searchTextField
    expectIdentical(field, searchBar.searchTextField)
    expectNil(searchBar.text)
    expectEqual(field.text, "")
  }

  @Test("text set on either side is the text of both, and setting it tells the delegate nothing")
  func textRoundTrip() {
    searchBar.searchTextField.text = "Seoul"
    expectEqual(searchBar.text, "Seoul")
    searchBar.text = "Busan"
    expectEqual(searchBar.searchTextField.text, "Busan")
    expectEqual(searchBar.searchTextField.attributedText?.string, "Busan")
    searchBar.searchTextField.text = nil
    expectEqual(searchBar.text, "")
    expectEqual(log.take(), [])
  }

  @Test("the placeholder is shared, and a styled placeholder keeps its colour")
  func placeholder() {
    searchBar.placeholder = "Where to?"
    expectEqual(searchBar.searchTextField.placeholder, "Where to?")

    let styled = NSAttributedString(
      string: "Search cities", attributes: [.foregroundColor: UIColor.systemGray])
    searchBar.searchTextField.attributedPlaceholder = styled
    expectEqual(searchBar.placeholder, "Search cities")
    let kept = searchBar.searchTextField.attributedPlaceholder
    expectEqual(kept?.string, "Search cities")
    expectEqual(
      kept?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemGray)

    searchBar.placeholder = "Anywhere"
    expectEqual(searchBar.searchTextField.attributedPlaceholder?.string, "Anywhere")
    expectNil(
      searchBar.searchTextField.attributedPlaceholder?.attribute(
        .foregroundColor, at: 0, effectiveRange: nil))
  }

  @Test("the traits are the field's: set on the bar, read on the field, and back")
  func sharedTraits() {
    searchBar.keyboardType = .webSearch
    searchBar.returnKeyType = .search
    expectEqual(searchBar.searchTextField.keyboardType, .webSearch)
    expectEqual(searchBar.searchTextField.returnKeyType, .search)
    searchBar.searchTextField.autocapitalizationType = .none
    searchBar.searchTextField.textContentType = .location
    expectEqual(searchBar.autocapitalizationType, .none)
    expectEqual(searchBar.textContentType, .location)
  }

  @Test("styling the field keeps what work code sets")
  func styling() {
    let field = searchBar.searchTextField
    field.backgroundColor = .secondarySystemBackground
    field.font = .systemFont(ofSize: 15)
    field.textColor = .label
    expectEqual(field.backgroundColor, .secondarySystemBackground)
    expectEqual(field.font?.pointSize, 15)
    expectEqual(field.textColor, .label)
  }

  @Test("beginning and ending editing in the field does it in the bar, which tells its delegate")
  func editingGoesThroughTheBar() {
    _ = makeWindow(showing: [searchBar])
    #expect(searchBar.searchTextField.becomeFirstResponder())
    expectTrue(searchBar.isFirstResponder)
    #expect(searchBar.searchTextField.resignFirstResponder())
    expectFalse(searchBar.isFirstResponder)
    expectEqual(log.take(), ["shouldBeginEditing", "didBeginEditing", "didEndEditing"])
  }

  @Test("what a person types in the bar is the field's text, and the transcript shows it")
  func typing() throws {
    let window = makeWindow(showing: [searchBar])
    try Touches(window: window).type("Jeju")
    expectEqual(searchBar.searchTextField.text, "Jeju")
    #expect(ScreenTranscript.render(window).contains("search: \"Jeju\""))
  }

  @Test("a search text field alone is a text field with text of its own")
  func standalone() {
    let field = UISearchTextField()
    field.placeholder = "Filter"
    field.text = "inn"
    expectEqual(field.text, "inn")
    expectEqual(field.placeholder, "Filter")
    expectEqual(searchBar.searchTextField.text, "")
  }
}
