// Swift 5 work code of a sign-in form: a stack of text fields with their borders and keyboard
// traits, a minimal search bar, a tap on the background that ends editing, a button kept above
// the others, and a help link opened through the app object. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class SignInFormViewController: UIViewController {
  let emailField = UITextField()
  let passwordField = UITextField()
  let searchBar = UISearchBar()
  let signInButton = UIButton(type: .system)
  let titleLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.borderStyle = .roundedRect
    emailField.clearButtonMode = .whileEditing
    emailField.keyboardType = .emailAddress
    emailField.returnKeyType = .next
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .go
    searchBar.searchBarStyle = .minimal
    searchBar.setShowsCancelButton(true, animated: true)
    titleLabel.text = "Sign in to your account"
    titleLabel.adjustsFontSizeToFitWidth = true
    titleLabel.minimumScaleFactor = 0.5

    let stack = UIStackView(arrangedSubviews: [titleLabel, searchBar, emailField, passwordField])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    view.addSubview(signInButton)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
    view.sendSubviewToBack(signInButton)
    view.bringSubviewToFront(signInButton)

    let backgroundTap = UITapGestureRecognizer(target: self, action: Selector("endEditing"))
    backgroundTap.numberOfTapsRequired = 1
    view.addGestureRecognizer(backgroundTap)
    view.isUserInteractionEnabled = true
  }

  func openHelp() {
    if let url = URL(string: "https://example.com/help") {
      UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
  }
}

// MARK: - The code above, run

@Suite("Form work code in the Swift 5 mode") @MainActor
struct FormWorkCodeInSwift5Tests {
  @Test("the form keeps its field traits, its minimal search bar and its background tap")
  func signInForm() {
    let form = SignInFormViewController()
    form.loadViewIfNeeded()
    form.openHelp()
    #expect(form.searchBar.searchBarStyle == .minimal)
    #expect(form.titleLabel.adjustsFontSizeToFitWidth && form.titleLabel.minimumScaleFactor == 0.5)
    #expect(form.view.subviews.last === form.signInButton)
    #expect(form.view.gestureRecognizers?.count == 1)
  }
}
