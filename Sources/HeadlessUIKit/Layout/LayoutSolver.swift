import Foundation

/// The kit's Auto Layout solver: an incremental simplex in the manner of Cassowary (Badros,
/// Borning and Stuckey, 2001), as UIKit's own engine is.
///
/// Each constraint is `Σ coefficient × variable + constant (≤, =, ≥) 0`. Required constraints
/// hold exactly; an optional one gets error variables that the objective weighs by its
/// priority (`2^(priority / 50)`: 50 points of priority double the weight), so the solution
/// minimizes the weighted violation. The tableau stays optimal between calls: adding or removing
/// a constraint pivots a few rows, and changing an optional constraint's constant is a dual
/// simplex step. A required constraint that cannot hold is refused with the constraints it
/// conflicts with.
final class LayoutSolver {
  enum Relation {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  /// The required constraints a refused one contradicts, by the identifiers `add` returned.
  struct Conflict: Error {
    var constraints: [Int]
  }

  fileprivate enum Kind {
    case external, slack, error, dummy
  }

  /// What a constraint put into the tableau: the symbol that marks its row, its second error
  /// symbol if it has one, and what removing it or changing its constant needs.
  fileprivate struct Tag {
    var marker: Int
    var other: Int?
    var weight: Double
    /// The other error symbol's weight: `weight`, but for an equality whose two sides weigh
    /// differently (see `add`).
    var otherWeight: Double
    /// The marker's coefficient in the constraint's own row: a constant change of Δ is the
    /// marker moving by Δ / markerCoefficient.
    var markerCoefficient: Double
    var isRequired: Bool
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
  }

  /// What rolling back an addition through the artificial variable needs: the basic symbols
  /// in slot order, the objective, and the rows that changed or left, as they were.
  ///
  /// The solver keeps one journal, emptied rather than dropped when an addition ends, and the
  /// rows' terms are copied into one array of its own: once its arrays have grown, journaling
  /// allocates and frees nothing, where keeping each row as a value shared its terms, which the
  /// row's next change then copied.
  fileprivate struct Journal {
    var isOpen = false
    var basicSymbols: [Int] = []
    var objective = ObjectiveRow()
    /// Each row kept: its basic symbol, its constant, and where its terms are in `terms`.
    var originals: [(symbol: Int, constant: Double, terms: Range<Int>)] = []
    var terms: [LinearRow.Term] = []

    /// Starts a journal of the tableau with these basic symbols and this objective.
    mutating func open(basicSymbols: [Int], objective: ObjectiveRow) {
      isOpen = true
      self.basicSymbols.removeAll(keepingCapacity: true)
      self.basicSymbols.append(contentsOf: basicSymbols)
      self.objective.copy(objective)
      originals.removeAll(keepingCapacity: true)
      terms.removeAll(keepingCapacity: true)
    }

    mutating func keep(_ row: LinearRow, of symbol: Int) {
      let start = terms.count
      terms.append(contentsOf: row.terms)
      originals.append((symbol, row.constant, start..<terms.count))
    }

    /// The row kept for the symbol, as it was.
    func original(of symbol: Int) -> LinearRow {
      let kept = originals.first { $0.symbol == symbol }!
      return LinearRow(constant: kept.constant, terms: terms[kept.terms])
    }
  }

  /// What the tableau knows of a symbol, in one value so that making a symbol appends once
  /// (three arrays, one per field, cost three appends, each checking its array is not shared).
  fileprivate struct Symbol {
    var kind: Kind
    /// How many rows hold the symbol. Most substitutions replace a symbol that no row holds (a
    /// variable met for the first time), and this spares them a scan of every row.
    var rowCount: Int32 = 0
    /// The slot of the row the symbol is basic in, or -1.
    var row = -1
  }

