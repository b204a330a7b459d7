import Foundation

// The app's lifecycle, simulated: UIKit moves an app between its states itself; headless, a test
// (or a facilitator's tool) says when the app launches, leaves the screen and comes back, and
// the kit tells the delegates and posts the notifications in UIKit's order.
extension UIApplication {
  /// The running states of an app.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events: launching, or moving to or from the background.
    case inactive
    /// In the background.
    case background
  }

  /// Launches an app without scenes as UIKit does: the app is inactive while the delegate hears
  /// `application(_:willFinishLaunchingWithOptions:)` and
  /// `application(_:didFinishLaunchingWithOptions:)` (where the app makes its window), then
  /// `didFinishLaunchingNotification` is posted, and the app becomes active
  /// (`applicationDidBecomeActive(_:)`, `didBecomeActiveNotification`). Headless only. A test of
  /// an app with scenes calls its delegate's launch method itself, then connects each scene with
  /// `UIScene.simulateConnection(options:)`, which brings it to the foreground.
  public func simulateLaunch(options: [LaunchOptionsKey: Any]? = nil) {
    applicationState = .inactive
    _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
    _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
    NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
    becomeActive()
  }

  /// The person leaves an app without scenes (the home screen, another app): it resigns active
  /// (`applicationWillResignActive(_:)`, `willResignActiveNotification`), then moves to the
  /// background (`applicationDidEnterBackground(_:)`, `didEnterBackgroundNotification`).
  /// Headless only; an app with scenes moves each with `UIScene.simulateMoveToBackground()`.
  public func simulateMoveToBackground() {
    guard applicationState != .background else { return }
    if applicationState == .active {
      delegate?.applicationWillResignActive(self)
      applicationState = .inactive
      NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
    }
    applicationState = .background
    delegate?.applicationDidEnterBackground(self)
    NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
  }

  /// The person comes back to an app without scenes: it enters the foreground
  /// (`applicationWillEnterForeground(_:)`, `willEnterForegroundNotification`), then becomes
  /// active. Headless only; an app with scenes moves each with
  /// `UIScene.simulateMoveToForeground()`.
  public func simulateMoveToForeground() {
    guard applicationState == .background else { return }
    delegate?.applicationWillEnterForeground(self)
    applicationState = .inactive
    NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
    becomeActive()
  }

  /// The system ends the app: the delegate hears `applicationWillTerminate(_:)` and
  /// `willTerminateNotification` is posted. Headless only; the app object goes on.
  public func simulateTermination() {
    delegate?.applicationWillTerminate(self)
    NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
  }

  private func becomeActive() {
    applicationState = .active
    delegate?.applicationDidBecomeActive(self)
    NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
  }

  /// In an app with scenes, the app's state is that of its most active scene: after a scene
  /// moved, the state follows, and each step it takes posts its notification (the app delegate
  /// is not told, as in UIKit).
  func sceneActivationDidChange() {
    let states = connectedScenes.map(\.activationState)
    guard !states.isEmpty else { return }
    let target: State =
      states.contains(.foregroundActive)
      ? .active : states.contains(.foregroundInactive) ? .inactive : .background
    while applicationState != target {
      switch (applicationState, target) {
      case (.active, _):
        applicationState = .inactive
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
      case (.inactive, .background):
        applicationState = .background
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
      case (.background, _):
        applicationState = .inactive
        NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self)
      default:
        applicationState = .active
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
      }
    }
  }
}

extension UIScene {
  /// The person leaves the scene: an active one resigns (`sceneWillResignActive(_:)`, then
  /// `.foregroundInactive`), then it moves to the background (`.background`,
  /// `sceneDidEnterBackground(_:)`); the app follows its most active scene. Headless only.
  public func simulateMoveToBackground() {
    guard activationState == .foregroundActive || activationState == .foregroundInactive else {
      return
    }
    if activationState == .foregroundActive {
      delegate?.sceneWillResignActive(self)
      activationState = .foregroundInactive
      UIApplication.shared.sceneActivationDidChange()
    }
    activationState = .background
    delegate?.sceneDidEnterBackground(self)
    UIApplication.shared.sceneActivationDidChange()
  }

  /// The person comes back to the scene: `sceneWillEnterForeground(_:)` and
  /// `.foregroundInactive`, then `.foregroundActive` and `sceneDidBecomeActive(_:)`; the app
  /// follows its most active scene. Headless only.
  public func simulateMoveToForeground() {
    guard activationState == .background else { return }
    delegate?.sceneWillEnterForeground(self)
    activationState = .foregroundInactive
    UIApplication.shared.sceneActivationDidChange()
    activationState = .foregroundActive
    delegate?.sceneDidBecomeActive(self)
    UIApplication.shared.sceneActivationDidChange()
  }
}
