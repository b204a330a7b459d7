import HeadlessUIKit

/// Stage 4: every dependency behind a protocol, wired by a container in one composition root.
public enum LocationSearchStage: Stage {
  public static let identifier = "stage4"
  public static let title = "Dependency Container"

  public static func makeRootViewController() -> UINavigationController {
    CompositionRoot.makeRootViewController()
  }
}
