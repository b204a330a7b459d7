import Foundation

/// The backdrop of an app's screens: holds the root view controller's view and drives its
/// appearance.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The view controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      replaceRoot(oldValue, with: rootViewController)
    }
  }

  /// Whether this is the window that receives keyboard input.
  open private(set) var isKeyWindow = false

  // The windows shown with `makeKeyAndVisible()`, held weakly, in the order shown: the
  // app's windows, whether or not a scene holds them.
  static var shownWindows: [WeakReference<UIWindow>] = []

  // Whether a display pass over the window is on the main queue.
  var isDisplayPassScheduled = false

  /// Creates a window with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a window that covers the main screen, as UIKit's `UIWindow()` does.
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a window in a scene, covering the main screen.
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
    // An initializer's own assignment runs no observer.
    self.windowScene = windowScene
    windowScene.attach(self)
  }

  /// The scene the window is in; setting it moves the window to the scene's windows.
  open weak var windowScene: UIWindowScene? {
    didSet {
      guard oldValue !== windowScene else { return }
      oldValue?.detach(self)
      windowScene?.attach(self)
    }
  }

  /// Shows the window and makes it key; the root view controller appears.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    UIWindow.shownWindows.appendOnce(self)
    guard isHidden else { return }
    isHidden = false
    if let root = rootViewController {
      install(root)
      root.beginAppearance(true, animated: false)
      root.endAppearance(true, animated: false)
    }
  }

  private func replaceRoot(_ old: UIViewController?, with new: UIViewController?) {
    let visible = !isHidden
    if let old, visible { old.beginAppearance(false, animated: false) }
    old?.viewIfLoaded?.removeFromSuperview()
    if let old, visible { old.endAppearance(false, animated: false) }
    guard let new, visible else { return }
    install(new)
    new.beginAppearance(true, animated: false)
    new.endAppearance(true, animated: false)
  }

  private func install(_ controller: UIViewController) {
    let rootView: UIView = controller.view
    rootView.frame = bounds
    addSubview(rootView)
  }
}