  fileprivate struct Tableau {
    /// By symbol.
    var symbols: [Symbol] = []
    var basicSymbols: [Int] = []
    var rows: [LinearRow] = []
    var objective = ObjectiveRow()
    /// Whether every row of a restricted symbol has a constant of at least 0: `false` when
    /// one may not. Then a substitution that no row holds changes nothing and finds no row
    /// infeasible, which is what the scan would have found.
    var isFeasible = true

    /// Counts the row's symbols in (`by: 1`) or out (`by: -1`).
    mutating func count(_ row: LinearRow, by step: Int32) {
      symbols.withUnsafeMutableBufferPointer { symbols in
        row.forEachTerm { symbol, _ in symbols[symbol].rowCount &+= step }
      }
    }
  }

  /// Everything the solver knows, as one value: its steps are mutating methods, so exclusive
  /// access is not checked at every property access of a class; nor, being unchecked, once
  /// per call: each call below is the only access to `state` while it runs.
  @exclusivity(unchecked) private var state = State()

  /// A new variable, 0 until constraints say otherwise.
  func makeVariable() -> Int { state.makeSymbol(.external) }

  /// The variable's value in the current solution.
  func value(of variable: Int) -> Double { state.value(of: variable) }

  static func weight(ofPriority priority: Float) -> Double {
    pow(2, Double(priority) / 50)
  }

  /// Adds a constraint and returns its identifier, or throws the required constraints it
  /// contradicts; a refused constraint leaves the solution as it was.
  ///
  /// An optional equality may weigh its two sides differently: `priority` weighs the
  /// expression rising above 0, `belowPriority` (if given) its falling below. That is one row
  /// for what two inequalities say, `expression ≤ 0` at `priority` and `expression ≥ 0` at
  /// `belowPriority`, with the same optimum: an intrinsic size with its hugging and compression
  /// resistance.
  func add(
    terms: [(Int, Double)], constant: Double, relation: Relation, priority: Float,
    belowPriority: Float? = nil, optimizing: Bool = true
  ) throws(Conflict) -> Int {
    try state.add(
      terms: terms, constant: constant, relation: relation, priority: priority,
      belowPriority: belowPriority, optimizing: optimizing)
  }

  /// Removes a constraint added before.
  func remove(_ identifier: Int) { state.remove(identifier) }

  /// Changes a constraint's constant. An optional constraint moves in place by a dual
  /// simplex step; a required one is removed and added again, so a new conflict is reported.
  func setConstant(_ constant: Double, of identifier: Int) throws(Conflict) -> Int {
    try state.setConstant(constant, of: identifier)
  }

  /// Primal simplex on the objective; after a batch of additions made without optimizing.
  func optimize() { state.optimize() }

