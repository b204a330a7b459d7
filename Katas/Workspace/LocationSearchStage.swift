import HeadlessUIKit

/// Stage 1: one view controller does everything.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Your workspace (started from stage1)"

  public static func makeRootViewController() -> UINavigationController {
    UIStoryboard.defineMain()
    return UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      as! UINavigationController
  }
}
