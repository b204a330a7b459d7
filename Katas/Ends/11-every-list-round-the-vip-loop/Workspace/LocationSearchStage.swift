import HeadlessUIKit

/// Exercise 11's end: every list of the search screen goes round its VIP loop; no router yet.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 11's end"

  public static func makeRootViewController() -> UINavigationController {
    CompositionRoot.makeRootViewController()
  }
}
