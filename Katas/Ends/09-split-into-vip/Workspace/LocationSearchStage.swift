import HeadlessUIKit

/// Exercise 9's end: stage 4, with the date screen split into a Clean Swift scene of its own.
public enum LocationSearchStage: Stage {
  public static let identifier = "workspace"
  public static let title = "Exercise 9's end"

  public static func makeRootViewController() -> UINavigationController {
    CompositionRoot.makeRootViewController()
  }
}
