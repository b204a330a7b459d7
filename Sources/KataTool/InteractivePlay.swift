import Characterization
import Foundation
import HeadlessUIKit
import ScreenDriver

/// The feature in a real terminal: keys become touches, the screen is redrawn from the transcript.
///
/// The chosen row is a position in the whole list, not only on screen: moving it past the rows
/// on screen drags the list, as a person's finger would, so reaching the last row loads the
/// next page as it does in the app.
@MainActor
struct InteractivePlay {
  let stage: any Stage.Type
  let console: Console

  /// Every key play understands, and what it does; `kata help play` prints them.
  static let keys: [(keys: String, action: String)] = [
    ("letters, digits, space", "type into the search bar"),
    ("Backspace", "delete the last character"),
    ("Ctrl-U", "clear the search text"),
    ("↑ ↓", "choose the row above or below; past the rows on screen, the list scrolls"),
    ("PgUp PgDn", "move up or down by as many rows as are on screen"),
    ("Home End", "the first or the last row of the whole list; reaching the last loads a page"),
    ("Enter", "tap the chosen row"),
    ("+ -", "on a chosen date, move it a day later or earlier (elsewhere, they are typed)"),
    ("Esc ←", "go back"),
    ("Ctrl-C Ctrl-D", "quit"),
  ]

  /// Plays on the process's terminal, in raw mode, until Ctrl-C, Ctrl-D or the end of input.
  func run() async throws -> Int32 {
    let terminal = RawTerminal()
    defer { terminal.restore() }
    return try await run(readKey: terminal.readKey)
  }

  /// Plays with keys from `readKey` until it gives `.quit` or nil, drawing the screen before
  /// each key.
  func run(readKey: () -> TerminalKey?) async throws -> Int32 {
    let scene = Scene(stage: stage)
    try await ScenarioRunner.perform(.launch, in: scene)
    var position = 0
    var message = ""
    while true {
      let transcript = scene.transcript
      let screen = PlayScreen(transcript)
      position = screen.nearestVisible(position)
      draw(transcript, screen: screen, position: position, message: message)
      message = ""
      guard let key = readKey(), key != .quit else { break }
      do {
        position = try press(key, on: screen, at: position, in: scene)
      } catch {
        message = "\(error)"
      }
      await scene.drain()
    }
    console.emit("\u{1B}[2J\u{1B}[H")
    _ = await scene.tearDown()
    return 0
  }

  // Makes the touch a key stands for; returns the chosen position after it.
  private func press(_ key: TerminalKey, on screen: PlayScreen, at position: Int, in scene: Scene)
    throws -> Int
  {
    if let target = screen.position(after: key, from: position) {
      if screen.isList, screen.count > 0 { try scene.touch { try $0.scrollToItem(at: target) } }
      return target
    }
    switch key {
    case .text(let text):
      if let picker = screen.datePicker(at: position), let change = ["+": 1, "-": -1][text] {
        let day = picker.date.addingTimeInterval(Double(change) * 86_400)
        try scene.touch { try $0.pickDate(day, in: picker.label) }
        return position
      }
      try scene.touch { try $0.type(text) }
    case .backspace: try scene.touch { try $0.deleteBackward() }
    case .clear: try scene.touch { try $0.clearText() }
    case .escape, .left: try scene.touch { try $0.tapBack() }
    case .enter:
      guard screen.isList, screen.row(at: position) != nil else { return position }
      try scene.touch { try $0.tapItem(at: position) }
    default: return position
    }
    return 0
  }

  private func draw(_ transcript: String, screen: PlayScreen, position: Int, message: String) {
    var rowIndex = screen.above
    var lines = [console.styled("kata play · \(stage.identifier) — \(stage.title)", .bold), ""]
    for line in transcript.split(separator: "\n") {
      if !PlayScreen.isRow(line) {
        lines.append(String(line))
      } else {
        let marker = rowIndex == position ? console.styled("▸", .cyan) : " "
        lines.append(line.hasPrefix("  ") ? " \(marker)\(line.dropFirst(1))" : "\(marker) \(line)")
        rowIndex += 1
      }
    }
    lines.append("")
    lines.append(
      console.styled(
        "type to search · ↑↓ PgUp PgDn Home End choose · Enter tap · +/- change a date · Esc back",
        .dim))
    lines.append(
      console.styled("Ctrl-U clear · Ctrl-C quit · every key: swift run kata help play", .dim))
    if !message.isEmpty { lines.append(console.styled(message, .yellow)) }
    console.emit("\u{1B}[2J\u{1B}[H" + lines.joined(separator: "\r\n") + "\r\n")
  }
}
