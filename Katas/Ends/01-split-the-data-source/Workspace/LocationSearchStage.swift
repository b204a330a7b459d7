import HeadlessUIKit

/// Exercise 1's end: a data source per list mode; the view controller is still the delegate
/// and still loads.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 1's end"

  public static func makeRootViewController() -> UINavigationController {
    UIStoryboard.defineMain()
    return UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
      as! UINavigationController
  }
}
