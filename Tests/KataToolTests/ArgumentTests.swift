import Expectations
import Testing

@testable import KataTool

/// The hand-written argument parser.
@Suite("Arguments")
struct ArgumentTests {
  @Test("positional words, flags, options with a space or an equals sign, and -- ending options")
  func parses() throws {
    let arguments = try CommandLineArguments(
      ["stage1", "--stat", "--exercise", "3", "--mode=detail", "--", "--literal"],
      flags: ["stat"], options: ["exercise", "mode"])
    expectEqual(arguments.positional, ["stage1", "--literal"])
    expectEqual(arguments.flags, ["stat"])
    expectEqual(arguments.options, ["exercise": "3", "mode": "detail"])
  }

  @Test("an unknown option is refused with the valid ones")
  func unknownOption() {
    #expect(throws: UsageError("unknown option '--colour'; valid: --exercise, --stat")) {
      try CommandLineArguments(["--colour"], flags: ["stat"], options: ["exercise"])
    }
    #expect(throws: UsageError("unknown option '-x'; this command takes none")) {
      try CommandLineArguments(["-x"], flags: [], options: [])
    }
  }

  @Test("an option without its value is refused")
  func missingValue() {
    #expect(throws: UsageError("--exercise needs a value")) {
      try CommandLineArguments(["--exercise"], flags: [], options: ["exercise"])
    }
  }

  @Test("a flag given a value is not a flag")
  func flagWithValue() {
    #expect(throws: UsageError.self) {
      try CommandLineArguments(["--stat=yes"], flags: ["stat"], options: [])
    }
  }
}

/// Colour only where a person reads it, and never against their wish.
@Suite("Colour")
struct ColourTests {
  @Test("colour only on a terminal, never with NO_COLOR set, never on a dumb terminal")
  func colour() {
    #expect(Console.usesColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
    #expect(!Console.usesColor(isTerminal: false, environment: [:]))
    #expect(!Console.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(Console.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!Console.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
  }

  @Test("styled text carries escape codes only when colour is on")
  func styled() {
    let plain = Console(usesColor: false) { _, _ in }
    let colour = Console(usesColor: true) { _, _ in }
    expectEqual(plain.styled("✓", .green), "✓")
    expectEqual(colour.styled("✓", .green), "\u{1B}[32m✓\u{1B}[0m")
  }
}
