import Characterization
import Foundation
import ScreenDriver
import StageKit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The feature in a real terminal: keys become touches, the screen is redrawn from the transcript.
///
/// Type to search, ↑/↓ to choose a row, Enter to tap it, Esc (or ←) to go back, Ctrl-U to clear
/// the text, Ctrl-C or Ctrl-D to quit.
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
        case .text(let text): try scene.touch { try $0.type(text) }
        case .backspace: try scene.touch { try $0.deleteBackward() }
        case .clear: try scene.touch { try $0.clearText() }
        case .up: highlighted = max(0, highlighted - 1)
        case .down: highlighted += 1
        case .escape, .left: try scene.touch { try $0.tapBack() }
        case .enter:
          if let row = Self.rows(scene.transcript)[safe: highlighted] {
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
        lines.append(" \(marker)\(line.dropFirst(1))")
        rowIndex += 1
      } else {
        lines.append(String(line))
      }
    }
    lines.append("")
    lines.append(
      console.styled(
        "type to search · ↑↓ choose · Enter tap · Esc back · Ctrl-U clear · Ctrl-C quit", .dim))
    if !message.isEmpty { lines.append(console.styled(message, .yellow)) }
    console.emit("\u{1B}[2J\u{1B}[H" + lines.joined(separator: "\r\n") + "\r\n")
  }

  static func isRow<S: StringProtocol>(_ line: S) -> Bool {
    line.hasPrefix("  ") && !line.hasPrefix("  ↑") && !line.hasPrefix("  ↓")
      && !line.hasPrefix("  (background)")
  }

  static func rows(_ transcript: String) -> [String] {
    transcript.split(separator: "\n").filter(isRow).map { String($0.dropFirst(2)) }
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