  /// Makes room for a batch of constraints at once, so that the solver's arrays do not grow
  /// step by step as they are added.
  func reserveCapacity(constraints: Int) { state.reserveCapacity(constraints: constraints) }
}

extension LayoutSolver {
  /// The tableau and the bookkeeping of the constraints in it.
  fileprivate struct State {
    var tableau = Tableau()
    var artificial: LinearRow?
    var infeasible: [Int] = []
    /// By constraint identifier (identifiers count up from 0): `nil` once removed or refused.
    var tags: [Tag?] = []
    /// By symbol: the identifier of the constraint the symbol marks, or -1 (also past the end:
    /// it grows when a marker is recorded, not with every symbol made).
    var ownerOfMarker: [Int] = []
    var nextConstraint = 0
    /// While a row is added through the artificial variable (`isOpen`), what rolling it back
    /// needs.
    var journal = Journal()
    /// By symbol: the number of the journal that holds the symbol's original row, if any (0
    /// also past the end: it grows when a journal needs it, not with every symbol made).
    var journaledIn: [Int] = []
    var journalNumber = 0
    /// By symbol: 0, except while a long row is being changed (see `LinearRow`).
    var positions: [Int32] = []

    /// The variable's value in the current solution.
    func value(of variable: Int) -> Double {
      let slot = tableau.symbols[variable].row
      return slot < 0 ? 0 : tableau.rows[slot].constant
    }

    // MARK: Adding and removing constraints

    /// Adds a constraint and returns its identifier, or throws the required constraints it
    /// contradicts; a refused constraint leaves the solution as it was.
    mutating func add(
      terms: [(Int, Double)], constant: Double, relation: Relation, priority: Float,
      belowPriority: Float? = nil, optimizing: Bool = true
    ) throws(Conflict) -> Int {
      // The tag is appended at the end (`nil` for a refused constraint), so `tags` has one per
      // identifier: moved there, where a slot appended first took a copy of it.
      let identifier = nextConstraint
      nextConstraint += 1
      let isRequired = priority >= 1000
      let weight = isRequired ? 0 : LayoutSolver.weight(ofPriority: priority)
      var tag = Tag(
        marker: -1, other: nil, weight: weight,
        otherWeight: belowPriority.map { LayoutSolver.weight(ofPriority: $0) } ?? weight,
        markerCoefficient: 1, isRequired: isRequired, terms: terms, constant: constant,
        relation: relation)
      var row = makeRow(&tag)
      var subject = chooseSubject(row, tag)
      if subject == nil, row.allSymbols(where: { tableau.symbols[$0].kind == .dummy }) {
        guard abs(row.constant) < LinearRow.epsilon else {
          tags.append(nil)
          throw Conflict(constraints: owners(in: row) + [identifier])
        }
        subject = tag.marker
      }
      if let subject {
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(row, for: subject)
      } else {
        // Rather than a copy of the tableau, which every change would then copy again row
        // by row, the rows are kept as they were only when they first change.
        journalNumber += 1
        journal.open(basicSymbols: tableau.basicSymbols, objective: tableau.objective)
        let blockers = addWithArtificialVariable(row)
        journal.isOpen = false
        if let blockers {
          rollBack()
          infeasible.removeAll()
          tags.append(nil)
          throw Conflict(constraints: blockers + [identifier])
        }
      }
      setOwner(identifier, ofMarker: tag.marker)
      tags.append(consume tag)
      if optimizing { optimize() }
      return identifier
    }

    /// Removes a constraint added before.
    mutating func remove(_ identifier: Int) {
      guard identifier < tags.count, let tag = tags[identifier] else { return }
      tags[identifier] = nil
      setOwner(-1, ofMarker: tag.marker)
      // The marker, then the other symbol, each with its weight.
      removeFromObjective(tag.marker, weight: tag.weight)
      if let other = tag.other { removeFromObjective(other, weight: tag.otherWeight) }
      if tableau.symbols[tag.marker].row >= 0 {
        _ = removeRow(for: tag.marker)
      } else if let leaving = markerLeavingSymbol(tag.marker) {
        var row = removeRow(for: leaving)
        row.solve(for: leaving, replacing: tag.marker)
        substitute(tag.marker, with: row)
      }
      optimize()
    }

    /// Takes an error symbol's weight out of the objective, wherever the symbol is.
    private mutating func removeFromObjective(_ symbol: Int, weight: Double) {
      guard tableau.symbols[symbol].kind == .error else { return }
      let slot = tableau.symbols[symbol].row
      if slot >= 0 {
        tableau.objective.add(tableau.rows[slot], times: -weight)
      } else {
        tableau.objective.add(symbol, -weight)
      }
    }

    /// Changes a constraint's constant. An optional constraint moves in place by a dual
    /// simplex step; a required one is removed and added again, so a new conflict is reported.
    mutating func setConstant(_ constant: Double, of identifier: Int) throws(Conflict) -> Int {
      guard identifier < tags.count, var tag = tags[identifier] else { return identifier }
      guard !tag.isRequired else {
        remove(identifier)
        return try add(
          terms: tag.terms, constant: constant, relation: tag.relation, priority: 1000)
      }
      let shift = (constant - tag.constant) / tag.markerCoefficient
      tag.constant = constant
      tags[identifier] = tag
      let slot = tableau.symbols[tag.marker].row
      if slot >= 0 {
        tableau.rows[slot].constant -= shift
        if tableau.rows[slot].constant < 0 {
          infeasible.append(tag.marker)
          tableau.isFeasible = false
        }
      } else if tableau.symbols[tag.marker].rowCount > 0 {
        for slot in tableau.rows.indices {
          let coefficient = tableau.rows[slot].coefficient(of: tag.marker)
          guard coefficient != 0 else { continue }
          tableau.rows[slot].constant += coefficient * shift
          let basic = tableau.basicSymbols[slot]
          if tableau.rows[slot].constant < 0, tableau.symbols[basic].kind != .external {
            infeasible.append(basic)
            tableau.isFeasible = false
          }
        }
      }
      dualOptimize()
      return identifier
    }

    /// Room for `constraints` more constraints: each makes one or two symbols (one more
    /// through the artificial variable) and a row, so this is a hint, not a bound.
    /// Each array gets the power of two appending would have grown it to, not the bare
    /// count: a later pass adds a constraint or two, which would otherwise copy a full array.
    mutating func reserveCapacity(constraints: Int) {
      func room(_ count: Int) -> Int { 1 << (Int.bitWidth - (count - 1).leadingZeroBitCount) }
      let symbols = room(tableau.symbols.count + 2 * constraints + 1)
      tableau.symbols.reserveCapacity(symbols)
      ownerOfMarker.reserveCapacity(symbols)
      tableau.objective.reserveCapacity(symbols)
      let rows = room(tableau.rows.count + constraints + 1)
      tableau.rows.reserveCapacity(rows)
      tableau.basicSymbols.reserveCapacity(rows)
      tags.reserveCapacity(room(tags.count + constraints + 1))
    }

    /// Records the constraint a marker marks (-1: none).
    private mutating func setOwner(_ identifier: Int, ofMarker marker: Int) {
      // Grown by half again past the symbols made, as `positions` is, not a few at each marker.
      if marker >= ownerOfMarker.count {
        ownerOfMarker += repeatElement(
          -1, count: tableau.symbols.count + tableau.symbols.count / 2 - ownerOfMarker.count)
      }
      ownerOfMarker[marker] = identifier
    }

    // MARK: Building rows

    mutating func makeSymbol(_ kind: Kind) -> Int {
      tableau.symbols.append(Symbol(kind: kind))
      return tableau.symbols.count - 1
    }

    private mutating func makeRow(_ tag: inout Tag) -> LinearRow {
      var row = LinearRow(constant: tag.constant, capacity: 16)
      for (variable, coefficient) in tag.terms {
        let slot = tableau.symbols[variable].row
        if slot >= 0 {
          row.add(tableau.rows[slot], times: coefficient)
        } else {
          row.add(variable, coefficient)
        }
      }
      switch tag.relation {
      case .lessThanOrEqual, .greaterThanOrEqual:
        let sign: Double = tag.relation == .lessThanOrEqual ? 1 : -1
        let slack = makeSymbol(.slack)
        tag.marker = slack
        tag.markerCoefficient = sign
        row.addNew(slack, sign)
        if !tag.isRequired {
          let error = makeSymbol(.error)
          tag.other = error
          row.addNew(error, -sign)
          tableau.objective.add(error, tag.weight)
        }
      case .equal where tag.isRequired:
        let dummy = makeSymbol(.dummy)
        tag.marker = dummy
        row.addNew(dummy, 1)
      case .equal:
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        tag.marker = plus
        tag.other = minus
        tag.markerCoefficient = -1
        row.addNew(plus, -1)
        row.addNew(minus, 1)
        tableau.objective.add(plus, tag.weight)
        tableau.objective.add(minus, tag.otherWeight)
      }
      if row.constant < 0 { row.negate() }
      return row
    }

    private func chooseSubject(_ row: LinearRow, _ tag: Tag) -> Int? {
      var external: Int?
      row.forEachTerm { symbol, _ in
        if external == nil, tableau.symbols[symbol].kind == .external { external = symbol }
      }
      if let external { return external }
      // The marker, then the other symbol: no array of the two, which would be allocated at
      // every constraint added.
      func usable(_ symbol: Int) -> Bool {
        (tableau.symbols[symbol].kind == .slack || tableau.symbols[symbol].kind == .error)
          && row.coefficient(of: symbol) < 0
      }
      if usable(tag.marker) { return tag.marker }
      if let other = tag.other, usable(other) { return other }
      return nil
    }

    /// Adds a row with no usable subject through a phase-one objective; returns the required
    /// constraints in the way when the row cannot be satisfied.
    private mutating func addWithArtificialVariable(_ row: LinearRow) -> [Int]? {
      let variable = makeSymbol(.slack)
      insertRow(row, for: variable)
      artificial = row
      optimize(artificialObjective: true)
      let remainder = artificial ?? LinearRow()
      artificial = nil
      if abs(remainder.constant) >= LinearRow.epsilon { return owners(in: remainder) }
      if tableau.symbols[variable].row >= 0 {
        var basic = removeRow(for: variable)
        if !basic.isConstant {
          var entering: Int?
          basic.forEachTerm { symbol, _ in
            if entering == nil,
              tableau.symbols[symbol].kind == .slack || tableau.symbols[symbol].kind == .error
            {
              entering = symbol
            }
          }
          guard let entering else { return owners(in: basic) }
          basic.solve(for: variable, replacing: entering)
          substitute(entering, with: basic)
          insertRow(basic, for: entering)
        }
      }
      if tableau.symbols[variable].rowCount > 0 {
        // Read before written: a write to a row checks that the array is not shared.
        for slot in tableau.rows.indices where tableau.rows[slot].mayContain(variable) {
          tableau.rows[slot].remove(variable)
        }
        tableau.symbols[variable].rowCount = 0
      }
      tableau.objective.remove(variable)
      return nil
    }

    /// The constraints whose markers a row mentions.
    private func owners(in row: LinearRow) -> [Int] {
      var found: [Int] = []
      row.forEachTerm { symbol, _ in
        let owner = symbol < ownerOfMarker.count ? ownerOfMarker[symbol] : -1
        if owner >= 0, tags[owner]?.isRequired == true { found.append(owner) }
      }
      return found.sorted()
    }

    // MARK: The tableau

    private mutating func insertRow(_ row: LinearRow, for symbol: Int) {
      tableau.symbols[symbol].row = tableau.rows.count
      tableau.basicSymbols.append(symbol)
      tableau.rows.append(row)
      tableau.count(row, by: 1)
      if row.constant < 0, tableau.symbols[symbol].kind != .external { tableau.isFeasible = false }
    }

    private mutating func removeRow(for symbol: Int) -> LinearRow {
      let slot = tableau.symbols[symbol].row
      let row = tableau.rows[slot]
      if journal.isOpen { keepOriginal(row, of: symbol) }
      tableau.count(row, by: -1)
      let last = tableau.rows.count - 1
      if slot != last {
        tableau.rows[slot] = tableau.rows[last]
        tableau.basicSymbols[slot] = tableau.basicSymbols[last]
        tableau.symbols[tableau.basicSymbols[slot]].row = slot
      }
      tableau.rows.removeLast()
      tableau.basicSymbols.removeLast()
      tableau.symbols[symbol].row = -1
      return row
    }

    private mutating func substitute(_ symbol: Int, with row: LinearRow) {
      // The positions, all 0, for long rows to find their terms by symbol (see `LinearRow`);
      // grown by half again, not a few symbols at each new one.
      if positions.count < tableau.symbols.count {
        positions += repeatElement(
          0, count: tableau.symbols.count + tableau.symbols.count / 2 - positions.count)
      }
      var scratch: [Int32] = []
      swap(&scratch, &positions)
      scratch.withUnsafeMutableBufferPointer { scratch in
        let positions = scratch.baseAddress!
        // No row holds the symbol, and none is infeasible: the scan would change nothing.
        if !tableau.isFeasible || tableau.symbols[symbol].rowCount > 0 {
          substituteInRows(symbol, with: row, positions: positions)
        }
        tableau.objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row, positions: positions)
      }
      swap(&scratch, &positions)
    }

