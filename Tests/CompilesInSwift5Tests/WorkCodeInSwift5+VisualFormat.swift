// Swift 5 work code from before stack views and anchors were everywhere, as tutorials of that
// time write it: a login form laid out with the visual format language, a progress bar that
// follows an upload's Progress, and a helper that turns a view into an image with an image
// context. Only the import differs from iOS.

import Foundation
import HeadlessUIKit  // iOS: import UIKit
import ScreenDriver
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

extension UIView {
  /// A picture of the view, for sharing or for a crash report.
  func screenshot() -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0.0)
    defer { UIGraphicsEndImageContext() }
    drawHierarchy(in: bounds, afterScreenUpdates: true)
    return UIGraphicsGetImageFromCurrentImageContext()
  }
}

final class LogoView: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.orange.setFill()
    UIBezierPath(roundedRect: rect.insetBy(dx: 4, dy: 4), cornerRadius: 8).fill()
  }
}

final class LoginViewController: UIViewController {
  let logoView = LogoView()
  let usernameField = UITextField()
  let passwordField = UITextField()
  let loginButton = UIButton(type: .system)
  let progressView = UIProgressView(progressViewStyle: .default)

  var loginProgress: Progress? {
    didSet { progressView.observedProgress = loginProgress }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    usernameField.placeholder = "Username"
    usernameField.borderStyle = .roundedRect
    usernameField.accessibilityLabel = "Username"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.borderStyle = .roundedRect
    loginButton.setTitle("Log In", for: .normal)
    progressView.accessibilityLabel = "Logging in"
    progressView.isHidden = true

    let views: [String: Any] = [
      "logo": logoView, "username": usernameField, "password": passwordField,
      "login": loginButton, "progress": progressView,
    ]
    let metrics = ["margin": 20, "fieldHeight": 44, "logoSize": 80]
    for subview in [logoView, usernameField, passwordField, loginButton, progressView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    var constraints = [NSLayoutConstraint]()
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat:
        "V:|-100-[logo(logoSize)]-30-[username(fieldHeight)]-[password(==username)]-margin-[login]-[progress]",
      options: [.alignAllCenterX], metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:[logo(logoSize)]", options: [], metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-margin-[username]-margin-|", options: [], metrics: metrics,
      views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-margin-[password]-margin-|", options: [], metrics: metrics,
      views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-margin-[progress]-margin-|", options: [], metrics: metrics,
      views: views)
    view.addConstraints(constraints)

    loginButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
  }

  func logIn() {
    let progress = Progress(totalUnitCount: 10)
    loginProgress = progress
    progressView.isHidden = false
    loginButton.isEnabled = false
  }

  func finishStep(_ steps: Int64) {
    guard let loginProgress = loginProgress else { return }
    loginProgress.completedUnitCount += steps
    if loginProgress.isFinished {
      progressView.isHidden = true
      loginButton.isEnabled = true
    }
  }
}

// MARK: - The code above, run

@Suite("Visual format work code in the Swift 5 mode") @MainActor
struct VisualFormatWorkCodeInSwift5Tests {
  @Test("the login form is laid out by its formats, shows progress, and snaps to an image")
  func loginForm() throws {
    let login = LoginViewController()
    let window = UIWindow()
    window.rootViewController = login
    window.makeKeyAndVisible()
    login.view.layoutIfNeeded()

    #expect(login.logoView.frame == CGRect(x: 155, y: 100, width: 80, height: 80))
    #expect(login.usernameField.frame == CGRect(x: 20, y: 210, width: 350, height: 44))
    #expect(login.passwordField.frame == CGRect(x: 20, y: 262, width: 350, height: 44))
    #expect(abs(login.loginButton.frame.midX - 195) < 0.5)
    #expect(login.loginButton.frame.minY == 326)
    #expect(login.progressView.frame.height == 4)
    #expect(login.progressView.frame.minY == login.loginButton.frame.maxY + 8)

    let touches = Touches(window: window)
    try touches.tapButton(titled: "Log In")
    login.finishStep(4)
    #expect(login.progressView.progress == 0.4)
    #expect(ScreenTranscript.render(window).contains("progress \"Logging in\": 40%\n"))
    login.finishStep(6)
    #expect(login.progressView.isHidden)
    #expect(!ScreenTranscript.render(window).contains("progress"))

    let image = login.logoView.screenshot()
    #expect(image?.size == CGSize(width: 80, height: 80))
    #expect(image?.scale == UIScreen.main.scale)
    #expect(image?.headlessDrawing.count == 1)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }
}
