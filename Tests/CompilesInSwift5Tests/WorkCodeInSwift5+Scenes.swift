// Swift 5 work code of an app's entry points as Xcode's template writes them: an app delegate
// that picks the scene configuration, and a scene delegate that makes the window, its root
// navigation controller and a theme. Only the import differs from iOS (and `@main`, which a
// test target cannot have).

import HeadlessUIKit  // iOS: import UIKit
import Testing

// MARK: - iOS code, as a Swift 5 codebase writes it

final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    return UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    let home = UIViewController()
    home.title = "Home"
    window.rootViewController = UINavigationController(rootViewController: home)
    window.tintColor = .systemIndigo
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneDidDisconnect(_ scene: UIScene) {}
  func sceneDidBecomeActive(_ scene: UIScene) {}
  func sceneWillResignActive(_ scene: UIScene) {}
  func sceneWillEnterForeground(_ scene: UIScene) {}
  func sceneDidEnterBackground(_ scene: UIScene) {}
}

// MARK: - The code above, run

@Suite("Scene work code in the Swift 5 mode") @MainActor
struct ScenesWorkCodeInSwift5Tests {
  @Test("launching connects the scene, whose delegate shows Home in a navigation controller")
  func launch() {
    let appDelegate = AppDelegate()
    let options = UIScene.ConnectionOptions()
    #expect(appDelegate.application(.shared, didFinishLaunchingWithOptions: nil))
    let placeholder = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    let session = UISceneSession(
      role: .windowApplication,
      configuration: appDelegate.application(
        .shared, configurationForConnecting: placeholder, options: options))
    let scene = UIWindowScene(session: session, connectionOptions: options)
    let sceneDelegate = SceneDelegate()
    scene.delegate = sceneDelegate
    scene.simulateConnection(options: options)

    let navigation = sceneDelegate.window?.rootViewController as? UINavigationController
    #expect(navigation?.topViewController?.title == "Home")
    #expect(scene.keyWindow === sceneDelegate.window)
    #expect(scene.activationState == .foregroundActive)
    #expect(session.configuration.name == "Default Configuration")
  }
}
