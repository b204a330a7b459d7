import Characterization
import Foundation
import HeadlessUIKit
import StageRegistry

/// `kata bench`: the place search on the whole data set, Auto Layout on a form, and one
/// keystroke per stage.
@MainActor
enum BenchCommand {
  static let command = Kata.Command(
    name: "bench",
    summary: "measure search, Auto Layout and one keystroke per module (use -c release)",
    usage: "swift run -c release kata bench", flags: [], options: []
  ) { _, context in
    let console = context.console
    #if DEBUG
      console.print("note: a debug build; for real figures: swift run -c release kata bench\n")
    #endif
    console.print(Benchmark.run())
    console.print("")
    console.print(LayoutBenchmark.run())
    console.print("")
    console.print(try await keystrokes())
    return 0
  }

  /// The cost of one keystroke end to end (type a character, the answer arrives, the screen is
  /// rendered), per module, and each module's ratio to stage 1. The harness's own share (letting
  /// the main queue go quiet and rendering, with nothing typed) is measured too, so the ratios
  /// can be read against it.
  ///
  /// The modules take turns, one keystroke each, rather than one after the other: whatever
  /// slows the machine for a while (another process, the processor's clock) then falls on every
  /// module alike, and the ratios hold from run to run where the absolute figures do not.
  static func keystrokes() async throws -> String {
    let typed = Array("springfield")
    let rounds = 20
    var scenes: [Scene] = []
    for stage in StageRegistry.modules {
      let scene = Scene(stage: stage)
      try await ScenarioRunner.perform(.launch, in: scene)
      await scene.settle()
      scenes.append(scene)
    }
    var samples = Array(repeating: [Duration](), count: scenes.count)
    var idle = Array(repeating: [Duration](), count: scenes.count)
    for _ in 0..<rounds {
      for character in typed {
        for (index, scene) in scenes.enumerated() {
          samples[index].append(
            try await measure {
              try scene.touch { try $0.type(String(character)) }
              await scene.world.drain()
              _ = scene.transcript
            })
          idle[index].append(
            await measure {
              await scene.world.drain()
              _ = scene.transcript
            })
        }
      }
      for scene in scenes {
        try scene.touch { try $0.clearText() }
        await scene.drain()
      }
    }
    var table = TextTable(headers: [
      "module", "keystroke µs", "harness idle µs", "module's share µs", "share ratio to stage1",
    ])
    var baseline: Double?
    for (index, scene) in scenes.enumerated() {
      _ = await scene.tearDown()
      let keystroke = microseconds(median(samples[index]))
      let harness = microseconds(median(idle[index]))
      let share = max(0, keystroke - harness)
      baseline = baseline ?? share
      table.rows.append([
        scene.stage.identifier, String(format: "%.1f", keystroke), String(format: "%.1f", harness),
        String(format: "%.1f", share), String(format: "%.2f×", share / max(baseline ?? share, 1)),
      ])
    }
    return
      "One keystroke, end to end (medians of \(rounds * typed.count), the modules taking turns; a "
      + "module's share is the keystroke minus the harness idling):\n" + table.render()
  }

  private static func measure(_ body: () async throws -> Void) async rethrows -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    try await body()
    return clock.now - start
  }

  private static func median(_ samples: [Duration]) -> Duration {
    samples.sorted()[samples.count / 2]
  }

  private static func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  }
}
