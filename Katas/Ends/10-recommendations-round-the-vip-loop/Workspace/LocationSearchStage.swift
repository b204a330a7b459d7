import HeadlessUIKit

/// Exercise 10's end: exercise 9's, with the recommendations going round a VIP loop of their own.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 10's end"

  public static func makeRootViewController() -> UINavigationController {
    CompositionRoot.makeRootViewController()
  }
}
