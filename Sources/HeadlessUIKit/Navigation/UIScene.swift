import Foundation

/// One instance of an app's interface: the system makes it, connects it and tells its
/// delegate as it moves between the foreground and the background.
///
/// Headless: there is no system. A test makes a session (`UISceneSession(role:configuration:)`,
/// Headless only) and a scene of it, gives the scene its delegate, and calls
/// `simulateConnection()`, which tells the delegate what UIKit tells it when an app launches.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Where a scene is in its life.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// Options UIKit passes when it connects a scene: what launched it (a URL, a shortcut, an
  /// activity). Headless: none of those; the kit's options are empty.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    /// Creates empty connection options. Headless only: UIKit makes them itself.
    public override init() {
      super.init()
    }
  }

  /// The session the scene shows.
  open private(set) var session: UISceneSession

  /// The scene's delegate; held strongly, as UIKit holds it.
  open var delegate: (any UISceneDelegate)?

  /// Where the scene is in its life; `.unattached` until it connects.
  open internal(set) var activationState = ActivationState.unattached

  /// The scene's title, shown by the system where it lists scenes.
  open var title: String!

  /// Creates a scene of a session.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }

  /// Connects the scene and brings it to the foreground, as UIKit does at launch: the delegate
  /// hears `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
  /// `sceneDidBecomeActive(_:)`, with `activationState` moving from `.unattached` to
  /// `.foregroundInactive` and `.foregroundActive`. Headless only: UIKit does this itself.
  public func simulateConnection(options: UIScene.ConnectionOptions = .init()) {
    UIApplication.shared.sceneDidConnect(self)
    delegate?.scene(self, willConnectTo: session, options: options)
    activationState = .foregroundInactive
    delegate?.sceneWillEnterForeground(self)
    activationState = .foregroundActive
    delegate?.sceneDidBecomeActive(self)
  }
}

/// A scene that shows windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The windows of the scene, in the order they joined it.
  open var windows: [UIWindow] { attachedWindows.compactMap(\.object) }

  /// The scene's key window: the one last made key, while it is one of the scene's windows.
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// The screen the scene shows on.
  open var screen: UIScreen { .main }

  private var attachedWindows: [WeakReference<UIWindow>] = []

  func attach(_ window: UIWindow) {
    attachedWindows.appendOnce(window)
  }

  func detach(_ window: UIWindow) {
    attachedWindows.removeReferences(to: window)
  }
}

/// A scene's session: its role and configuration, which outlive a scene.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
  /// The kind of interface a session shows.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The app's own interface on the device's screen.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// Content shown on an external display, without interaction.
    public static let windowExternalDisplayNonInteractive = Role(
      rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
  }

  /// The session's role.
  open private(set) var role: Role

  /// The configuration the scene was made with.
  open private(set) var configuration: UISceneConfiguration

  /// The scene showing the session, if connected.
  open internal(set) weak var scene: UIScene?

  /// An identifier of the session that stays the same while the app runs.
  open private(set) var persistentIdentifier: String

  /// Information the app keeps with the session.
  open var userInfo: [String: Any]?

  private static var made = 0

  /// Creates a session. Headless only: UIKit makes sessions itself; the identifiers count up
  /// from `session-1`, so that tests read the same ones on every run.
  public init(role: Role, configuration: UISceneConfiguration) {
    self.role = role
    self.configuration = configuration
    Self.made += 1
    persistentIdentifier = "session-\(Self.made)"
    super.init()
  }
}

/// The classes and storyboard a scene is made with.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
  /// The app's name for the configuration, as its Info.plist names it.
  open private(set) var name: String?

  /// The role of the scenes made with it.
  open private(set) var role: UISceneSession.Role

  /// The class of the scene's delegate. Headless: kept; the kit makes no delegate from it.
  open var delegateClass: AnyClass?

  /// The class of the scene. Headless: kept.
  open var sceneClass: AnyClass?

  /// The storyboard of the scene's first screen. Headless: kept.
  open var storyboard: UIStoryboard?

  /// Creates a configuration of a name and a role.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }
}

/// Told how a scene moves through its life. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene is connecting to the app: set up its window here.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was released by the system.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active and receives events.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to stop receiving events.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window. Optional in UIKit; a delegate declares `var window: UIWindow?`.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
