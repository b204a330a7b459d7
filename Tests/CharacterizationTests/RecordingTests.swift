import Characterization
import Foundation
import HeadlessUIKit
import StageRegistry
import Testing

/// Records expected screens, only when asked: `DISMANTLE_RECORD=1 swift test --filter Recording`.
///
/// Recording runs stage 1 only and refuses to overwrite an expectation another stage still
/// meets (`DISMANTLE_RECORD=force` overrides that check). Without the variable it does nothing
/// but say how to ask.
@Suite("Recording")
@MainActor
struct RecordingTests {
  @Test("recording is off unless asked for, and writes from stage 1 only")
  func recordIfAsked() async throws {
    let mode = ProcessInfo.processInfo.environment["DISMANTLE_RECORD"] ?? ""
    let reference = try #require(StageRegistry.stage(ScenarioRecorder.referenceStage))
    guard !mode.isEmpty else {
      // Not asked: prove the guard holds instead, by asking a later stage to record.
      if let later = StageRegistry.modules.first(where: { $0.identifier != reference.identifier }) {
        let scenario = try ScenarioLibrary.load(try #require(ScenarioLibrary.names().first))
        let outcome = try await ScenarioRecorder.record(scenario, reference: later, others: [])
        guard case .refused(let message) = outcome else {
          Issue.record("a stage other than stage 1 was allowed to record")
          return
        }
        #expect(message.contains("stage1 only"))
      }
      return
    }
    let only = ProcessInfo.processInfo.environment["DISMANTLE_RECORD_ONLY"]
    for name in try ScenarioLibrary.names() where only == nil || name.contains(only!) {
      let scenario = try ScenarioLibrary.load(name)
      let outcome = try await ScenarioRecorder.record(
        scenario, reference: reference, others: StageRegistry.modules, force: mode == "force")
      print("record \(name): \(outcome)")
      if case .refused(let why) = outcome { Issue.record(Comment(rawValue: why)) }
    }
  }
}
