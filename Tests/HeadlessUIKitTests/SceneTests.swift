import Expectations
import Foundation
import HeadlessUIKit
import Testing

@Suite("Scenes, their sessions and delegates, and the app delegate") @MainActor
struct SceneTests {
  /// A scene delegate as Xcode's template writes it, logging what it hears.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: EventLog

    init(log: EventLog) {
      self.log = log
      super.init()
    }

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      log.record("willConnectTo \(session.role.rawValue) while \(scene.activationState)")
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = LifecycleViewController("Home", log: log)
      window.makeKeyAndVisible()
      self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
      log.record("willEnterForeground while \(scene.activationState)")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
      log.record("didBecomeActive while \(scene.activationState)")
    }
  }

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SceneDelegate.self
      return configuration
    }
  }

  final class Minimal: NSObject, UIApplicationDelegate, UIWindowSceneDelegate {}

  @Test("connecting a scene tells its delegate, in UIKit's order, and shows the window it makes")
  func connecting() {
    let log = EventLog()
    let options = UIScene.ConnectionOptions()
    let configuration = AppDelegate().application(
      .shared,
      configurationForConnecting: UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
      options: options)
    let session = UISceneSession(role: .windowApplication, configuration: configuration)
    let scene = UIWindowScene(session: session, connectionOptions: options)
    let delegate = SceneDelegate(log: log)
    scene.delegate = delegate

    expectEqual(scene.activationState, .unattached)
    scene.simulateConnection(options: options)

    expectEqual(
      log.take(),
      [
        "willConnectTo UIWindowSceneSessionRoleApplication while unattached",
        "Home viewDidLoad", "Home viewWillAppear", "Home viewDidAppear",
        "willEnterForeground while foregroundInactive",
        "didBecomeActive while foregroundActive",
      ])
    expectEqual(scene.activationState, .foregroundActive)
    expectEqual(scene.windows, [delegate.window].compactMap { $0 })
    expectIdentical(scene.keyWindow, delegate.window)
    expectIdentical(session.scene, scene)
    expectEqual(configuration.name, "Default Configuration")
    expectTrue(configuration.delegateClass == SceneDelegate.self)
  }

  @Test("the app lists the connected scenes and their windows, and forgets a scene that is gone")
  func connectedScenes() {
    let before = UIApplication.shared.connectedScenes.count
    do {
      let scene = UIWindowScene(
        session: UISceneSession(
          role: .windowApplication,
          configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
        connectionOptions: UIScene.ConnectionOptions())
      let window = UIWindow(windowScene: scene)
      expectFalse(UIApplication.shared.connectedScenes.contains(scene))
      scene.simulateConnection()
      expectTrue(UIApplication.shared.connectedScenes.contains(scene))
      expectEqual(UIApplication.shared.connectedScenes.count, before + 1)
      expectTrue(UIApplication.shared.windows.contains { $0 === window })
    }
    expectEqual(UIApplication.shared.connectedScenes.count, before)
  }

  @Test("a window moves between scenes, and a scene forgets a window that is gone")
  func windowsOfScenes() {
    let first = UIWindowScene(
      session: UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
      connectionOptions: UIScene.ConnectionOptions())
    let second = UIWindowScene(
      session: UISceneSession(
        role: .windowExternalDisplayNonInteractive,
        configuration: UISceneConfiguration(
          name: "TV", sessionRole: .windowExternalDisplayNonInteractive)),
      connectionOptions: UIScene.ConnectionOptions())
    var window: UIWindow? = UIWindow(windowScene: first)

    expectEqual(first.windows.count, 1)
    window?.windowScene = second
    expectEqual(first.windows.count, 0)
    expectEqual(second.windows.count, 1)
    window = nil
    expectEqual(second.windows.count, 0)
    expectTrue(first.session.persistentIdentifier.hasPrefix("session-"))
    expectFalse(first.session.persistentIdentifier == second.session.persistentIdentifier)
  }

  @Test("delegates that implement nothing answer UIKit's defaults")
  func defaults() {
    let minimal = Minimal()
    let session = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))

    expectTrue(minimal.application(.shared, didFinishLaunchingWithOptions: nil))
    expectEqual(
      minimal.application(
        .shared, configurationForConnecting: session, options: UIScene.ConnectionOptions()
      ).role, .windowApplication)
    expectNil(minimal.window)
    expectEqual(UIScene.ActivationState.unattached.rawValue, -1)
  }
}
