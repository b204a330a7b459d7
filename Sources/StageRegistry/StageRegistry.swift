import Stage1MassiveViewController
import Stage2SplitDataSources
import Stage3SubControllers
import Stage4DependencyContainer
import Stage5CleanSwift
import StageKit

/// Every stage the suite and the tool know, in refactoring order.
///
/// Adding a stage is one module and one line here: the characterization suite, the shape
/// checks and the tool pick it up from this list.
@MainActor
public enum StageRegistry {
  /// The stages, in order.
  public static let stages: [any Stage.Type] = [
    Stage1MassiveViewController.LocationSearchStage.self,
    Stage2SplitDataSources.LocationSearchStage.self,
    Stage3SubControllers.LocationSearchStage.self,
    Stage4DependencyContainer.LocationSearchStage.self,
    Stage5CleanSwift.LocationSearchStage.self,
  ]

  /// The stages' identifiers, in order (usable as test arguments outside the main actor).
  public nonisolated static let identifiers = ["stage1", "stage2", "stage3", "stage4", "stage5"]

  /// The stage with an identifier, if any.
  public static func stage(_ identifier: String) -> (any Stage.Type)? {
    stages.first { $0.identifier == identifier }
  }
}
