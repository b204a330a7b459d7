import HeadlessUIKit

/// Stage 2: a data source and a delegate per mode, data loading in models.
public enum LocationSearchStage: Stage {
  public static let identifier = "stage2"
  public static let title = "Split Data Sources and Delegates"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LocationSearchViewController())
  }
}
