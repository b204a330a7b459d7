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
    #expect(arguments.positional == ["stage1", "--literal"])
    #expect(arguments.flags == ["stat"])
    #expect(arguments.options == ["exercise": "3", "mode": "detail"])
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