    /// Substitutes in every row that holds the symbol, and lists the restricted rows left
    /// with a negative constant as infeasible, in slot order.
    private mutating func substituteInRows(
      _ symbol: Int, with row: LinearRow, positions: UnsafeMutablePointer<Int32>
    ) {
      // The rows and symbols are moved into locals for the loop, which appends to `infeasible`
      // as it goes.
      var rows: [LinearRow] = []
      swap(&rows, &tableau.rows)
      var symbols: [Symbol] = []
      swap(&symbols, &tableau.symbols)
      let basics = tableau.basicSymbols
      let journaling = journal.isOpen
      // With every row feasible, only a row that changes can become infeasible, and the scan
      // ends at the last row that holds the symbol.
      let scansAll = !tableau.isFeasible
      var remaining = symbols[symbol].rowCount
      var isFeasible = true
      symbols.withUnsafeMutableBufferPointer { symbols in
        rows.withUnsafeMutableBufferPointer { rows in
          for slot in rows.indices {
            guard scansAll || remaining > 0 else { break }
            // Most rows lack the symbol, and their mask says so without a scan.
            var changed = false
            if rows[slot].mayContain(symbol), rows[slot].coefficient(of: symbol) != 0 {
              if journaling { keepOriginal(rows[slot], of: basics[slot]) }
              rows[slot].forEachTerm { symbol, _ in symbols[symbol].rowCount &-= 1 }
              rows[slot].substitute(symbol, with: row, positions: positions)
              rows[slot].forEachTerm { symbol, _ in symbols[symbol].rowCount &+= 1 }
              remaining -= 1
              changed = true
            }
            guard scansAll || changed else { continue }
            let basic = basics[slot]
            if rows[slot].constant < 0, symbols[basic].kind != .external {
              infeasible.append(basic)
              isFeasible = false
            }
          }
        }
      }
      tableau.isFeasible = isFeasible
      swap(&symbols, &tableau.symbols)
      swap(&rows, &tableau.rows)
    }

