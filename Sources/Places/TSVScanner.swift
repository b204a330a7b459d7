/// Reads tab-separated UTF-8 lines from a byte buffer, field by field, without a String per
/// line.
///
/// Splitting the 2.5 MB resource into Strings and parsing numbers from them takes about ten
/// times longer than walking its bytes once, and loading is on the launch path.
struct TSVScanner {
  /// The whole resource.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The 1-based number of the current line, for error messages.
  private(set) var lineNumber = 0
  /// The current line's fields, as byte ranges; the array is reused from line to line.
  private(set) var fields: [Range<Int>] = []
  private var position = 0

  /// Makes a scanner before the first line.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Moves to the next line and splits it into `fields`; false at the end of the buffer.
  mutating func nextLine() -> Bool {
    guard position < bytes.count else { return false }
    lineNumber += 1
    fields.removeAll(keepingCapacity: true)
    var fieldStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == Self.tab {
        fields.append(fieldStart..<position)
        fieldStart = position + 1
      } else if byte == Self.newline {
        break
      }
      position += 1
    }
    fields.append(fieldStart..<position)
    position += 1  // Past the newline (or the end, if the last line lacks one).
    return true
  }

  /// Whether the current line is exactly this text (a section header).
  func lineIs(_ text: StaticString) -> Bool {
    guard fields.count == 1, fields[0].count == text.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    return zip(bytes[fields[0]], expected).allSatisfy { $0 == $1 }
  }

  /// The bytes of a field of the current line.
  func bytes(of field: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
    bytes[fields[field]]
  }

  /// A field of the current line as text.
  func string(_ field: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[fields[field]]), as: UTF8.self)
  }

  /// A field of the current line as a decimal integer: an optional "-", then 1 to 18 digits.
  func integer(_ field: Int) throws -> Int {
    var digits = fields[field]
    let negative = !digits.isEmpty && bytes[digits.lowerBound] == Self.minus
    if negative {
      digits = digits.dropFirst()
    }
    guard (1...18).contains(digits.count) else { throw malformed("an integer", field) }
    var value = 0
    for index in digits {
      let digit = Int(bytes[index]) - Int(Self.zero)
      guard (0...9).contains(digit) else { throw malformed("an integer", field) }
      value = value * 10 + digit
    }
    return negative ? -value : value
  }

  /// A field of the current line as a decimal number such as "-77.05803".
  ///
  /// With at most 15 digits the digits form an exact Double, and so does 10^k for k ≤ 22: one
  /// division of the two is correctly rounded, so the result equals what `Double(_:)` gives.
  /// Other spellings (exponents, more digits) go through `Double(_:)`.
  func double(_ field: Int) throws -> Double {
    var digits = fields[field]
    let negative = !digits.isEmpty && bytes[digits.lowerBound] == Self.minus
    if negative {
      digits = digits.dropFirst()
    }
    var mantissa = 0
    var digitCount = 0
    var fractionDigits: Int?
    for index in digits {
      let byte = bytes[index]
      if byte == Self.period && fractionDigits == nil {
        fractionDigits = 0
        continue
      }
      let digit = Int(byte) - Int(Self.zero)
      guard (0...9).contains(digit), digitCount < 15 else { return try parsedDouble(field) }
      mantissa = mantissa * 10 + digit
      digitCount += 1
      fractionDigits = fractionDigits.map { $0 + 1 }
    }
    guard digitCount > 0 else { throw malformed("a number", field) }
    let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits ?? 0]
    return negative ? -magnitude : magnitude
  }

  /// An error pointing at the current line.
  func corrupt(_ reason: String) -> GazetteerError {
    .corruptResource(line: lineNumber, reason: reason)
  }

  private func parsedDouble(_ field: Int) throws -> Double {
    guard let value = Double(string(field)) else { throw malformed("a number", field) }
    return value
  }

  private func malformed(_ expected: String, _ field: Int) -> GazetteerError {
    corrupt("field \(field + 1) should be \(expected), not \"\(string(field))\"")
  }

  private static let tab = UInt8(ascii: "\t")
  private static let newline = UInt8(ascii: "\n")
  private static let minus = UInt8(ascii: "-")
  private static let period = UInt8(ascii: ".")
  private static let zero = UInt8(ascii: "0")
  private static let powersOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1) { power, _ in power * 10 }
  }
}
