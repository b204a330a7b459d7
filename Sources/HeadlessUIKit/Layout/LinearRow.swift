import Foundation

/// A linear expression over the solver's symbols: `constant + Σ coefficient × symbol`.
///
/// Rows of a layout tableau hold a handful of terms, so the terms are one array searched
/// linearly, which beats hashing at this size; one array rather than two halves the
/// allocations, uniqueness checks and reference counting of every change.
struct LinearRow {
  /// One term of the row.
  struct Term {
    var symbol: Int
    var coefficient: Double
  }

  /// Coefficients closer to zero than this are zero: they come from cancellation.
  static let epsilon = 1.0e-8

  var constant: Double
  private(set) var terms: ContiguousArray<Term> = []
  /// A bit per symbol modulo 64: a clear bit means the symbol is not in the row, which spares
  /// most rows a scan when the tableau substitutes a symbol.
  private(set) var mask: UInt64 = 0

  /// A row with room for `capacity` terms, so that building it does not grow its array step
  /// by step.
  init(constant: Double = 0, capacity: Int = 0) {
    self.constant = constant
    if capacity > 0 { terms.reserveCapacity(capacity) }
  }

  /// A row of the terms another row had (distinct symbols, none near zero), in their order.
  init(constant: Double, terms: ArraySlice<Term>) {
    self.constant = constant
    self.terms = ContiguousArray(terms)
    tightenMask()
  }

  var isConstant: Bool { terms.isEmpty }

  @inline(__always)
  static func bit(_ symbol: Int) -> UInt64 { 1 << UInt64(symbol & 63) }

  /// Whether the row may hold the symbol: `false` means it does not.
  @inline(__always)
  func mayContain(_ symbol: Int) -> Bool { mask & Self.bit(symbol) != 0 }