    /// Keeps a basic symbol's row as it was before the artificial variable came, the first
    /// time the row changes or leaves the tableau.
    private mutating func keepOriginal(_ row: LinearRow, of symbol: Int) {
      // Grown past the symbol by half again: the symbols may be out of the tableau (see
      // `substituteInRows`), so their count is not at hand.
      if symbol >= journaledIn.count {
        journaledIn += repeatElement(0, count: symbol + 1 + symbol / 2 - journaledIn.count)
      }
      guard journaledIn[symbol] != journalNumber else { return }
      journaledIn[symbol] = journalNumber
      journal.keep(row, of: symbol)
    }

    /// Puts the tableau back as it was when the journal began: the same rows in the same
    /// slots, and the same objective.
    private mutating func rollBack() {
      var rows: [LinearRow] = []
      rows.reserveCapacity(journal.basicSymbols.count)
      for symbol in journal.basicSymbols {
        // A row the journal does not hold never changed, nor left its symbol.
        let kept = symbol < journaledIn.count && journaledIn[symbol] == journalNumber
        rows.append(
          kept
            ? journal.original(of: symbol)
            : tableau.rows[tableau.symbols[symbol].row])
      }
      for symbol in tableau.symbols.indices {
        tableau.symbols[symbol].row = -1
        tableau.symbols[symbol].rowCount = 0
      }
      for (slot, symbol) in journal.basicSymbols.enumerated() {
        tableau.symbols[symbol].row = slot
      }
      tableau.rows = rows
      tableau.basicSymbols = journal.basicSymbols
      tableau.objective = journal.objective
      tableau.isFeasible = true
      for (slot, row) in tableau.rows.enumerated() {
        tableau.count(row, by: 1)
        let basic = tableau.basicSymbols[slot]
        if row.constant < 0, tableau.symbols[basic].kind != .external { tableau.isFeasible = false }
      }
    }

