import HeadlessUIKit

/// Stage 1: one view controller does everything.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Your workspace (started from stage1)"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LocationSearchViewController())
  }
}
