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
