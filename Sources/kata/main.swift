import Characterization
import Foundation
import KataTool

// The kata tool's entry point: everything it does lives in KataTool, where tests can run it.
let context = Kata.Context(console: .standard(), root: ScenarioLibrary.packageRoot)
let status = await Kata.run(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status)
