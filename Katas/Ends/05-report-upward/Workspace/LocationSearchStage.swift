import HeadlessUIKit

/// Exercise 5's end: one sub-controller per list mode, reporting upward through delegate
/// protocols; the date screen still finds the search screen in the navigation stack.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 5's end"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LocationSearchViewController())
  }
}
