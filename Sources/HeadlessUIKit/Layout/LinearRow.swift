import Foundation

/// A linear expression over the solver's symbols: `constant + Σ coefficient × symbol`.
///
/// Rows of a layout tableau hold a handful of terms, so the terms are two parallel arrays
/// searched linearly, which beats hashing at this size.
struct LinearRow {
  /// Coefficients closer to zero than this are zero: they come from cancellation.
  static let epsilon = 1.0e-8

  var constant: Double
  private(set) var symbols: [Int] = []
  private(set) var coefficients: [Double] = []
  /// A bit per symbol modulo 64: a clear bit means the symbol is not in the row, which spares
  /// most rows a scan when the tableau substitutes a symbol.
  private var mask: UInt64 = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  var isConstant: Bool { symbols.isEmpty }

  private static func bit(_ symbol: Int) -> UInt64 { 1 << UInt64(symbol & 63) }

  func coefficient(of symbol: Int) -> Double {
    guard mask & Self.bit(symbol) != 0, let index = symbols.firstIndex(of: symbol) else {
      return 0
    }
    return coefficients[index]
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels out.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    if mask & Self.bit(symbol) != 0, let index = symbols.firstIndex(of: symbol) {
      let sum = coefficients[index] + coefficient
      if abs(sum) < Self.epsilon {
        removeTerm(at: index)
      } else {
        coefficients[index] = sum
      }
    } else if abs(coefficient) >= Self.epsilon {
      symbols.append(symbol)
      coefficients.append(coefficient)
      mask |= Self.bit(symbol)
    }
  }

  /// Adds `factor × row`.
  mutating func add(_ row: LinearRow, times factor: Double) {
    constant += row.constant * factor
    for index in row.symbols.indices {
      add(row.symbols[index], row.coefficients[index] * factor)
    }
  }

  mutating func remove(_ symbol: Int) {
    guard mask & Self.bit(symbol) != 0 else { return }
    if let index = symbols.firstIndex(of: symbol) { removeTerm(at: index) }
  }

  mutating func negate() {
    constant = -constant
    for index in coefficients.indices { coefficients[index] = -coefficients[index] }
  }

  /// Reads the row as `0 = row` and rewrites it as `symbol = …`, without the symbol.
  mutating func solve(for symbol: Int) {
    guard mask & Self.bit(symbol) != 0, let index = symbols.firstIndex(of: symbol) else { return }
    let factor = -1 / coefficients[index]
    removeTerm(at: index)
    constant *= factor
    for index in coefficients.indices { coefficients[index] *= factor }
  }

  /// Reads the row as `lhs = row` (the row holding `rhs`) and rewrites it as `rhs = …`.
  mutating func solve(for lhs: Int, replacing rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces the symbol with the expression it equals.
  mutating func substitute(_ symbol: Int, with row: LinearRow) {
    guard mask & Self.bit(symbol) != 0, let index = symbols.firstIndex(of: symbol) else { return }
    let coefficient = coefficients[index]
    removeTerm(at: index)
    add(row, times: coefficient)
  }

  /// The terms, for scans that need every symbol.
  func forEachTerm(_ body: (Int, Double) -> Void) {
    for index in symbols.indices { body(symbols[index], coefficients[index]) }
  }

  private mutating func removeTerm(at index: Int) {
    let last = symbols.count - 1
    if index != last {
      symbols[index] = symbols[last]
      coefficients[index] = coefficients[last]
    }
    symbols.removeLast()
    coefficients.removeLast()
    mask = symbols.reduce(0) { $0 | Self.bit($1) }
  }
}
