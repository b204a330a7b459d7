import StageKit
import Testing

@testable import Stage4DependencyContainer

@Suite("Stage4DependencyContainer")
@MainActor
struct StageIdentityTests {
  @Test("the stage names itself for the registry")
  func identity() {
    #expect(LocationSearchStage.identifier.hasPrefix("stage"))
    #expect(!LocationSearchStage.title.isEmpty)
  }
}
