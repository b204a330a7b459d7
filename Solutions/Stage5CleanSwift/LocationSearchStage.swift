import HeadlessUIKit

/// Stage 5: Clean Swift VIP: view controller, interactor, presenter, router and workers.
public enum LocationSearchStage: Stage {
  public static let identifier = "stage5"
  public static let title = "Clean Swift (VIP)"

  public static func makeRootViewController() -> UINavigationController {
    CompositionRoot.makeRootViewController()
  }
}
