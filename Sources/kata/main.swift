import Foundation

// The kata tool: the front door of the kit. More commands arrive with the exercises.
let arguments = Array(CommandLine.arguments.dropFirst())

let usage = """
  Dismantle — take a Massive View Controller apart, one tested step at a time.

  Usage: kata [command]

  Commands:
    bench     measure the place search on the whole data set (use a release build:
              swift run -c release kata bench)
    help      show this help

  Run the characterization suite against every stage:  swift test
  """

switch arguments.first {
case nil, "help", "-h", "--help":
  print(usage)
case "bench":
  #if DEBUG
    print("note: this is a debug build; for real figures run: swift run -c release kata bench\n")
  #endif
  print(Benchmark.run())
default:
  FileHandle.standardError.write(
    Data("kata: unknown command '\(arguments[0])'. Valid commands: bench, help.\n".utf8))
  exit(2)
}
