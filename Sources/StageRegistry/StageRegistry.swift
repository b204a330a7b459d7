import BranchCoordinator
import BranchMVP
import BranchMVVM
import BranchSwiftConcurrency
import BranchUnidirectional
import BranchVIPER
import HeadlessUIKit
import Stage1MassiveViewController
import Stage2SplitDataSources
import Stage3SubControllers
import Stage4DependencyContainer
import Stage5CleanSwift
import Workspace

/// Every module the suite and the tool know: the five stages of the refactoring (the main path),
/// the other architectures that branch off it, and the learner's workspace.
///
/// Adding a stage or a branch is one module and one line here: the characterization suite, the
/// shape checks and the tool pick it up from these lists.
@MainActor
public enum StageRegistry {
  /// The stages of the main path, in refactoring order.
  public static let stages: [any Stage.Type] = [
    Stage1MassiveViewController.LocationSearchStage.self,
    Stage2SplitDataSources.LocationSearchStage.self,
    Stage3SubControllers.LocationSearchStage.self,
    Stage4DependencyContainer.LocationSearchStage.self,
    Stage5CleanSwift.LocationSearchStage.self,
  ]

  /// The other architectures, each branching off a stage of the main path (or another branch).
  public static let branches: [any Stage.Type] = [
    BranchMVVM.LocationSearchStage.self,
    BranchCoordinator.LocationSearchStage.self,
    BranchMVP.LocationSearchStage.self,
    BranchVIPER.LocationSearchStage.self,
    BranchUnidirectional.LocationSearchStage.self,
    BranchSwiftConcurrency.LocationSearchStage.self,
  ]

  /// Where each branch starts from: the module its exercise begins with, by identifier.
  public nonisolated static let branchesFrom: [String: String] = [
    "mvvm": "stage3",
    "coordinator": "mvvm",
    "mvp": "stage3",
    "viper": "stage4",
    "unidirectional": "stage4",
    "concurrency": "stage4",
  ]

  /// The learner's workspace, checked like a stage but with no fixed shape.
  public static let workspace: any Stage.Type = Workspace.LocationSearchStage.self

  /// Every reference module: the main path's stages, then the branches.
  public static var modules: [any Stage.Type] { stages + branches }

  /// The reference modules and then the workspace.
  public static var all: [any Stage.Type] { modules + [workspace] }

  /// The main path's identifiers, in order (usable as test arguments outside the main actor).
  public nonisolated static let identifiers = ["stage1", "stage2", "stage3", "stage4", "stage5"]

  /// The branches' identifiers, in the order of `branches`.
  public nonisolated static let branchIdentifiers: [String] = [
    "mvvm", "coordinator", "mvp", "viper", "unidirectional", "concurrency",
  ]

  /// Every reference module's identifier: the main path's, then the branches'.
  public nonisolated static let moduleIdentifiers = identifiers + branchIdentifiers

  /// The reference modules' identifiers and the workspace's.
  public nonisolated static let allIdentifiers = moduleIdentifiers + ["workspace"]

  /// The module (a stage, a branch or the workspace) with an identifier, if any.
  public static func stage(_ identifier: String) -> (any Stage.Type)? {
    all.first { $0.identifier == identifier }
  }
}
