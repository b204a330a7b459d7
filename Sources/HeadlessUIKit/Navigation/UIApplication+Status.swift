import Foundation

// What work code reads and sets on the app beyond its lifecycle: the key window, the status
// bar, the badge, the idle timer, background tasks and the Settings URL.
extension UIApplication {
  /// The app's key window, across all its windows. Apple deprecates it (iOS 13) for the key
  /// window of a scene; older code reads it.
  public var keyWindow: UIWindow? { appWindows.last { $0.isKeyWindow } }

  /// The status bar's frame in screen coordinates: the top of the headless screen, 47 points
  /// tall. Apple deprecates it (iOS 13) for the window scene's status bar manager.
  public var statusBarFrame: CGRect {
    CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 47)
  }

  /// The URL that opens the app's page in the Settings app. Headless: no Settings app opens
  /// it; `open(_:options:completionHandler:)` answers `false`.
  public nonisolated static let openSettingsURLString = "app-settings:"

  /// The time the app has left to run in the background: as in UIKit, the largest finite value
  /// while it is in the foreground, and headless, no end in the background either (the kit
  /// never suspends the app).
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

  /// Starts a task that should go on if the app moves to the background, and returns its
  /// identifier for `endBackgroundTask(_:)`. Headless: the app is never suspended, so the
  /// expiration handler is never called. Not isolated, as Apple's is not.
  public nonisolated func beginBackgroundTask(
    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    beginBackgroundTask(withName: nil, expirationHandler: handler)
  }

  /// Starts a named task that should go on if the app moves to the background; see
  /// `beginBackgroundTask(expirationHandler:)`.
  public nonisolated func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    BackgroundTasks.shared.begin()
  }

  /// Ends a background task; an identifier already ended, or `.invalid`, does nothing.
  public nonisolated func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
    BackgroundTasks.shared.end(identifier)
  }

  /// Headless only: the background tasks begun and not yet ended, which UIKit keeps to itself
  /// (a test checks that the app ends each task it begins).
  public nonisolated var headlessRunningBackgroundTasks: Set<UIBackgroundTaskIdentifier> {
    BackgroundTasks.shared.running
  }
}

/// The identifier of a background task, from `UIApplication.beginBackgroundTask`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// No task: what work code stores before it begins one and after it ends it.
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// The running background tasks, for any thread: Apple's methods are not isolated.
private final class BackgroundTasks: @unchecked Sendable {
  static let shared = BackgroundTasks()

  private let lock = NSLock()
  private var next = 1
  private var tasks: Set<UIBackgroundTaskIdentifier> = []

  var running: Set<UIBackgroundTaskIdentifier> {
    lock.lock()
    defer { lock.unlock() }
    return tasks
  }

  func begin() -> UIBackgroundTaskIdentifier {
    lock.lock()
    defer { lock.unlock() }
    let identifier = UIBackgroundTaskIdentifier(rawValue: next)
    next += 1
    tasks.insert(identifier)
    return identifier
  }

  func end(_ identifier: UIBackgroundTaskIdentifier) {
    lock.lock()
    defer { lock.unlock() }
    tasks.remove(identifier)
  }
}
