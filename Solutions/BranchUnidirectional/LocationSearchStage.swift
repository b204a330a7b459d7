import HeadlessUIKit

/// Unidirectional state: one state value, changed only by a pure reducer from actions; a store
/// runs the effects and feeds their answers back as actions.
public enum LocationSearchStage: Stage {
  public static let identifier = "unidirectional"
  public static let title = "Unidirectional state"

  public static func makeRootViewController() -> UINavigationController {
    CompositionRoot.makeRootViewController()
  }
}
