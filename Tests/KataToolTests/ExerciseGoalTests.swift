import Characterization
import StageRegistry
import Testing

@testable import KataTool

/// The exercises' goals mean something: each holds on the reference stage an exercise leads to,
/// and fails on the stage it starts from.
@Suite("Exercise goals")
@MainActor
struct ExerciseGoalTests {
  @Test("each exercise's goals hold on its reference stage and fail on its starting stage")
  func goalsSeparateStartFromReference() async throws {
    var observations: [String: [ShapeObservation]] = [:]
    for stage in StageRegistry.stages {
      observations[stage.identifier] = try await ShapeProbe.observe(stage)
    }
    for exercise in Exercise.all {
      let reference = try #require(observations[exercise.referenceStage])
      let start = try #require(observations[exercise.startingStage])
      for goal in exercise.goals {
        let broken = goal.check(reference)
        #expect(
          broken == nil,
          "exercise \(exercise.number) on \(exercise.referenceStage): \(goal.statement)\n\(broken ?? "")"
        )
      }
      #expect(
        exercise.goals.contains { $0.check(start) != nil },
        "exercise \(exercise.number): every goal already holds on its starting stage \(exercise.startingStage)"
      )
    }
  }
}
