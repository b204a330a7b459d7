import HeadlessUIKit
import Stage1MassiveViewController
import Stage2SplitDataSources
import Stage3SubControllers
import Stage4DependencyContainer
import Stage5CleanSwift
import Workspace

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

  /// The learner's workspace, checked like a stage but with no fixed shape.
  public static let workspace: any Stage.Type = Workspace.LocationSearchStage.self

  /// The reference stages and then the workspace.
  public static var all: [any Stage.Type] { stages + [workspace] }

  /// The stages' identifiers, in order (usable as test arguments outside the main actor).
  public nonisolated static let identifiers = ["stage1", "stage2", "stage3", "stage4", "stage5"]

  /// The reference stages' identifiers and the workspace's.
  public nonisolated static let allIdentifiers = identifiers + ["workspace"]

  /// The stage (or the workspace) with an identifier, if any.
  public static func stage(_ identifier: String) -> (any Stage.Type)? {
    all.first { $0.identifier == identifier }
  }
}
