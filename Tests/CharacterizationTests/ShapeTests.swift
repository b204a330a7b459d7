import Characterization
import HeadlessUIKit
import StageRegistry
import Testing

/// Each stage keeps the structure that makes it that stage, observed from its running objects.
@Suite("Shapes")
@MainActor
struct ShapeTests {
  @Test("every stage states its shape, and keeps it", arguments: StageRegistry.identifiers)
  func shape(stageIdentifier: String) async throws {
    let stage = try #require(StageRegistry.stage(stageIdentifier))
    let rules = try #require(
      StageShapes.rules[stageIdentifier], "\(stageIdentifier) states no shape in StageShapes")
    #expect(!rules.isEmpty)
    let observations = try await ShapeProbe.observe(stage)
    #expect(
      observations.map(\.mode) == ["recommendations", "completions", "detail list", "date screen"])
    for rule in rules {
      if let broken = rule.check(observations) {
        Issue.record("\(stageIdentifier) breaks its shape: \(rule.statement)\n\(broken)")
      }
    }
  }
}
