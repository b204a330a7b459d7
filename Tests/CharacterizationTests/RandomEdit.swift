import ScreenDriver

/// A deterministic random number generator, so a failing run can be replayed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One random edit of the search text: what it does, and the text it leaves.
struct RandomEdit {
  let text: String
  let touch: @MainActor (Touches) throws -> Void

  /// Awkward text a person (or a paste) can put in a search bar.
  static let fragments = [
    "s", "e", "o", "u", "l", " ", "  ", "sao", "São", "e\u{301}", "\u{0}", "\n", "\t",
    "👩‍👩‍👧", "🇰🇷", "🏳️‍🌈", "שלום", "مرحبا", "\u{202E}", "서울", "부산", "ㅅ", "Ω", "ß",
    "\u{FEFF}", "'", "\"", "%", "\\", "Springfield", "zz",
  ]

  /// A paste of 2,700 characters, far longer than any place name or query. (It was 9,000: no
  /// module's code has a length past which it behaves differently, and every keystroke after the
  /// paste trims the whole text in each module, which Foundation on Linux does slowly for
  /// non-ASCII text: a fifth of this suite's time went to that.)
  static let longText = String(repeating: "Springfield São Paulo 서울 👩‍👩‍👧 ", count: 100)

  static func next(after text: String, using random: inout SplitMix64) -> RandomEdit {
    switch random.next() % 100 {
    case 0..<55:
      let fragment = fragments[Int(random.next() % UInt64(fragments.count))]
      return RandomEdit(text: text + fragment) { try $0.type(fragment) }
    case 55..<75:
      let remaining = text.isEmpty ? text : String(text.dropLast())
      return RandomEdit(text: remaining) { try $0.deleteBackward() }
    case 75..<85:
      return RandomEdit(text: "") { try $0.clearText() }
    case 85..<99:
      let fragment = fragments[Int(random.next() % UInt64(fragments.count))]
      return RandomEdit(text: fragment) { try $0.replaceText(with: fragment) }
    default:
      return RandomEdit(text: longText) { try $0.replaceText(with: longText) }
    }
  }
}
