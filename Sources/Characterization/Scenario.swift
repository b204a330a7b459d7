import Foundation
import Places

/// A characterization scenario: steps a person (or the world) takes, each optionally followed
/// by the screen expected after it. Read from a plain-text script, the same file for every stage.
///
/// ```
/// # Typing shows completions
/// # What the script checks, in a sentence or two.
///
/// > launch
/// > type "seo"
/// | screen 1 of 1: Where to?
/// | search: "seo"
/// ```
///
/// Lines starting with `#` are the title (the first) and the description; `>` starts a step;
/// `|` lines after a step are the screen expected after it (a step without them is not
/// checked). Quoted arguments take `\"`, `\\`, `\n`, `\t` and `\u{…}` escapes.
public struct Scenario: Sendable {
  /// The scenario's file name without extension, e.g. `04-typing-shows-completions`.
  public let name: String
  /// The first comment line.
  public let title: String
  /// The other comment lines at the top.
  public let description: String
  /// The steps in order.
  public var steps: [Step]

  /// One step and what it should show.
  public struct Step: Sendable {
    /// The action.
    public let action: Action
    /// The line of the script the step is on (1-based).
    public let line: Int
    /// The step as written, after the `>`.
    public let source: String
    /// The screen expected after the step, or `nil` if unchecked.
    public var expected: String?
  }

  /// Something a person or the world does.
  public enum Action: Sendable, Equatable {
    case launch
    case type(String)
    case paste(String)
    case deleteBackward(Int)
    case clear
    case tapItem(Int)
    case tapLabel(String)
    case scrollToEnd
    case back
    case pickDate(picker: String, date: String)
    case tapButton(String)
    case settle
    case advance(Int)
    case latency(World.Service, Int)
    case fail(World.Service, Int)
    /// Not a touch: renders how many requests each service received, to check "no new fetch".
    case requests
  }
}

/// A script that could not be read, with where and why.
public struct ScenarioSyntaxError: Error, CustomStringConvertible, Equatable {
  public let file: String
  public let line: Int
  public let message: String

  public var description: String { "\(file):\(line): \(message)" }
}

extension Scenario {
  /// The step syntax, for error messages and `--help`.
  public static let grammar = """
    launch | type "text" | paste "text" | delete [N] | clear | tap #N | tap "label"
    scroll to end | back | pick "Check-in" 2026-12-24 | button "Title"
    settle | advance N | latency <service> N | fail <service> [N] | requests
    services: \(World.Service.allCases.map(\.rawValue).joined(separator: ", "))
    """

