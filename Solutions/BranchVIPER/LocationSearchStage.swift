import HeadlessUIKit

/// VIPER: each screen a module of View, Interactor, Presenter, Entity and Router, assembled by
/// its module builder.
public enum LocationSearchStage: Stage {
  public static let identifier = "viper"
  public static let title = "VIPER"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(rootViewController: LocationSearchModuleBuilder.build())
  }
}
