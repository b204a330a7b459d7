import HeadlessUIKit

/// Swift concurrency: the services awaited, the completer's answers a stream, stale work
/// cancelled with the task that does it, the screens on the main actor.
public enum LocationSearchStage: Stage {
  public static let identifier = "concurrency"
  public static let title = "Swift concurrency (async/await)"

  public static func makeRootViewController() -> UINavigationController {
    CompositionRoot.makeRootViewController()
  }
}