  /// Reads a script.
  public init(name: String, text: String) throws {
    self.name = name
    var title = ""
    var description: [String] = []
    var steps: [Step] = []
    var expected: [String] = []
    func flush() {
      guard !expected.isEmpty, !steps.isEmpty else { return }
      steps[steps.count - 1].expected = expected.joined(separator: "\n") + "\n"
      expected = []
    }
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = String(rawLine)
      let number = index + 1
      if line.hasPrefix("|") {
        guard !steps.isEmpty else {
          throw ScenarioSyntaxError(
            file: name, line: number, message: "a screen (|) before any step (>)")
        }
        expected.append(line.hasPrefix("| ") ? String(line.dropFirst(2)) : String(line.dropFirst()))
      } else if line.hasPrefix(">") {
        flush()
        let source = line.dropFirst().trimmingCharacters(in: .whitespaces)
        do {
          steps.append(Step(action: try Self.parse(source), line: number, source: source))
        } catch let message as StepSyntax {
          throw ScenarioSyntaxError(file: name, line: number, message: message.text)
        }
      } else if line.hasPrefix("#") {
        let comment = line.dropFirst().trimmingCharacters(in: .whitespaces)
        if steps.isEmpty {
          if title.isEmpty { title = comment } else { description.append(comment) }
        }
      } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ScenarioSyntaxError(
          file: name, line: number,
          message: "expected a step (> …), a screen line (| …) or a comment (# …)")
      }
    }
    flush()
    self.title = title
    self.description = description.joined(separator: " ")
    self.steps = steps
  }

  /// The script text, with the given screens in place of the expected ones.
  public func text(replacingExpected screens: [Int: String]) -> String {
    var lines = ["# \(title)"]
    if !description.isEmpty { lines.append("# \(description)") }
    for (index, step) in steps.enumerated() {
      lines.append("")
      lines.append("> \(step.source)")
      if let screen = screens[index] ?? step.expected {
        lines += screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          .map { $0.isEmpty ? "|" : "| \($0)" }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Steps

  private struct StepSyntax: Error {
    let text: String
  }

  private static func parse(_ source: String) throws -> Action {
    var words = try tokens(source)
    guard !words.isEmpty else { throw StepSyntax(text: "an empty step; steps are:\n\(grammar)") }
    let verb = words.removeFirst()
    func quoted() throws -> String {
      guard words.count == 1 else { throw StepSyntax(text: "`\(verb)` takes one quoted argument") }
      return words[0]
    }
    func number(_ text: String?, default fallback: Int? = nil) throws -> Int {
      if text == nil, let fallback { return fallback }
      guard let text, let value = Int(text), value >= 0 else {
        throw StepSyntax(
          text: "`\(verb)` takes a whole number, got \(text.map { "`\($0)`" } ?? "nothing")")
      }
      return value
    }
    func service(_ text: String?) throws -> World.Service {
      guard let text, let service = World.Service(rawValue: text) else {
        throw StepSyntax(
          text: "unknown service \(text.map { "`\($0)`" } ?? "(none)"); services: "
            + World.Service.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return service
    }
    switch verb {
    case "launch": return .launch
    case "type": return .type(try quoted())
    case "paste": return .paste(try quoted())
    case "delete": return .deleteBackward(try number(words.first, default: 1))
    case "clear": return .clear
    case "tap":
      let argument = try quoted()
      if argument.hasPrefix("#") { return .tapItem(try number(String(argument.dropFirst()))) }
      return .tapLabel(argument)
    case "scroll":
      guard words == ["to", "end"] else { throw StepSyntax(text: "did you mean `scroll to end`?") }
      return .scrollToEnd
    case "back": return .back
    case "pick":
      guard words.count == 2 else { throw StepSyntax(text: "write `pick \"Check-in\" 2026-12-24`") }
      return .pickDate(picker: words[0], date: words[1])
    case "button": return .tapButton(try quoted())
    case "settle": return .settle
    case "advance": return .advance(try number(words.first))
    case "latency": return .latency(try service(words.first), try number(words.dropFirst().first))
    case "fail":
      return .fail(try service(words.first), try number(words.dropFirst().first, default: 1))
    case "requests": return .requests
    default:
      throw StepSyntax(text: "unknown step `\(verb)`; steps are:\n\(grammar)")
    }
  }

  // Splits a step into words; a quoted word may hold spaces and escapes.
  private static func tokens(_ source: String) throws -> [String] {
    var words: [String] = []
    var scalars = source.unicodeScalars.makeIterator()
    var word = ""
    var inWord = false
    while let scalar = scalars.next() {
      if scalar == "\"" {
        words.append(try quotedWord(&scalars))
        continue
      }
      if scalar == " " || scalar == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.unicodeScalars.append(scalar)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  private static func quotedWord(_ scalars: inout String.UnicodeScalarView.Iterator) throws
    -> String
  {
    var word = ""
    while let scalar = scalars.next() {
      switch scalar {
      case "\"":
        return word
      case "\\":
        switch scalars.next() {
        case "n": word += "\n"
        case "t": word += "\t"
        case "\"": word += "\""
        case "\\": word += "\\"
        case "u":
          guard scalars.next() == "{" else { throw StepSyntax(text: "write \\u{1F600}") }
          var hex = ""
          while let digit = scalars.next(), digit != "}" { hex.unicodeScalars.append(digit) }
          guard let value = UInt32(hex, radix: 16), let escaped = Unicode.Scalar(value) else {
            throw StepSyntax(text: "\\u{\(hex)} is not a Unicode scalar")
          }
          word.unicodeScalars.append(escaped)
        default:
          throw StepSyntax(text: "unknown escape; use \\\", \\\\, \\n, \\t or \\u{…}")
        }
      default:
        word.unicodeScalars.append(scalar)
      }
    }
    throw StepSyntax(text: "a quote is not closed")
  }
}
