// Swift 5 work code of a sign-up form that sets every keyboard trait: content types for
// AutoFill, a password field with its quotes and dashes left alone, a return key that moves to
// the next field, a dark keyboard on a search bar, and a note whose return key waits for text.
// Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class SignUpViewController: UIViewController, UITextFieldDelegate {
  lazy var nameField = makeField("Name", contentType: .name, capitalization: .words)
  lazy var emailField = makeField(
    "Email", contentType: .emailAddress, keyboard: .emailAddress, capitalization: .none)
  lazy var passwordField = makeField("Password", contentType: .newPassword, returnKey: .done)
  let citySearchBar = UISearchBar()
  let noteView = UITextView()
  private(set) var submitted = false

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.autocorrectionType = .no
    emailField.spellCheckingType = .no
    passwordField.isSecureTextEntry = true
    passwordField.smartQuotesType = .no
    passwordField.smartDashesType = .no
    passwordField.enablesReturnKeyAutomatically = true

    citySearchBar.textContentType = .addressCity
    citySearchBar.keyboardAppearance = .dark
    citySearchBar.returnKeyType = .search
    noteView.keyboardAppearance = .light
    noteView.enablesReturnKeyAutomatically = true

    [nameField, emailField, passwordField, citySearchBar, noteView].forEach(view.addSubview)
  }

  private func makeField(
    _ placeholder: String, contentType: UITextContentType, keyboard: UIKeyboardType = .default,
    capitalization: UITextAutocapitalizationType = .sentences, returnKey: UIReturnKeyType = .next
  ) -> UITextField {
    let field = UITextField()
    field.placeholder = placeholder
    field.textContentType = contentType
    field.keyboardType = keyboard
    field.autocapitalizationType = capitalization
    field.returnKeyType = returnKey
    field.delegate = self
    return field
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    switch textField {
    case nameField: emailField.becomeFirstResponder()
    case emailField: passwordField.becomeFirstResponder()
    default:
      textField.resignFirstResponder()
      submitted = true
    }
    return true
  }
}

// MARK: - The code above, run

@Suite("Text input work code in the Swift 5 mode") @MainActor
struct TextInputWorkCodeInSwift5Tests {
  @Test("the sign-up form keeps its traits, and its return key moves from field to field")
  func signUpForm() {
    let form = SignUpViewController()
    form.loadViewIfNeeded()
    #expect(form.emailField.textContentType == .emailAddress)
    #expect(form.passwordField.isSecureTextEntry && form.passwordField.smartQuotesType == .no)
    #expect(form.citySearchBar.keyboardAppearance == .dark)
    #expect(form.noteView.enablesReturnKeyAutomatically)

    _ = form.textFieldShouldReturn(form.nameField)
    #expect(form.emailField.isFirstResponder)
    _ = form.textFieldShouldReturn(form.passwordField)
    #expect(form.submitted)
  }
}