    private mutating func pivot(entering: Int, leaving: Int) {
      var row = removeRow(for: leaving)
      row.solve(for: leaving, replacing: entering)
      substitute(entering, with: row)
      insertRow(row, for: entering)
    }

    // MARK: Simplex steps

    /// Primal simplex on the objective (or the phase-one objective), Bland's rule against
    /// cycling: the lowest-numbered improving symbol enters. Adding constraints keeps the
    /// tableau feasible, so a batch of additions may optimize once, at the end.
    mutating func optimize(artificialObjective: Bool = false) {
      for _ in 0..<10_000 {
        let entering =
          artificialObjective
          ? enteringSymbol(of: artificial ?? LinearRow())
          : tableau.objective.lowestNegativeSymbol { tableau.symbols[$0].kind != .dummy }
        guard let entering, let leaving = leavingSymbol(for: entering) else { return }
        pivot(entering: entering, leaving: leaving)
      }
    }

    /// The lowest-numbered symbol whose increase improves the phase-one objective, if any.
    private func enteringSymbol(of objective: LinearRow) -> Int? {
      var entering = Int.max
      let symbols = tableau.symbols
      objective.forEachTerm { symbol, coefficient in
        if coefficient < 0, symbol < entering, symbols[symbol].kind != .dummy { entering = symbol }
      }
      return entering == Int.max ? nil : entering
    }

