import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where the tool writes, and whether it may use colour.
///
/// Colour is used only when the output is a terminal, `NO_COLOR` is unset and `TERM` is not
/// `dumb`. Tests use a console that collects the text instead of printing it.
public final class Console: @unchecked Sendable {
  /// Whether escape sequences for colour may be written.
  public let usesColor: Bool
  /// Whether standard input is a terminal (interactive play).
  public let inputIsTerminal: Bool
  private let write: (String, Bool) -> Void

  /// The process's own standard output and error.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Console
  {
    let color = usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment)
    return Console(usesColor: color, inputIsTerminal: isatty(STDIN_FILENO) == 1) { text, isError in
      FileHandle(fileDescriptor: isError ? STDERR_FILENO : STDOUT_FILENO).write(Data(text.utf8))
    }
  }

  /// Whether to colour output: only on a terminal, never with `NO_COLOR` set and not empty
  /// (https://no-color.org), never on a `dumb` terminal.
  static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// A console that hands every write to a closure (`isError` for standard error).
  public init(
    usesColor: Bool, inputIsTerminal: Bool = false, write: @escaping (String, Bool) -> Void
  ) {
    self.usesColor = usesColor
    self.inputIsTerminal = inputIsTerminal
    self.write = write
  }

  /// Writes a line to standard output.
  public func print(_ text: String = "") {
    write(text + "\n", false)
  }

  /// Writes text to standard output without a line break.
  public func emit(_ text: String) {
    write(text, false)
  }

  /// Writes a line to standard error.
  public func error(_ text: String) {
    write(text + "\n", true)
  }

  /// Text in a colour, if colour is on.
  public func styled(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// The styles the tool uses.
  public enum Style: String, Sendable {
    case bold = "1"
    case dim = "2"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
  }
}
