import HeadlessUIKit

/// Exercise 2's end: a data source and a delegate per list mode; the view controller still
/// loads.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 2's end"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LocationSearchViewController())
  }
}