    /// The basic symbol of the row that bounds the entering symbol first (the lowest-numbered of
    /// equal bounds), or `nil` when nothing bounds it.
    private func leavingSymbol(for entering: Int) -> Int? {
      guard tableau.symbols[entering].rowCount > 0 else { return nil }
      var leaving = Int.max
      var smallest = Double.infinity
      let symbols = tableau.symbols
      let basics = tableau.basicSymbols
      tableau.rows.withUnsafeBufferPointer { rows in
        for slot in rows.indices where rows[slot].mayContain(entering) {
          let basic = basics[slot]
          guard symbols[basic].kind != .external else { continue }
          let coefficient = rows[slot].coefficient(of: entering)
          guard coefficient < 0 else { continue }
          let ratio = -rows[slot].constant / coefficient
          if ratio < smallest || (ratio == smallest && basic < leaving) {
            smallest = ratio
            leaving = basic
          }
        }
      }
      return leaving == Int.max ? nil : leaving
    }

    /// Dual simplex: restores feasibility of the rows a constant change made negative.
    private mutating func dualOptimize() {
      while let leaving = infeasible.popLast() {
        let slot = tableau.symbols[leaving].row
        guard slot >= 0, tableau.rows[slot].constant < 0 else { continue }
        var entering: Int?
        var smallest = Double.infinity
        tableau.rows[slot].forEachTerm { symbol, coefficient in
          guard coefficient > 0, tableau.symbols[symbol].kind != .dummy else { return }
          let ratio = tableau.objective.coefficient(of: symbol) / coefficient
          if ratio < smallest || (ratio == smallest && symbol < (entering ?? Int.max)) {
            smallest = ratio
            entering = symbol
          }
        }
        guard let entering else { continue }
        pivot(entering: entering, leaving: leaving)
      }
    }

    /// The row to pivot a non-basic marker into, so its constraint can be dropped.
    private func markerLeavingSymbol(_ marker: Int) -> Int? {
      var first: (ratio: Double, symbol: Int)?
      var second: (ratio: Double, symbol: Int)?
      var third: Int?
      for slot in tableau.rows.indices {
        let coefficient = tableau.rows[slot].coefficient(of: marker)
        guard coefficient != 0 else { continue }
        let basic = tableau.basicSymbols[slot]
        if tableau.symbols[basic].kind == .external {
          third = basic
        } else if coefficient < 0 {
          let ratio = -tableau.rows[slot].constant / coefficient
          if ratio < (first?.ratio ?? .infinity) { first = (ratio, basic) }
        } else {
          let ratio = tableau.rows[slot].constant / coefficient
          if ratio < (second?.ratio ?? .infinity) { second = (ratio, basic) }
        }
      }
      return first?.symbol ?? second?.symbol ?? third
    }
  }
}

extension LinearRow {
  /// Whether every symbol of the row passes the test (true for a constant row).
  func allSymbols(where test: (Int) -> Bool) -> Bool {
    var all = true
    forEachTerm { symbol, _ in if !test(symbol) { all = false } }
    return all
  }
}
