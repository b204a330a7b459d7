import HeadlessUIKit

/// Stage 3: one sub-controller per mode, reporting upward through delegate protocols.
public enum LocationSearchStage: Stage {
  public static let identifier = "stage3"
  public static let title = "Sub-controllers"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LocationSearchViewController())
  }
}
