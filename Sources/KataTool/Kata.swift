import Characterization
import Foundation
import HeadlessUIKit
import StageRegistry

/// The `kata` tool: what a learner or a facilitator types.
///
/// Every command returns an exit status scripts can trust: 0 done, 1 the job failed (a scenario
/// or goal did not hold, a file could not be written), 2 the command was used wrongly.
@MainActor
public enum Kata {
  /// What the commands need from the outside world; tests pass their own.
  public struct Context {
    /// Where output goes.
    public var console: Console
    /// The package's root folder.
    public var root: URL
    /// The current time, for backup folder names (never read by tests' logic).
    public var now: () -> Date
    /// Standard input, line by line, for `play` when it is not a terminal.
    public var readLine: () -> String?
    /// Runs the learner's test target in a package, for the exercises that ask for tests;
    /// tests pass their own, so the tool's tests never run the live workspace's.
    var runWorkspaceTests: @MainActor (URL) async -> WorkspaceTestRun = WorkspaceTestRun.run

    public init(
      console: Console, root: URL, now: @escaping () -> Date = Date.init,
      readLine: @escaping () -> String? = { Swift.readLine(strippingNewline: true) }
    ) {
      self.console = console
      self.root = root
      self.now = now
      self.readLine = readLine
    }
  }

  /// A command: its name, a one-line summary, its usage, and what it does.
  struct Command {
    let name: String
    let summary: String
    let usage: String
    let flags: Set<String>
    let options: Set<String>
    /// More than the usage line: defaults, keys, syntax. Printed by `kata help <command>`.
    var details = ""
    let run: @MainActor (CommandLineArguments, Context) async throws -> Int32
  }

  static let commands: [Command] = [
    OverviewCommand.command, CheckCommand.command, DiffCommand.command,
    WorkspaceCommands.start, WorkspaceCommands.reset, WorkspaceCommands.restore,
    PlayCommand.command, StatsCommand.command, GraphCommand.command, BenchCommand.command,
    MutantsCommand.command,
  ]

  /// How a person runs the tool from the package's folder: every next step the tool suggests
  /// starts with it, so it can be copied and pasted as printed.
  static let invocation = "swift run kata"

  /// The tool's version, for `kata --version`.
  public static let version = "1.1.0"

  /// `kata help`'s own entry, listed with the commands.
  private static let helpSummary = "what each command does, or one command's arguments"
  private static let helpUsage = "kata help [command]"

  /// Runs the tool with the words after `kata`; returns the exit status.
  public static func run(_ words: [String], context: Context) async -> Int32 {
    let console = context.console
    var words = words
    if words == ["--version"] || words == ["-V"] {
      console.print("kata \(version) (Dismantle)")
      return 0
    }
    let name = words.isEmpty || words[0].hasPrefix("-") ? "overview" : words.removeFirst()
    if name == "help" || words == ["--help"] || words == ["-h"] {
      // `kata help --help` asks about help itself.
      let topic =
        name == "help"
        ? words.first.map { $0.hasPrefix("-") ? "help" : $0 } : (name == "overview" ? nil : name)
      return help(topic, console: console)
    }
    guard let command = commands.first(where: { $0.name == name }) else {
      console.error("kata: unknown command '\(name)'.")
      console.error("Valid commands: \(commands.map(\.name).joined(separator: ", ")), help.")
      console.error("Type '\(invocation) help' for what each does.")
      return 2
    }
    do {
      let arguments = try CommandLineArguments(
        words, flags: command.flags.union(["help"]), options: command.options)
      if arguments.flags.contains("help") { return help(command.name, console: console) }
      return try await command.run(arguments, context)
    } catch let error as UsageError {
      console.error("kata \(command.name): \(error)")
      console.error("Usage: \(command.usage)")
      return 2
    } catch let error as KataError {
      console.error("kata \(command.name): \(error)")
      return 1
    } catch {
      console.error("kata \(command.name): \(error)")
      return 1
    }
  }

  static func help(_ topic: String?, console: Console) -> Int32 {
    if topic == "help" {
      console.print("\(helpSummary)\n\nUsage: \(helpUsage)")
      return 0
    }
    if let topic {
      guard let command = commands.first(where: { $0.name == topic }) else {
        console.error(
          "kata help: no command '\(topic)'. Commands: \(commands.map(\.name).joined(separator: ", ")), help."
        )
        return 2
      }
      console.print(
        "\(command.summary)\n\nUsage: \(command.usage)"
          + (command.details.isEmpty ? "" : "\n\n\(command.details)"))
      return 0
    }
    var table = TextTable(headers: ["command", "what it does"])
    table.rows = commands.map { [$0.name == "overview" ? "(none)" : $0.name, $0.summary] }
    table.rows.append(["help", helpSummary])
    console.print(
      """
      kata — take a Massive View Controller apart, one tested step at a time.

      Usage: kata [command] [arguments]

      \(table.render())

      '\(invocation) help <command>' or '\(invocation) <command> --help' for a command's arguments;
      '\(invocation) --version' for the version.
      """)
    return 0
  }

  /// A stage or the workspace, by identifier (`stage1`…, `workspace`; `1` means `stage1`).
  static func stage(_ text: String) throws(UsageError) -> any Stage.Type {
    let identifier = Int(text).map { "stage\($0)" } ?? text
    guard let stage = StageRegistry.stage(identifier) else {
      throw UsageError(
        "unknown stage '\(text)'; valid: \(StageRegistry.allIdentifiers.joined(separator: ", "))")
    }
    return stage
  }

  /// The folder of a stage's (or the workspace's) source files, relative to the root.
  static func folder(of stage: any Stage.Type) -> String {
    let module = String(String(reflecting: stage).prefix { $0 != "." })
    return stage.identifier == "workspace" ? "Katas/Workspace" : "Solutions/\(module)"
  }
}
