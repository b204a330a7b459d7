import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// A text object of the app's own that adopts the traits and implements none of them.
@MainActor
final class PlainTextInput: NSObject, UITextInputTraits {}

/// The eleven traits of a text object, read at once; by default, the values Apple documents.
struct TraitValues: Equatable {
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var spellCheckingType = UITextSpellCheckingType.default
  var smartQuotesType = UITextSmartQuotesType.default
  var smartDashesType = UITextSmartDashesType.default
  var keyboardType = UIKeyboardType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var returnKeyType = UIReturnKeyType.default
  var enablesReturnKeyAutomatically = false
  var isSecureTextEntry = false
  var textContentType: UITextContentType?
}

extension TraitValues {
  @MainActor init(of traits: any UITextInputTraits) {
    autocapitalizationType = traits.autocapitalizationType
    autocorrectionType = traits.autocorrectionType
    spellCheckingType = traits.spellCheckingType
    smartQuotesType = traits.smartQuotesType
    smartDashesType = traits.smartDashesType
    keyboardType = traits.keyboardType
    keyboardAppearance = traits.keyboardAppearance
    returnKeyType = traits.returnKeyType
    enablesReturnKeyAutomatically = traits.enablesReturnKeyAutomatically
    isSecureTextEntry = traits.isSecureTextEntry
    textContentType = traits.textContentType
  }

  /// Sets every trait through the protocol, as code that holds `any UITextInputTraits` does.
  @MainActor func apply(to traits: any UITextInputTraits) {
    traits.autocapitalizationType = autocapitalizationType
    traits.autocorrectionType = autocorrectionType
    traits.spellCheckingType = spellCheckingType
    traits.smartQuotesType = smartQuotesType
    traits.smartDashesType = smartDashesType
    traits.keyboardType = keyboardType
    traits.keyboardAppearance = keyboardAppearance
    traits.returnKeyType = returnKeyType
    traits.enablesReturnKeyAutomatically = enablesReturnKeyAutomatically
    traits.isSecureTextEntry = isSecureTextEntry
    traits.textContentType = textContentType
  }
}

@Suite("Text input traits") @MainActor
struct TextInputTraitsTests {
  nonisolated static let adopters = ["text field", "text view", "search bar", "plain adopter"]

  static func make(_ kind: String) -> any UITextInputTraits {
    switch kind {
    case "text field": UITextField()
    case "text view": UITextView()
    case "search bar": UISearchBar()
    default: PlainTextInput()
    }
  }

  /// A value other than the default for every trait.
  static let changed = TraitValues(
    autocapitalizationType: .none, autocorrectionType: .no, spellCheckingType: .no,
    smartQuotesType: .no, smartDashesType: .yes, keyboardType: .emailAddress,
    keyboardAppearance: .alert, returnKeyType: .next, enablesReturnKeyAutomatically: true,
    isSecureTextEntry: true, textContentType: .username)

  @Test("every adopter starts with the defaults Apple documents", arguments: adopters)
  func defaults(kind: String) {
    expectEqual(TraitValues(of: Self.make(kind)), TraitValues())
  }

  @Test(
    "text fields, text views and search bars keep what is set, through the protocol too",
    arguments: ["text field", "text view", "search bar"])
  func keepsValues(kind: String) {
    let traits = Self.make(kind)
    Self.changed.apply(to: traits)
    expectEqual(TraitValues(of: traits), Self.changed)
    expectEqual(traits.keyboardAppearance, .dark)
  }

  @Test("an adopter that implements no trait keeps nothing, as one that does not respond")
  func plainAdopterKeepsNothing() {
    let traits: any UITextInputTraits = PlainTextInput()
    traits.keyboardType = .numberPad
    traits.isSecureTextEntry = true
    expectEqual(traits.keyboardType, .default)
    expectFalse(traits.isSecureTextEntry)
  }

  @Test("the enum values are Apple's: the alert keyboard is the dark one")
  func rawValues() {
    expectEqual(UIKeyboardAppearance.alert, .dark)
    expectEqual(UIKeyboardAppearance.light.rawValue, 2)
    expectEqual(UITextSpellCheckingType.yes.rawValue, 2)
    expectEqual(UITextSmartQuotesType.no.rawValue, 1)
    expectEqual(UITextSmartDashesType.default.rawValue, 0)
  }

  @Test("a field that enables its return key automatically has it disabled while empty")
  func returnKeyDisabledWhileEmpty() throws {
    let field = UITextField()
    field.placeholder = "Search"
    field.enablesReturnKeyAutomatically = true
    var returned = 0
    field.addAction(UIAction { _ in returned += 1 }, for: .primaryActionTriggered)
    let touches = Touches(window: makeWindow(showing: [field]))
    try touches.tapField("Search")

    let error = thrownError(TouchError.self) { try touches.tapReturnKey() }
    expectEqual(error?.description, "the return key is disabled: the field is empty")
    expectEqual(returned, 0)

    try touches.type("inn", intoField: "Search")
    try touches.tapReturnKey()
    expectEqual(returned, 1)
  }

  @Test("a text view that enables its return key automatically types no line break while empty")
  func textViewReturnKeyDisabledWhileEmpty() throws {
    let textView = UITextView()
    textView.accessibilityLabel = "Note"
    textView.enablesReturnKeyAutomatically = true
    let touches = Touches(window: makeWindow(showing: [textView]))
    try touches.tapTextView("Note")

    let error = thrownError(TouchError.self) { try touches.tapReturnKey() }
    expectEqual(error?.description, "the return key is disabled: the text view is empty")
    expectEqual(textView.text, "")

    try touches.type("Hi", intoTextView: "Note")
    try touches.tapReturnKey()
    expectEqual(textView.text, "Hi\n")
  }
}
