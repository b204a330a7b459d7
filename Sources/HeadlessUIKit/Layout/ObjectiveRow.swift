import Foundation

/// The solver's objective: a linear expression as `LinearRow` is, kept as one coefficient per
/// symbol (0 for a symbol it lacks) rather than as a list of terms.
///
/// The objective has a term for every error symbol outside the basis, so it is the one long
/// row of a layout tableau: as a list, it was scanned for every symbol substituted into the
/// tableau, its mask having every bit set. Nothing reads its terms in an order (the entering
/// symbol is the lowest-numbered one), and each change takes `LinearRow`'s steps on each
/// coefficient: a sum within `LinearRow.epsilon` of zero drops the term, and a term that small
/// is never added, so a symbol has a term exactly when its coefficient is not 0.
struct ObjectiveRow {
  var constant = 0.0
  /// By symbol; symbols past the end have none.
  private var coefficients: [Double] = []

  /// Becomes a copy of the other objective in the room this one has: an assignment would
  /// share the other's coefficients, which the other's next change would then copy.
  mutating func copy(_ other: ObjectiveRow) {
    constant = other.constant
    coefficients.removeAll(keepingCapacity: true)
    coefficients.append(contentsOf: other.coefficients)
  }

  /// Room for terms of this many symbols, so that new error symbols do not grow the
  /// coefficients step by step.
  mutating func reserveCapacity(_ symbols: Int) { coefficients.reserveCapacity(symbols) }

  func coefficient(of symbol: Int) -> Double {
    symbol < coefficients.count ? coefficients[symbol] : 0
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels out.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    let current = self.coefficient(of: symbol)
    if current != 0 {
      let sum = current + coefficient
      coefficients[symbol] = abs(sum) < LinearRow.epsilon ? 0 : sum
    } else if abs(coefficient) >= LinearRow.epsilon {
      while coefficients.count <= symbol { coefficients.append(0) }
      coefficients[symbol] = coefficient
    }
  }

  /// Adds `factor × row`.
  mutating func add(_ row: LinearRow, times factor: Double) {
    constant += row.constant * factor
    row.forEachTerm { symbol, coefficient in add(symbol, coefficient * factor) }
  }

  /// Replaces the symbol with the expression it equals.
  mutating func substitute(_ symbol: Int, with row: LinearRow) {
    let coefficient = self.coefficient(of: symbol)
    guard coefficient != 0 else { return }
    coefficients[symbol] = 0
    add(row, times: coefficient)
  }

  mutating func remove(_ symbol: Int) {
    if symbol < coefficients.count { coefficients[symbol] = 0 }
  }

  /// The lowest-numbered symbol with a negative coefficient that passes the test, if any.
  func lowestNegativeSymbol(where test: (Int) -> Bool) -> Int? {
    coefficients.withUnsafeBufferPointer { coefficients in
      for symbol in coefficients.indices where coefficients[symbol] < 0 && test(symbol) {
        return symbol
      }
      return nil
    }
  }
}
