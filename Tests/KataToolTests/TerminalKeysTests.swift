import Expectations
import Testing

@testable import KataTool

/// The bytes terminals send, read as keys.
@Suite("Terminal keys")
struct TerminalKeysTests {
  @Test(
    "every CSI and SS3 sequence is read to its final byte, whatever its parameters",
    arguments: [UInt8(ascii: "["), UInt8(ascii: "O")])
  func wholeSequences(introducer: UInt8) {
    let parameters = ["", "1", "1;5", "3", "6;2", "?1049", "200", "27;2;13"]
    let intermediates = ["", " ", "!", "$"]
    for parameter in parameters {
      for intermediate in intermediates {
        for final in UInt8(0x40)...UInt8(0x7E) {
          let sequence = [27, introducer] + Array((parameter + intermediate).utf8) + [final]
          let alone = TerminalKeyDecoder.keys(in: sequence)
          #expect(alone.count == 1 && !alone.contains(where: \.isText), "\(sequence)")
          // The Linux console's function keys, `ESC [ [ A`, carry one byte after the `[`.
          guard !(sequence.starts(with: [27, 91, 91])) else { continue }
          let followed = TerminalKeyDecoder.keys(in: sequence + [UInt8(ascii: "x")])
          expectEqual(followed, alone + [.text("x")], "\(sequence)")
        }
      }
    }
  }

  @Test("each key's encodings, modifiers included, read as that key")
  func namedKeys() {
    let encodings: [(bytes: [UInt8], key: TerminalKey)] = [
      (csi("A"), .up), (ss3("A"), .up), (csi("1;5A"), .up), (csi("1;2A"), .up),
      (csi("B"), .down), (ss3("B"), .down), (csi("1;3B"), .down),
      (csi("D"), .left), (ss3("D"), .left), (csi("1;5D"), .left),
      (csi("H"), .home), (ss3("H"), .home), (csi("1~"), .home), (csi("7~"), .home),
      (csi("1;5H"), .home),
      (csi("F"), .end), (ss3("F"), .end), (csi("4~"), .end), (csi("8~"), .end),
      (csi("4;5~"), .end),
      (csi("5~"), .pageUp), (csi("5;5~"), .pageUp), (csi("6~"), .pageDown),
      (csi("6;2~"), .pageDown),
      (csi("3~"), .ignored), (csi("3;5~"), .ignored), (csi("C"), .ignored), (ss3("C"), .ignored),
      (csi("2~"), .ignored), (ss3("P"), .ignored), (csi("[A"), .ignored), (csi("Z"), .ignored),
      ([27], .escape), ([27, UInt8(ascii: "x")], .ignored), ([27] + csi("A"), .ignored),
      ([27, 27], .ignored),
      ([27, UInt8(ascii: "[")], .ignored), ([3], .quit), ([4], .quit), ([13], .enter),
      ([10], .enter), ([127], .backspace), ([8], .backspace), ([21], .clear), ([9], .ignored),
      ([0], .ignored), (Array("a".utf8), .text("a")), (Array("서".utf8), .text("서")),
      (Array("é".utf8), .text("é")), ([0xFF], .ignored),
    ]
    for (bytes, key) in encodings {
      expectEqual(TerminalKeyDecoder.keys(in: bytes), [key], "\(bytes)")
    }
  }

  @Test("keys that arrive together, as in a paste, are read one after another")
  func severalKeys() {
    let bytes = Array("se".utf8) + csi("B") + [127] + csi("6~") + Array("o".utf8) + [27]
    expectEqual(
      TerminalKeyDecoder.keys(in: bytes),
      [
        .text("s"), .text("e"), .down, .backspace, .pageDown, .text("o"), .escape,
      ])
  }
}

extension TerminalKey {
  fileprivate var isText: Bool {
    if case .text = self { return true }
    return false
  }
}

/// The bytes of a CSI sequence: `ESC [` and the text.
func csi(_ text: String) -> [UInt8] { [27, UInt8(ascii: "[")] + Array(text.utf8) }

/// The bytes of an SS3 sequence: `ESC O` and the text.
func ss3(_ text: String) -> [UInt8] { [27, UInt8(ascii: "O")] + Array(text.utf8) }
