/// Which rows of a simplex tableau hold each symbol, so that substituting a symbol, or a ratio
/// test on it, visits those rows and not the whole tableau.
///
/// A row is known by its basic symbol, which stays the same while the row moves between slots.
/// The lists may name more rows than hold the symbol (a term cancelled out, a row left the
/// tableau): a look-up checks each row and forgets the ones that no longer hold it. They never
/// name fewer, since every row that enters the tableau, and every expression substituted into a
/// row, is noted.
struct ColumnIndex {
  private var basicsOfSymbol: [[Int]] = []

  /// Makes room for a new symbol, in no row yet.
  mutating func addSymbol() {
    basicsOfSymbol.append([])
  }

  /// Notes that the row of `basic` may hold each symbol of `row`.
  mutating func note(_ row: LinearRow, basic: Int) {
    for symbol in row.symbols where !basicsOfSymbol[symbol].contains(basic) {
      basicsOfSymbol[symbol].append(basic)
    }
  }

  /// Forgets every row of the symbol, once the symbol is in none (substituted or removed).
  mutating func forget(_ symbol: Int) {
    basicsOfSymbol[symbol].removeAll(keepingCapacity: true)
  }

  /// The slots of the rows that hold the symbol, in slot order, as a scan of every row would
  /// meet them.
  mutating func slots(holding symbol: Int, rowOfSymbol: [Int], rows: [LinearRow]) -> [Int] {
    var slots: [Int] = []
    var kept = 0
    var basics = basicsOfSymbol[symbol]
    basicsOfSymbol[symbol] = []
    for index in basics.indices {
      let slot = rowOfSymbol[basics[index]]
      guard slot >= 0, rows[slot].contains(symbol) else { continue }
      basics[kept] = basics[index]
      kept += 1
      slots.append(slot)
    }
    basics.removeLast(basics.count - kept)
    basicsOfSymbol[symbol] = basics
    if slots.count > 1 { slots.sort() }
    return slots
  }

  /// Indexes a tableau anew, after it was put back to an earlier state.
  mutating func rebuild(symbolCount: Int, rows: [LinearRow], basics: [Int]) {
    basicsOfSymbol = Array(repeating: [], count: symbolCount)
    for slot in rows.indices { note(rows[slot], basic: basics[slot]) }
  }
}
