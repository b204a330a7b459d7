import Characterization
import Expectations
import HeadlessUIKit
import StageRegistry
import Testing

/// Each stage keeps the structure that makes it that stage, observed from its running objects.
// One case at a time, for the reason the scenarios give (ScenarioTests).
@Suite("Shapes", .serialized)
@MainActor
struct ShapeTests {
  @Test(
    "every stage and branch states its shape, and keeps it",
    arguments: StageRegistry.moduleIdentifiers)
  func shape(stageIdentifier: String) async throws {
    let stage = try #require(StageRegistry.stage(stageIdentifier))
    let rules = try #require(
      StageShapes.rules[stageIdentifier], "\(stageIdentifier) states no shape in StageShapes")
    #expect(!rules.isEmpty)
    let observations = try await ShapeProbe.observe(stage)
    expectEqual(
      observations.map(\.mode), ["recommendations", "completions", "detail list", "date screen"])
    for rule in rules {
      if let broken = rule.check(observations) {
        Issue.record("\(stageIdentifier) breaks its shape: \(rule.statement)\n\(broken)")
      }
    }
  }

  @Test(
    "each of a branch's shape rules fails on the module it branches from",
    arguments: StageRegistry.branchIdentifiers)
  func branchShapeIsNew(branchIdentifier: String) async throws {
    let from = try #require(StageRegistry.branchesFrom[branchIdentifier])
    let stage = try #require(StageRegistry.stage(from))
    let rules = try #require(StageShapes.rules[branchIdentifier])
    #expect(rules.count >= 3, "\(branchIdentifier) states \(rules.count) rules; at least 3")
    let observations = try await ShapeProbe.observe(stage)
    for rule in rules where rule.check(observations) == nil {
      Issue.record("\(branchIdentifier)'s rule already holds on \(from): \(rule.statement)")
    }
  }
}

/// The registry's lists agree, so a branch added in one place is added in all.
@Suite("Registry")
@MainActor
struct RegistryTests {
  @Test("each branch is listed once, with an identifier and the module it branches from")
  func branchesAreRegistered() {
    // (A key path on an existential metatype crashes the Swift 6.3 compiler: closures instead.)
    let branches = StageRegistry.branches.map { $0.identifier }
    let stages = StageRegistry.stages.map { $0.identifier }
    expectEqual(branches, StageRegistry.branchIdentifiers)
    expectEqual(stages, StageRegistry.identifiers)
    expectEqual(Set(StageRegistry.branchesFrom.keys), Set(StageRegistry.branchIdentifiers))
    for (branch, from) in StageRegistry.branchesFrom {
      #expect(
        StageRegistry.moduleIdentifiers.contains(from) && from != branch,
        "\(branch) branches from '\(from)', which is not another module")
    }
    expectEqual(Set(StageRegistry.allIdentifiers).count, StageRegistry.allIdentifiers.count)
  }
}
