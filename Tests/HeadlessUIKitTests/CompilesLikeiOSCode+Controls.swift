// iOS code with the everyday controls, as an iOS developer writes it: a login form whose text
// fields move focus on return and validate as the person types, and a pull-to-refresh list
// with a spinner for the first load. Only the import line differs from an iOS project.

import Expectations
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as an iOS developer writes it

protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(_ controller: LoginViewController, didSubmit email: String)
}

final class LoginViewController: UIViewController, UITextFieldDelegate {
  weak var delegate: LoginViewControllerDelegate?

  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let rememberSwitch = UISwitch()
  private let loginButton = UIButton(type: .system)
  private let logoView = UIImageView(image: UIImage(systemName: "person.circle"))

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sign in"
    view.backgroundColor = .systemBackground

    emailField.placeholder = "Email"
    emailField.keyboardType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.textContentType = .username
    emailField.returnKeyType = .next
    emailField.borderStyle = .roundedRect
    emailField.clearButtonMode = .whileEditing
    emailField.delegate = self

    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.textContentType = .password
    passwordField.returnKeyType = .done
    passwordField.borderStyle = .roundedRect
    passwordField.delegate = self
    passwordField.addAction(
      UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
    emailField.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)

    rememberSwitch.accessibilityLabel = "Remember me"
    rememberSwitch.setOn(true, animated: false)
    rememberSwitch.onTintColor = .systemGreen

    logoView.contentMode = .scaleAspectFit
    logoView.tintColor = .secondaryLabel

    loginButton.setTitle("Sign in", for: .normal)
    loginButton.isEnabled = false
    loginButton.addAction(UIAction { [weak self] _ in self?.submit() }, for: .touchUpInside)

    for subview in [logoView, emailField, passwordField, rememberSwitch, loginButton] {
      view.addSubview(subview)
    }
  }

  private func updateButton() {
    loginButton.isEnabled =
      !(emailField.text ?? "").isEmpty && (passwordField.text?.count ?? 0) >= 6
  }

  private func submit() {
    view.endEditing(true)
    delegate?.loginViewController(self, didSubmit: emailField.text ?? "")
  }

  // MARK: UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    // No spaces in an email address.
    textField !== emailField || !string.contains(" ")
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      if loginButton.isEnabled { submit() }
    }
    return true
  }
}

final class RefreshingListViewController: UIViewController, UICollectionViewDataSource {
  private var collectionView: UICollectionView!
  private let spinner = UIActivityIndicatorView(style: .large)
  private let filter = UISegmentedControl(items: ["All", "Favourites"])
  private(set) var items: [String] = []
  private(set) var reloads = 0
  var load: (_ completion: @escaping ([String]) -> Void) -> Void = { $0([]) }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Places"
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 390, height: 44)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    let refreshControl = UIRefreshControl()
    refreshControl.addAction(
      UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
    collectionView.refreshControl = refreshControl
    filter.selectedSegmentIndex = 0
    filter.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
    spinner.hidesWhenStopped = true
    view.addSubview(filter)
    view.addSubview(collectionView)
    view.addSubview(spinner)
    spinner.startAnimating()
    reload()
  }

  private func reload() {
    reloads += 1
    load { [weak self] items in
      guard let self else { return }
      self.items = items
      self.spinner.stopAnimating()
      self.collectionView.refreshControl?.endRefreshing()
      self.collectionView.reloadData()
    }
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    guard let cell = cell as? UICollectionViewListCell else { return cell }
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.item]
    cell.contentConfiguration = content
    return cell
  }
}

// MARK: - The suite that runs it

@Suite("iOS-style controls code compiles and runs") @MainActor
struct CompilesLikeiOSControlsTests {
  final class Submissions: LoginViewControllerDelegate {
    var emails: [String] = []
    func loginViewController(_ controller: LoginViewController, didSubmit email: String) {
      emails.append(email)
    }
  }

  @Test("the login form moves focus on return, drops spaces and submits when valid")
  func loginForm() async throws {
    let login = LoginViewController()
    let submissions = Submissions()
    login.delegate = submissions
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: login)
    window.makeKeyAndVisible()
    let touches = Touches(window: window)

    try touches.type("ann @example.com", intoField: "Email")
    try touches.tapReturnKey()
    try touches.type("secret", intoField: "Password")

    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Sign in
      image: symbol "person.circle"
      field: "ann@example.com"
      field: •••••• (editing)
      switch "Remember me": on
      button: [Sign in]

      """)
    try touches.tapReturnKey()
    expectEqual(submissions.emails, ["ann@example.com"])
  }

  @Test("the list spins on its first load, and a pull reloads it")
  func pullToRefresh() async throws {
    var pending: [([String]) -> Void] = []
    let list = RefreshingListViewController()
    list.load = { pending.append($0) }
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    #expect(ScreenTranscript.render(window).contains("spinner: spinning"))

    pending.removeFirst()(["Seoul", "Busan"])
    try Touches(window: window).pullToRefresh()
    #expect(ScreenTranscript.render(window).contains("refresh: refreshing\nlist: 2 items"))
    pending.removeFirst()(["Seoul", "Busan", "Incheon"])
    try Touches(window: window).tapSegment(titled: "Favourites")

    expectEqual(list.reloads, 3)
    expectEqual(
      ScreenTranscript.render(window),
      """
      screen 1 of 1: Places
      segments: All | [Favourites]
      list: 3 items
        Seoul
        Busan
        Incheon

      """)
  }
}