  @inline(__always)
  private func index(of symbol: Int) -> Int? {
    guard mayContain(symbol) else { return nil }
    return terms.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index].symbol == symbol { return index }
      return nil
    }
  }

  func coefficient(of symbol: Int) -> Double {
    guard let index = index(of: symbol) else { return 0 }
    return terms[index].coefficient
  }

  /// Adds `coefficient × symbol`, dropping the term when it cancels out.
  mutating func add(_ symbol: Int, _ coefficient: Double) {
    if accumulate(symbol, coefficient) { tightenMask() }
  }

  /// Adds `coefficient × symbol` and returns whether a term cancelled out, leaving the mask
  /// loose (a bit may stay set) for the caller to tighten once.
  @inline(__always)
  private mutating func accumulate(_ symbol: Int, _ coefficient: Double) -> Bool {
    if let index = index(of: symbol) {
      let sum = terms[index].coefficient + coefficient
      if abs(sum) < Self.epsilon {
        removeTerm(at: index)
        return true
      }
      terms[index].coefficient = sum
    } else if abs(coefficient) >= Self.epsilon {
      terms.append(Term(symbol: symbol, coefficient: coefficient))
      mask |= Self.bit(symbol)
    }
    return false
  }

  /// Adds a term of a symbol the row does not hold (one just made), without looking for it.
  mutating func addNew(_ symbol: Int, _ coefficient: Double) {
    terms.append(Term(symbol: symbol, coefficient: coefficient))
    mask |= Self.bit(symbol)
  }

  /// Adds `factor × row`.
  mutating func add(_ row: LinearRow, times factor: Double) {
    if accumulate(row, times: factor) { tightenMask() }
  }

  /// Adds `factor × row` and returns whether a term cancelled out, the mask left loose.
  private mutating func accumulate(_ row: LinearRow, times factor: Double) -> Bool {
    constant += row.constant * factor
    // No room is made up front for every term of the other row: most of them merge into
    // terms already here, and appending grows the array geometrically when it must.
    var cancelled = false
    row.terms.withUnsafeBufferPointer { other in
      for term in other where accumulate(term.symbol, term.coefficient * factor) {
        cancelled = true
      }
    }
    return cancelled
  }

  mutating func remove(_ symbol: Int) {
    guard let index = index(of: symbol) else { return }
    removeTerm(at: index)
    tightenMask()
  }

  mutating func negate() {
    constant = -constant
    terms.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index].coefficient = -buffer[index].coefficient }
    }
  }

  /// Reads the row as `0 = row` and rewrites it as `symbol = …`, without the symbol.
  mutating func solve(for symbol: Int) {
    guard let index = index(of: symbol) else { return }
    let factor = -1 / terms[index].coefficient
    removeTerm(at: index)
    tightenMask()
    constant *= factor
    terms.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index].coefficient *= factor }
    }
  }

  /// Reads the row as `lhs = row` (the row holding `rhs`) and rewrites it as `rhs = …`.
  mutating func solve(for lhs: Int, replacing rhs: Int) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces the symbol with the expression it equals.
  mutating func substitute(_ symbol: Int, with row: LinearRow) {
    guard let index = index(of: symbol) else { return }
    let coefficient = terms[index].coefficient
    removeTerm(at: index)
    _ = accumulate(row, times: coefficient)
    tightenMask()
  }

  /// Replaces the symbol with the expression it equals; when both are long, each of the
  /// expression's symbols is found among the terms through `positions` (by symbol, all 0,
  /// and left so), not by a scan of the terms.
  mutating func substitute(
    _ symbol: Int, with row: LinearRow, positions: UnsafeMutablePointer<Int32>
  ) {
    guard let index = index(of: symbol) else { return }
    let coefficient = terms[index].coefficient
    removeTerm(at: index)
    if terms.count >= Self.longRow && row.terms.count >= Self.longRow {
      _ = accumulate(row, times: coefficient, positions: positions)
    } else {
      _ = accumulate(row, times: coefficient)
    }
    tightenMask()
  }

  /// From this many terms in both rows, finding each term by its position beats a scan (the
  /// bench form measured 2, 4, 6, 8 and 12).
  private static let longRow = 4

  /// `accumulate(_:times:)`, the same steps in the same order, with each symbol's term found
  /// through `positions` (index + 1, or 0), which it fills for the terms and clears after.
  private mutating func accumulate(
    _ row: LinearRow, times factor: Double, positions: UnsafeMutablePointer<Int32>
  ) -> Bool {
    constant += row.constant * factor
    for index in terms.indices { positions[terms[index].symbol] = Int32(index + 1) }
    var cancelled = false
    row.terms.withUnsafeBufferPointer { other in
      for term in other {
        let coefficient = term.coefficient * factor
        let position = Int(positions[term.symbol])
        if position > 0 {
          let index = position - 1
          let sum = terms[index].coefficient + coefficient
          if abs(sum) < Self.epsilon {
            // The last term moves into the removed one's place.
            positions[term.symbol] = 0
            let last = terms.count - 1
            if index != last { positions[terms[last].symbol] = Int32(index + 1) }
            removeTerm(at: index)
            cancelled = true
          } else {
            terms[index].coefficient = sum
          }
        } else if abs(coefficient) >= Self.epsilon {
          positions[term.symbol] = Int32(terms.count + 1)
          terms.append(Term(symbol: term.symbol, coefficient: coefficient))
          mask |= Self.bit(term.symbol)
        }
      }
    }
    terms.withUnsafeBufferPointer { buffer in
      for term in buffer { positions[term.symbol] = 0 }
    }
    return cancelled
  }

  /// The terms, for scans that need every symbol.
  @inline(__always)
  func forEachTerm(_ body: (Int, Double) -> Void) {
    terms.withUnsafeBufferPointer { buffer in
      for term in buffer { body(term.symbol, term.coefficient) }
    }
  }

  /// Removes a term; the mask keeps its bit until `tightenMask()`.
  private mutating func removeTerm(at index: Int) {
    let last = terms.count - 1
    if index != last { terms[index] = terms[last] }
    terms.removeLast()
  }

  /// Clears the bits no term has any longer, after removals: every public change ends with
  /// the mask exact, as if it were recomputed at each removal.
  private mutating func tightenMask() {
    var mask: UInt64 = 0
    terms.withUnsafeBufferPointer { buffer in
      for term in buffer { mask |= Self.bit(term.symbol) }
    }
    self.mask = mask
  }
}
