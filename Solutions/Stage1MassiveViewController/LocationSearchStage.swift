import HeadlessUIKit

/// Stage 1: one view controller does everything.
public enum LocationSearchStage: Stage {
  public static let identifier = "stage1"
  public static let title = "Massive View Controller"

  public static func makeRootViewController() -> UINavigationController {
    UIStoryboard.defineMain()
    return UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      as! UINavigationController
  }
}
