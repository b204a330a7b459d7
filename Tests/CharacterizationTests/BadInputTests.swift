import Characterization
import Expectations
import HeadlessUIKit
import StageRegistry
import Testing

/// Random edits of the search text never crash a stage, and once the world settles the screen
/// shows what the latest text alone would show.
// One case at a time, for the reason the scenarios give (ScenarioTests).
@Suite("Bad input", .serialized)
@MainActor
struct BadInputTests {
  static let edits = 2_000
  static let checkpoints = 4

  @Test(
    "2,000 seeded random edits, then the screen reflects the latest text",
    arguments: StageRegistry.allIdentifiers)
  func randomEdits(stageIdentifier: String) async throws {
    let stage = try #require(StageRegistry.stage(stageIdentifier))
    var random = SplitMix64(seed: 0x5EED_D15A_471E)
    let scene = Scene(stage: stage)
    try await ScenarioRunner.perform(.launch, in: scene)
    var text = ""
    for edit in 1...Self.edits {
      let action = RandomEdit.next(after: text, using: &random)
      text = action.text
      try scene.touch(action.touch)
      // Mostly rapid edits; now and then the main queue gets a turn, as between keystrokes.
      // The census of objects waits for the checkpoints: the scenarios take one at every turn.
      if random.next() % 4 == 0 { await scene.drain(takingCensus: false) }
      if edit % (Self.edits / Self.checkpoints) == 0 {
        await scene.settle()
        let expected = try await Self.screen(of: stage, showing: text)
        expectEqual(scene.transcript, expected, "after edit \(edit) of \(stageIdentifier)")
      }
    }
    let leaks = await scene.tearDown()
    #expect(leaks.isEmpty, "leaked: \(leaks)")
  }

  // The oracle: a fresh scene where the same text is pasted at once.
  private static func screen(of stage: any Stage.Type, showing text: String) async throws -> String
  {
    let scene = Scene(stage: stage)
    try await ScenarioRunner.perform(.launch, in: scene)
    if !text.isEmpty { try await ScenarioRunner.perform(.paste(text), in: scene) }
    await scene.settle()
    let transcript = scene.transcript
    _ = await scene.tearDown()
    return transcript
  }
}
