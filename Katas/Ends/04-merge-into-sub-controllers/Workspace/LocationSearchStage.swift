import HeadlessUIKit

/// Exercise 4's end: one sub-controller per list mode, data source and delegate at once, still
/// navigating through the view controller.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 4's end"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LocationSearchViewController())
  }
}
