// Swift 5 work code of the everyday kind the probes found missing: a hex-colour extension built
// on getRed, a compose screen that keeps the swipe back off while it has a draft and lays out
// below the bars, a background-task wrapper, and a helper that finds the top screen through the
// key window. Only the import differs from iOS.

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

extension UIColor {
  convenience init(hex: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  var hexString: String? {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return String(
      format: "#%02X%02X%02X", Int(round(red * 255)), Int(round(green * 255)),
      Int(round(blue * 255)))
  }
}

final class DraftViewController: UIViewController, UIGestureRecognizerDelegate {
  let textView = UITextView()
  private(set) var appearances = 0

  var hasDraft: Bool { return !textView.text.isEmpty }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Compose"
    edgesForExtendedLayout = []
    view.backgroundColor = UIColor(hex: 0xF2F2F7)
    view.addSubview(textView)
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    appearances += 1
    navigationController?.interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    return !hasDraft
  }
}

final class BackgroundTask {
  private var identifier = UIBackgroundTaskIdentifier.invalid

  func begin(named name: String) {
    identifier = UIApplication.shared.beginBackgroundTask(withName: name) { [weak self] in
      self?.end()
    }
  }

  func end() {
    guard identifier != .invalid else { return }
    UIApplication.shared.endBackgroundTask(identifier)
    identifier = .invalid
  }

  var isRunning: Bool { return identifier != .invalid }
}

enum TopScreen {
  static func find() -> UIViewController? {
    var top = UIApplication.shared.keyWindow?.rootViewController
    while let presented = top?.presentedViewController {
      top = presented
    }
    if let navigation = top as? UINavigationController {
      return navigation.topViewController
    }
    return top
  }
}

// MARK: - The code above, run

@Suite("Everyday idioms work code in the Swift 5 mode") @MainActor
struct IdiomsWorkCodeInSwift5Tests {
  @Test("hex colours round-trip through getRed; a system colour has no hex here")
  func hexColours() {
    #expect(UIColor(hex: 0x34C759).hexString == "#34C759")
    #expect(UIColor(white: 1, alpha: 1).hexString == "#FFFFFF")
    #expect(UIColor.systemBlue.hexString == nil)
  }

  @Test(
    "the draft screen appears once, keeps the swipe back off with a draft, and is the top screen")
  func compose() {
    let compose = DraftViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UINavigationController(rootViewController: compose)
    window.makeKeyAndVisible()

    #expect(compose.appearances == 1)
    #expect(compose.edgesForExtendedLayout == [])
    let swipe = compose.navigationController?.interactivePopGestureRecognizer
    #expect(swipe?.delegate === compose)
    #expect(compose.gestureRecognizerShouldBegin(swipe!))
    compose.textView.text = "Dear Min-ji,"
    #expect(!compose.gestureRecognizerShouldBegin(swipe!))
    #expect(TopScreen.find() === compose)
  }

  @Test("a background task runs from begin to end, once")
  func backgroundTask() {
    let task = BackgroundTask()
    task.begin(named: "Upload")
    #expect(task.isRunning)
    task.end()
    task.end()
    #expect(!task.isRunning)
  }
}
