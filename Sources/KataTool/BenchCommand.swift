import Characterization
import Foundation
import StageKit
import StageRegistry

/// `kata bench`: the place search on the whole data set, and one keystroke per stage.
@MainActor
enum BenchCommand {
  static let command = Kata.Command(
    name: "bench",
    summary: "measure search and the cost of one keystroke per stage (use -c release)",
    usage: "swift run -c release kata bench", flags: [], options: []
  ) { _, context in
    let console = context.console
    #if DEBUG
      console.print("note: a debug build; for real figures: swift run -c release kata bench\n")
    #endif
    console.print(Benchmark.run())
    console.print("")
    console.print(try await keystrokes())
    return 0
  }

  /// The cost of one keystroke end to end (type a character, the answer arrives, the screen is
  /// rendered), per stage, and each stage's ratio to stage 1.
  static func keystrokes() async throws -> String {
    let typed = Array("springfield")
    let rounds = 20
    var table = TextTable(headers: ["stage", "µs per keystroke", "ratio to stage1"])
    var baseline: Double?
    for stage in StageRegistry.stages {
      let scene = Scene(stage: stage)
      try await ScenarioRunner.perform(.launch, in: scene)
      await scene.settle()
      let clock = ContinuousClock()
      var samples: [Duration] = []
      for _ in 0..<rounds {
        for character in typed {
          let start = clock.now
          try scene.touch { try $0.type(String(character)) }
          await scene.world.drain()
          _ = scene.transcript
          samples.append(clock.now - start)
        }
        try scene.touch { try $0.clearText() }
        await scene.drain()
      }
      _ = await scene.tearDown()
      samples.sort()
      let median =
        Double(samples[samples.count / 2].components.attoseconds) / 1e12
        + Double(samples[samples.count / 2].components.seconds) * 1e6
      baseline = baseline ?? median
      table.rows.append([
        stage.identifier, String(format: "%.1f", median),
        String(format: "%.2f×", median / (baseline ?? median)),
      ])
    }
    return "One keystroke, end to end (median of \(rounds * typed.count)):\n" + table.render()
  }
}
