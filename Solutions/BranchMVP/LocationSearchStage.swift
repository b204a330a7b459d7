import HeadlessUIKit

/// MVP with a passive view: a presenter per screen owns the logic, and each view controller
/// shows what its presenter tells it and forwards every event to it.
public enum LocationSearchStage: Stage {
  public static let identifier = "mvp"
  public static let title = "MVP (passive view)"

  public static func makeRootViewController() -> UINavigationController {
    UINavigationController(
      rootViewController: LocationSearchViewController(presenter: LocationSearchPresenter()))
  }
}
