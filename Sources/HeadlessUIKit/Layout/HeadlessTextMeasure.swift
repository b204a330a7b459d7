import Foundation

/// How the headless kit measures text, since it has no fonts to draw with.
///
/// A character advances half the font's point size, and a wide one (Hangul, kana, Han, full-width
/// forms, emoji) the whole point size; a line is 1.2 × the point size tall (an ascender of 0.95
/// and a descender of 0.25). Sizes are rounded up to whole points. For the 17-point system font
/// that gives lines 20.4 points tall, close to San Francisco's 20.3, and "Seoul" 42.5 points wide
/// (43 rounded). Text wraps at spaces, or anywhere inside a word too long for a line.
enum HeadlessTextMeasure {
  static func ascender(of font: UIFont) -> CGFloat { font.pointSize * 0.95 }

  static func descender(of font: UIFont) -> CGFloat { font.pointSize * 0.25 }

  static func lineHeight(of font: UIFont) -> CGFloat { font.pointSize * 1.2 }

  /// The width of one line of text, unrounded.
  static func width(of text: Substring, font: UIFont) -> CGFloat {
    text.reduce(0) { $0 + advance(of: $1, font: font) }
  }

  static func advance(of character: Character, font: UIFont) -> CGFloat {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    return advance(of: scalar.value, font: font)
  }

  /// The advance of a character that starts with the scalar.
  private static func advance(of value: UInt32, font: UIFont) -> CGFloat {
    guard value >= 0x1100 else { return font.pointSize / 2 }
    return wide.contains { $0.contains(value) } ? font.pointSize : font.pointSize / 2
  }

  /// The width of one line of text whose every scalar is a character of its own, unrounded;
  /// `nil` for other text. Below U+0300 (where combining marks start) and among precomposed
  /// Hangul syllables, no scalar joins its neighbour, except a carriage return and a line feed,
  /// which are left out. The sum runs in the same order as `width(of:font:)`, so it is the same.
  private static func widthOfSingleScalarCharacters(_ text: String, font: UIFont) -> CGFloat? {
    var width: CGFloat = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard (value < 0x300 && value != 0x0A && value != 0x0D) || (0xAC00...0xD7A3).contains(value)
      else { return nil }
      width += advance(of: value, font: font)
    }
    return width
  }

  private static let wide: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3040...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
  ]

  /// The size of text laid out in lines no wider than `maximumWidth` (unlimited when 0 or
  /// less), at most `numberOfLines` lines (unlimited when 0), rounded up to whole points.
  static func size(
    of text: String, font: UIFont, numberOfLines: Int, maximumWidth: CGFloat
  ) -> CGSize {
    guard !text.isEmpty else { return .zero }
    // One line that does not wrap, measured without splitting the text into characters.
    if numberOfLines == 1 || maximumWidth <= 0,
      let width = widthOfSingleScalarCharacters(text, font: font)
    {
      return CGSize(width: width.rounded(.up), height: lineHeight(of: font).rounded(.up))
    }
    var lines: [CGFloat] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrap(paragraph, font: font, maximumWidth: numberOfLines == 1 ? 0 : maximumWidth)
    }
    if numberOfLines == 1 {
      lines = [lines.reduce(0, +) + advance(of: " ", font: font) * CGFloat(lines.count - 1)]
    } else if numberOfLines > 1 {
      lines = Array(lines.prefix(numberOfLines))
    }
    let width = lines.max() ?? 0
    let height = lineHeight(of: font) * CGFloat(lines.count)
    return CGSize(width: width.rounded(.up), height: height.rounded(.up))
  }

  /// The widths of the lines a paragraph wraps into.
  private static func wrap(_ paragraph: Substring, font: UIFont, maximumWidth: CGFloat)
    -> [CGFloat]
  {
    guard maximumWidth > 0 else { return [width(of: paragraph, font: font)] }
    let space = advance(of: " ", font: font)
    var lines: [CGFloat] = []
    var current: CGFloat?
    for word in paragraph.split(separator: " ") {
      var wordWidth = width(of: word, font: font)
      if let line = current, line + space + wordWidth <= maximumWidth {
        current = line + space + wordWidth
        continue
      }
      if let line = current { lines.append(line) }
      // A word longer than a line breaks where it reaches the edge.
      while wordWidth > maximumWidth {
        var piece: CGFloat = 0
        for character in word {
          let next = piece + advance(of: character, font: font)
          if next > maximumWidth { break }
          piece = next
        }
        guard piece > 0 else { break }
        lines.append(piece)
        wordWidth -= piece
      }
      current = wordWidth
    }
    lines.append(current ?? 0)
    return lines
  }
}
