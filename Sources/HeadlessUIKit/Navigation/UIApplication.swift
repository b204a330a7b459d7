import Foundation

/// The running app: one object, `shared`.
///
/// Headless: there is no system and no other app, so the app opens no URLs.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// Keys of the options for opening a URL.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// Open the URL only if it is a universal link that an installed app handles.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  private static let instance = UIApplication()

  // UIKit makes the one app object itself; apps read `shared`.
  override init() {
    super.init()
  }

  /// The app.
  open class var shared: UIApplication { instance }

  /// The app's delegate, told of launching and of the app's state. Not held strongly: UIKit's
  /// is `unowned(unsafe)`; the kit's is `weak`, the same in use, and safe when the delegate goes.
  /// Headless: no `UIApplicationMain` makes it; a test (or the app's code) sets it.
  open weak var delegate: (any UIApplicationDelegate)?

  /// The app's running state. Headless: `.active` until the simulated lifecycle moves it
  /// (`simulateLaunch(options:)`, `simulateMoveToBackground()` and the scenes' moves), as a
  /// running app in the foreground is.
  open internal(set) var applicationState = State.active

  /// Whether the status bar shows network activity. Apple deprecates it (iOS 13: the system no
  /// longer shows one); kept.
  open var isNetworkActivityIndicatorVisible = false

  /// The number on the app's icon; 0 shows none. Apple deprecates it (iOS 17) for the
  /// notification center's badge count; kept.
  open var applicationIconBadgeNumber = 0

  /// Whether the screen stays on while the app runs; kept (the headless screen never sleeps).
  open var isIdleTimerDisabled = false

  /// The scenes connected to the app. Headless: those `UIScene.simulateConnection(options:)`
  /// connected, while something else keeps them (the app object does not).
  open var connectedScenes: Set<UIScene> { Set(connected.compactMap(\.object)) }

  /// The windows of the connected window scenes, scene by scene in the order they connected.
  /// Apple deprecates it (iOS 15) for `UIWindowScene.windows`; older code reads it.
  open var windows: [UIWindow] {
    connected.compactMap { $0.object as? UIWindowScene }.flatMap(\.windows)
  }

  // The connected scenes, held weakly, in the order they connected.
  private var connected: [WeakReference<UIScene>] = []

  /// Records a scene that connected.
  func sceneDidConnect(_ scene: UIScene) {
    connected.appendOnce(scene)
  }

  /// What the system does when it runs low on memory: posts
  /// `didReceiveMemoryWarningNotification` (the app as its object), then sends
  /// `didReceiveMemoryWarning()` to every view controller of the app's windows (those shown with
  /// `makeKeyAndVisible()`, and those of the connected scenes), each window's root first, then
  /// its children and what it presents. Headless only: there is no
  /// system to run low on memory, so a test calls it.
  public func simulateMemoryWarning() {
    delegate?.applicationDidReceiveMemoryWarning(self)
    NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
    let controllers = appWindows.compactMap(\.rootViewController).flatMap(\.hierarchy)
    for controller in controllers { controller.didReceiveMemoryWarning() }
  }

  // The app's windows: those shown with `makeKeyAndVisible()`, in the order shown, then those
  // of the connected scenes not among them.
  var appWindows: [UIWindow] {
    var shown = UIWindow.shownWindows.compactMap(\.object)
    for window in windows where !shown.contains(where: { $0 === window }) { shown.append(window) }
    return shown
  }

  /// Whether an app on the device can open the URL. Headless: there is no other app, so
  /// `false`, as `open(_:options:completionHandler:)` answers.
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// Asks the system to open a URL, and tells the completion handler whether it did, later
  /// on the main queue. Headless: no app can open it, so the handler is told `false`.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    guard let completion else { return }
    DispatchQueue.main.async { MainActor.assumeIsolated { completion(false) } }
  }
}

// The app's lifecycle notifications, which Apple's SDK imports from global constants: they are
// not isolated, as the constants are not. Headless: the simulated lifecycle posts them
// (`UIApplication+Lifecycle.swift`).
extension UIApplication {
  /// Posted after the app finished launching.
  public nonisolated static let didFinishLaunchingNotification = Notification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted when the app becomes active.
  public nonisolated static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  public nonisolated static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted when the app moved to the background.
  public nonisolated static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is about to come back from the background.
  public nonisolated static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to end.
  public nonisolated static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is low on memory.
  public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}

extension UIApplication {
  /// Keys of the options an app is launched with.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The app that asked to open the URL.
    public static let sourceApplication = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(
      rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }
}

/// The app's delegate: told when the app launches and which configuration a new scene takes.
/// Every method is optional, as in UIKit.
///
/// Headless: there is no system to launch the app, so nothing calls it; a test calls it as
/// UIKit would, then connects a scene with `UIScene.simulateConnection()`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app finished launching; returns `false` if it cannot open a URL it was launched for.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The configuration of a scene being connected; by default, a configuration of the
  /// session's role with no name.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// The user closed scenes; release what their sessions kept.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

  /// The app is launching, before its state is restored; returns `false` if it cannot open a
  /// URL it was launched for.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The app became active. Not called in an app with scenes, as in UIKit.
  func applicationDidBecomeActive(_ application: UIApplication)

  /// The app is about to stop being active. Not called in an app with scenes, as in UIKit.
  func applicationWillResignActive(_ application: UIApplication)

  /// The app moved to the background. Not called in an app with scenes, as in UIKit.
  func applicationDidEnterBackground(_ application: UIApplication)

  /// The app is about to come back from the background. Not called in an app with scenes.
  func applicationWillEnterForeground(_ application: UIApplication)

  /// The app is about to end.
  func applicationWillTerminate(_ application: UIApplication)

  /// The system is low on memory.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }

  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}

  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
