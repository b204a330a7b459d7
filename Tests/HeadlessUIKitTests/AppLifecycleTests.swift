import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// The app's simulated lifecycle. Each test runs without a suspension point, so no other test
/// runs on the main actor between its moves, and each puts the shared app back as it was.
@Suite("The app's lifecycle: its delegate, its state, its notifications") @MainActor
struct AppLifecycleTests {
  /// An app delegate of an app without scenes, logging what it hears and the app's state then.
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log: EventLog

    init(log: EventLog) {
      self.log = log
      super.init()
    }

    private func record(_ event: String, _ application: UIApplication) {
      log.record("\(event) (\(application.applicationState))")
    }

    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      record("willFinishLaunching", application)
      return true
    }

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      record("didFinishLaunching", application)
      window = UIWindow(frame: UIScreen.main.bounds)
      window?.rootViewController = UIViewController()
      window?.makeKeyAndVisible()
      return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
      record("didBecomeActive", application)
    }
    func applicationWillResignActive(_ application: UIApplication) {
      record("willResignActive", application)
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
      record("didEnterBackground", application)
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
      record("willEnterForeground", application)
    }
    func applicationWillTerminate(_ application: UIApplication) {
      record("willTerminate", application)
    }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
      record("didReceiveMemoryWarning", application)
    }
  }

  /// Logs the app's lifecycle notifications as they are posted, until `stop()`.
  final class NotificationLog {
    private var observers: [NSObjectProtocol] = []

    init(into log: EventLog) {
      let names: [(Notification.Name, String)] = [
        (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
        (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
        (UIApplication.willResignActiveNotification, "willResignActive"),
        (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
        (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
        (UIApplication.willTerminateNotification, "willTerminate"),
      ]
      for (name, label) in names {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { log.record("posted \(label)") }
          })
      }
    }

    func stop() {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
  }

  @Test("an app without scenes launches, leaves, comes back and ends in UIKit's order")
  func scenelessLifecycle() {
    let app = UIApplication.shared
    let log = EventLog()
    let appDelegate = AppDelegate(log: log)
    let notifications = NotificationLog(into: log)
    app.delegate = appDelegate
    defer {
      notifications.stop()
      app.delegate = nil
    }

    app.simulateLaunch()
    expectEqual(
      log.take(),
      [
        "willFinishLaunching (inactive)", "didFinishLaunching (inactive)",
        "posted didFinishLaunching", "didBecomeActive (active)", "posted didBecomeActive",
      ])
    expectTrue(appDelegate.window?.isKeyWindow == true, "the window made at launch is key")
    expectTrue(app.delegate === appDelegate)

    app.simulateMoveToBackground()
    expectEqual(
      log.take(),
      [
        "willResignActive (active)", "posted willResignActive",
        "didEnterBackground (background)", "posted didEnterBackground",
      ])
    expectEqual(app.applicationState, .background)
    app.simulateMoveToBackground()
    expectEqual(log.take(), [], "already in the background: nothing more")

    app.simulateMoveToForeground()
    expectEqual(
      log.take(),
      [
        "willEnterForeground (background)", "posted willEnterForeground",
        "didBecomeActive (active)", "posted didBecomeActive",
      ])
    expectEqual(app.applicationState, .active)

    app.simulateMemoryWarning()
    app.simulateTermination()
    expectEqual(
      log.take(),
      ["didReceiveMemoryWarning (active)", "willTerminate (active)", "posted willTerminate"])
  }

  @Test("the app holds its delegate weakly, as UIKit does not retain it")
  func delegateIsNotRetained() {
    var appDelegate: AppDelegate? = AppDelegate(log: EventLog())
    UIApplication.shared.delegate = appDelegate
    weak var gone: AppDelegate?
    gone = appDelegate
    appDelegate = nil
    expectTrue(gone == nil)
    expectTrue(UIApplication.shared.delegate == nil)
  }

  /// A scene delegate that logs the scene's moves and the scene's state then.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: EventLog

    init(log: EventLog) {
      self.log = log
      super.init()
    }

    func sceneWillResignActive(_ scene: UIScene) {
      log.record("sceneWillResignActive (\(scene.activationState))")
    }
    func sceneDidEnterBackground(_ scene: UIScene) {
      log.record("sceneDidEnterBackground (\(scene.activationState))")
    }
    func sceneWillEnterForeground(_ scene: UIScene) {
      log.record("sceneWillEnterForeground (\(scene.activationState))")
    }
    func sceneDidBecomeActive(_ scene: UIScene) {
      log.record("sceneDidBecomeActive (\(scene.activationState))")
    }
  }

  @Test("in an app with scenes, the scene's delegate is told, not the app's, and the app follows")
  func sceneLifecycle() {
    let app = UIApplication.shared
    let log = EventLog()
    let appDelegate = AppDelegate(log: log)
    app.delegate = appDelegate
    defer { app.delegate = nil }
    let session = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    let scene = UIWindowScene(session: session, connectionOptions: .init())
    let sceneDelegate = SceneDelegate(log: log)
    scene.delegate = sceneDelegate
    scene.simulateConnection()
    _ = log.take()
    // Any other scene still connected in the foreground keeps the app there.
    let othersInForeground = app.connectedScenes.contains {
      $0 !== scene && $0.activationState == .foregroundActive
    }
    let notifications = NotificationLog(into: log)
    defer { notifications.stop() }

    scene.simulateMoveToBackground()
    expectEqual(
      log.take(),
      othersInForeground
        ? ["sceneWillResignActive (foregroundActive)", "sceneDidEnterBackground (background)"]
        : [
          "sceneWillResignActive (foregroundActive)", "posted willResignActive",
          "sceneDidEnterBackground (background)", "posted didEnterBackground",
        ],
      "the app delegate hears none of it; the app posts as it follows the scene")
    expectEqual(scene.activationState, .background)
    expectEqual(app.applicationState, othersInForeground ? .active : .background)

    scene.simulateMoveToForeground()
    expectEqual(
      log.take(),
      othersInForeground
        ? ["sceneWillEnterForeground (background)", "sceneDidBecomeActive (foregroundActive)"]
        : [
          "sceneWillEnterForeground (background)", "posted willEnterForeground",
          "sceneDidBecomeActive (foregroundActive)", "posted didBecomeActive",
        ])
    expectEqual(scene.activationState, .foregroundActive)
    expectEqual(app.applicationState, .active)
  }
}
