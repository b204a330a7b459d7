import Characterization
import Foundation
import HeadlessUIKit
import ScreenDriver

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The feature in a real terminal: keys become touches, the screen is redrawn from the transcript.
///
/// Type to search, ↑/↓ to choose a row (or a date picker), Enter to tap it, + and - to move a
/// chosen date by a day, Esc (or ←) to go back, Ctrl-U to clear the text, Ctrl-C or Ctrl-D to quit.
@MainActor
struct InteractivePlay {
  let stage: any Stage.Type
  let console: Console

  func run() async throws -> Int32 {
    let scene = Scene(stage: stage)
    try await ScenarioRunner.perform(.launch, in: scene)
    let terminal = RawTerminal()
    defer { terminal.restore() }
    var highlighted = 0
    var message = ""
    while true {
      draw(scene.transcript, highlighted: &highlighted, message: message)
      message = ""
      let key = terminal.readKey()
      do {
        switch key {
        case .quit:
          console.emit("\u{1B}[2J\u{1B}[H")
          _ = await scene.tearDown()
          return 0
        case .text(let text):
          if let picker = Self.datePicker(scene.transcript, highlighted: highlighted),
            let change = ["+": 1, "-": -1][text]
          {
            let day = picker.date.addingTimeInterval(Double(change) * 86_400)
            try scene.touch { try $0.pickDate(day, in: picker.label) }
          } else {
            try scene.touch { try $0.type(text) }
          }
        case .backspace: try scene.touch { try $0.deleteBackward() }
        case .clear: try scene.touch { try $0.clearText() }
        case .up: highlighted = max(0, highlighted - 1)
        case .down: highlighted += 1
        case .escape, .left: try scene.touch { try $0.tapBack() }
        case .enter:
          if let row = Self.rows(scene.transcript)[safe: highlighted], !row.hasPrefix("date \"") {
            try scene.touch { try $0.tapItem(labeled: row) }
            highlighted = 0
          }
        case .other: break
        }
      } catch {
        message = "\(error)"
      }
      await scene.drain()
    }
  }

  private func draw(_ transcript: String, highlighted: inout Int, message: String) {
    let rows = Self.rows(transcript)
    highlighted = min(highlighted, max(0, rows.count - 1))
    var rowIndex = 0
    var lines: [String] = []
    for line in transcript.split(separator: "\n") {
      if Self.isRow(line) {
        let marker = rowIndex == highlighted ? console.styled("▸", .cyan) : " "
        lines.append(line.hasPrefix("  ") ? " \(marker)\(line.dropFirst(1))" : "\(marker) \(line)")
        rowIndex += 1
      } else {
        lines.append(String(line))
      }
    }
    lines.append("")
    lines.append(
      console.styled(
        "type to search · ↑↓ choose · Enter tap · +/- change a date · Esc back · Ctrl-U clear · Ctrl-C quit",
        .dim))
    if !message.isEmpty { lines.append(console.styled(message, .yellow)) }
    console.emit("\u{1B}[2J\u{1B}[H" + lines.joined(separator: "\r\n") + "\r\n")
  }

  /// A line that can be chosen: a list row, or a date picker.
  static func isRow<S: StringProtocol>(_ line: S) -> Bool {
    (line.hasPrefix("  ") && !line.hasPrefix("  ↑") && !line.hasPrefix("  ↓")
      && !line.hasPrefix("  (background)")) || line.hasPrefix("date \"")
  }

  /// The date picker on the chosen line, if it is one: its label and date.
  static func datePicker(_ transcript: String, highlighted: Int) -> (label: String, date: Date)? {
    guard let line = rows(transcript)[safe: highlighted], line.hasPrefix("date \""),
      let close = line.dropFirst(6).firstIndex(of: "\"")
    else { return nil }
    let label = String(line.dropFirst(6)[..<close])
    guard let day = line.split(separator: " ").last, let date = ScenarioRunner.date(String(day))
    else { return nil }
    return (label, date)
  }

  static func rows(_ transcript: String) -> [String] {
    transcript.split(separator: "\n").filter(isRow).map {
      $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0)
    }
  }
}

/// A key, as play understands it.
private enum InteractivePlayKey: Equatable {
  case text(String)
  case backspace, up, down, enter, escape, left, clear, quit, other
}

/// Standard input in raw mode: keys arrive one by one, unechoed.
@MainActor
final class RawTerminal {
  private var original = termios()

  init() {
    tcgetattr(STDIN_FILENO, &original)
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
  }

  func restore() {
    var original = original
    tcsetattr(STDIN_FILENO, TCSANOW, &original)
  }

  fileprivate func readKey() -> InteractivePlayKey {
    guard let byte = readByte() else { return .quit }
    switch byte {
    case 3, 4: return .quit
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 21: return .clear
    case 27:
      // An escape sequence follows at once; a lone Escape does not.
      guard hasInput(), let next = readByte() else { return .escape }
      guard next == UInt8(ascii: "["), let code = readByte() else { return .other }
      switch code {
      case UInt8(ascii: "A"): return .up
      case UInt8(ascii: "B"): return .down
      case UInt8(ascii: "D"): return .left
      default: return .other
      }
    default:
      // A UTF-8 sequence: read its continuation bytes.
      var bytes = [byte]
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      while bytes.count < length, let more = readByte() { bytes.append(more) }
      return .text(String(decoding: bytes, as: UTF8.self))
    }
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  private func hasInput() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 30) > 0
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
