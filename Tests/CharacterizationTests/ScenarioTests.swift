import Characterization
import Foundation
import HeadlessUIKit
import StageRegistry
import Testing

/// The characterization suite: every scenario script, against every stage in the registry.
///
/// It acts only through touches and observes only through the screen transcript, so it holds
/// any stage to the behaviour stage 1 recorded. A failure names the stage, the scenario, the
/// step and shows the screen diff.
// One case at a time: every case runs on the main actor anyway, and cases side by side keep
// each other's drains going (a drain waits for a quiet main queue, which other scenes' hops
// interrupt). Measured over `swift test`: 2.8 million drain round trips with the cases of this
// suite, Bad input and Shapes side by side, 150 thousand one at a time.
@Suite("Scenarios", .serialized)
@MainActor
struct ScenarioTests {
  nonisolated static let scenarioNames = (try? ScenarioLibrary.names()) ?? []

  @Test("the scenario folder holds the scenarios, each readable and checking screens")
  func scenariosExist() throws {
    #expect(Self.scenarioNames.count >= 20)
    for name in Self.scenarioNames {
      let scenario = try ScenarioLibrary.load(name)
      #expect(!scenario.title.isEmpty, "\(name) has no title")
      #expect(scenario.steps.contains { $0.expected != nil }, "\(name) checks no screen")
      #expect(
        scenario.steps.first?.action == .launch || scenario.steps.contains { $0.action == .launch })
    }
  }

  @Test(
    "each scenario behaves as recorded, and leaves nothing alive",
    arguments: StageRegistry.allIdentifiers, scenarioNames)
  func scenario(stageIdentifier: String, name: String) async throws {
    let stage = try #require(StageRegistry.stage(stageIdentifier))
    let scenario = try Self.loaded(name)
    let result = await ScenarioRunner.run(scenario, on: stage)
    if let failure = result.failure {
      Issue.record(Comment(rawValue: failure.description))
    }
    #expect(
      result.leaks.isEmpty,
      "\(stageIdentifier) · \(name) leaked: \(result.leaks.joined(separator: ", "))")
  }

  /// Each scenario read and parsed once, for all the modules that run it.
  private static var scenarios: [String: Scenario] = [:]

  private static func loaded(_ name: String) throws -> Scenario {
    if let known = scenarios[name] { return known }
    let scenario = try ScenarioLibrary.load(name)
    scenarios[name] = scenario
    return scenario
  }
}
