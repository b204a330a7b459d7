import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A key, as interactive play understands it.
enum TerminalKey: Equatable {
  case text(String)
  case backspace, enter, escape, clear, quit
  case up, down, left, pageUp, pageDown, home, end
  /// A key play has no use for (Delete, →, F1, Tab, Alt-x, …), read whole and dropped.
  case ignored
}

/// Turns the bytes a terminal sends into keys, whole escape sequences included.
///
/// A key that is not text arrives as a control byte or as an escape sequence: CSI (`ESC [`)
/// or SS3 (`ESC O`), then parameter bytes (0x30–0x3F, such as `1;5` for Ctrl), intermediate
/// bytes (0x20–0x2F) and one final byte (0x40–0x7E). Every sequence of that shape is read to
/// its final byte, known or not, so no part of one ever reaches the search bar. Terminals
/// encode the same key several ways (Home is `ESC [ H`, `ESC O H`, `ESC [ 1 ~` or `ESC [ 7 ~`);
/// all of them are understood.
enum TerminalKeyDecoder {
  /// Reads one key; nil when the input has ended.
  ///
  /// `followsAtOnce` says whether another byte is already waiting: it tells the Escape key,
  /// which comes alone, from the start of a sequence, whose bytes arrive together.
  static func key(next: () -> UInt8?, followsAtOnce: () -> Bool) -> TerminalKey? {
    guard let byte = next() else { return nil }
    return key(startingWith: byte, next: next, followsAtOnce: followsAtOnce)
  }

  private static func key(
    startingWith byte: UInt8, next: () -> UInt8?, followsAtOnce: () -> Bool
  ) -> TerminalKey {
    switch byte {
    case 3, 4: return .quit
    case 10, 13: return .enter
    case 8, 127: return .backspace
    case 21: return .clear
    case 27:
      guard followsAtOnce(), let introducer = next() else { return .escape }
      switch introducer {
      case UInt8(ascii: "["), UInt8(ascii: "O"):
        return sequence(introducer: introducer, next: next, followsAtOnce: followsAtOnce)
      case 27:
        // Alt with a special key (`ESC ESC [ A` in rxvt): read the key, then drop it.
        _ = key(startingWith: introducer, next: next, followsAtOnce: followsAtOnce)
        return .ignored
      default:
        // Alt with a plain key (`ESC x`).
        return .ignored
      }
    case 0..<32:
      return .ignored
    default:
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
      var bytes = [byte]
      while bytes.count < length, let more = next() { bytes.append(more) }
      guard let text = String(bytes: bytes, encoding: .utf8) else { return .ignored }
      return .text(text)
    }
  }

  /// Every key in bytes that arrived together, as one key press or a paste sends them.
  static func keys(in bytes: [UInt8]) -> [TerminalKey] {
    var index = 0
    var keys: [TerminalKey] = []
    let next = { () -> UInt8? in
      guard index < bytes.count else { return nil }
      defer { index += 1 }
      return bytes[index]
    }
    while let key = key(next: next, followsAtOnce: { index < bytes.count }) { keys.append(key) }
    return keys
  }

  // Reads a CSI or SS3 sequence after its introducer, up to and including the final byte. A
  // terminal writes a sequence at once, so one that stops short (Alt-[ typed alone) ends there.
  private static func sequence(
    introducer: UInt8, next: () -> UInt8?, followsAtOnce: () -> Bool
  ) -> TerminalKey {
    var parameters: [UInt8] = []
    while followsAtOnce(), let byte = next() {
      switch byte {
      case 0x20...0x3F:
        parameters.append(byte)
      case UInt8(ascii: "[") where introducer == UInt8(ascii: "[") && parameters.isEmpty:
        // The Linux console's F1–F5 are `ESC [ [ A` to `ESC [ [ E`: one more byte ends them.
        if followsAtOnce() { _ = next() }
        return .ignored
      case 0x40...0x7E:
        return key(final: byte, parameters: parameters)
      default:
        // Not a sequence after all (a control byte inside one): drop what was read.
        return .ignored
      }
    }
    return .ignored
  }

  private static func key(final: UInt8, parameters: [UInt8]) -> TerminalKey {
    switch Unicode.Scalar(final) {
    case "A": return .up
    case "B": return .down
    case "D": return .left
    case "H": return .home
    case "F": return .end
    case "~":
      // `ESC [ n ~`, with modifiers after a `;`: the first number names the key.
      let number = Int(
        String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
      switch number {
      case 1, 7: return .home
      case 4, 8: return .end
      case 5: return .pageUp
      case 6: return .pageDown
      default: return .ignored
      }
    default: return .ignored
    }
  }
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

  /// The next key, or nil when standard input has ended.
  func readKey() -> TerminalKey? {
    TerminalKeyDecoder.key(next: readByte, followsAtOnce: hasInput)
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
  }

  // The rest of an escape sequence arrives with its first byte; 30 ms is far longer than a
  // terminal takes to send it, and far shorter than a person takes to press another key.
  private func hasInput() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 30) > 0
  }
}
