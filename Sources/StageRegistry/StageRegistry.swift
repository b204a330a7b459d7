import Stage1MassiveViewController
import StageKit

/// Every stage the suite and the tool know, in refactoring order.
///
/// Adding a stage is one module and one line here: the characterization suite, the shape
/// checks and the tool pick it up from this list.
@MainActor
public enum StageRegistry {
  /// The stages, in order.
  public static let stages: [any Stage.Type] = [
    Stage1MassiveViewController.LocationSearchStage.self
  ]

  /// The stages' identifiers, in order (usable as test arguments outside the main actor).
  public nonisolated static let identifiers = ["stage1"]

  /// The stage with an identifier, if any.
  public static func stage(_ identifier: String) -> (any Stage.Type)? {
    stages.first { $0.identifier == identifier }
  }
}
