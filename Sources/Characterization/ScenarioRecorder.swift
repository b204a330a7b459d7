import Foundation
import HeadlessUIKit

/// Writes expected screens into scenario scripts, from the reference stage only.
///
/// Guarded on purpose: recording runs only from stage 1 (the behaviour every stage is held
/// to), only when asked for, and it refuses to replace an expectation that another stage still
/// meets: that would silently move the goalposts for it. `force` overrides the last check.
@MainActor
public enum ScenarioRecorder {
  /// What recording did to one scenario.
  public enum Outcome: Equatable, Sendable {
    case unchanged
    case written
    case refused(String)
  }

  /// The identifier of the only stage allowed to record.
  public static let referenceStage = "stage1"

  /// Records a scenario's expected screens from the reference stage.
  public static func record(
    _ scenario: Scenario, reference: any Stage.Type, others: [any Stage.Type], force: Bool = false,
    in folder: URL = ScenarioLibrary.folder
  ) async throws -> Outcome {
    guard reference.identifier == referenceStage else {
      return .refused(
        "expected screens are recorded from \(referenceStage) only, not \(reference.identifier)")
    }
    let run = await ScenarioRunner.run(scenario, on: reference, recording: true)
    if let failure = run.failure { return .refused("\(failure)") }
    let file = folder.appendingPathComponent(scenario.name + ".scenario")
    let old = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    let new = scenario.text(replacingExpected: run.screens)
    guard new != old else { return .unchanged }
    if !force, scenario.steps.contains(where: { $0.expected.map { !$0.isEmpty } ?? false }) {
      var stillPassing: [String] = []
      for stage in others where stage.identifier != reference.identifier {
        if await ScenarioRunner.run(scenario, on: stage).passed {
          stillPassing.append(stage.identifier)
        }
      }
      if !stillPassing.isEmpty {
        return .refused(
          "\(scenario.name): \(stillPassing.joined(separator: ", ")) still meet the current "
            + "expectations, which \(referenceStage) no longer shows. If stage 1 changed by "
            + "mistake, fix it; if the feature changed on purpose, record again with force.")
      }
    }
    try new.write(to: file, atomically: true, encoding: .utf8)
    return .written
  }
}
