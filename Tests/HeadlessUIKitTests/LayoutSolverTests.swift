import Expectations
import Foundation
import Testing

@testable import HeadlessUIKit

@Suite("The layout solver")
struct LayoutSolverTests {
  @Test("required equalities and inequalities hold; the optional ones are met where they can be")
  func requiredAndOptional() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    _ = try solver.add(terms: [(x, 1), (y, 1)], constant: -100, relation: .equal, priority: 1000)
    _ = try solver.add(
      terms: [(x, 1)], constant: -30, relation: .greaterThanOrEqual, priority: 1000)
    _ = try solver.add(terms: [(x, 1)], constant: -10, relation: .equal, priority: 500)
    _ = try solver.add(terms: [(y, 1)], constant: -90, relation: .equal, priority: 250)
    expectEqual(solver.value(of: x), 30)
    expectEqual(solver.value(of: y), 70)
  }

  @Test("a constant change moves the solution in place, and removing a constraint frees it")
  func incremental() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let want = try solver.add(terms: [(x, 1)], constant: -40, relation: .equal, priority: 750)
    let cap = try solver.add(
      terms: [(x, 1)], constant: -100, relation: .lessThanOrEqual, priority: 1000)
    expectEqual(solver.value(of: x), 40)
    _ = try solver.setConstant(-140, of: want)
    expectEqual(solver.value(of: x), 100)
    solver.remove(cap)
    expectEqual(solver.value(of: x), 140)
  }

  @Test("a required constraint that contradicts others is refused with the ones in its way")
  func conflicts() throws {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    let sum = try solver.add(
      terms: [(x, 1), (y, 1)], constant: -10, relation: .equal, priority: 1000)
    let first = try solver.add(terms: [(x, 1)], constant: -4, relation: .equal, priority: 1000)
    let conflict = thrownError(LayoutSolver.Conflict.self) {
      try solver.add(terms: [(y, 1)], constant: -7, relation: .equal, priority: 1000)
    }
    expectEqual(conflict?.constraints.dropLast(), [sum, first])
    #expect(solver.value(of: x) == 4 && solver.value(of: y) == 6, "the solution is unchanged")
    let atLeast = thrownError(LayoutSolver.Conflict.self) {
      try solver.add(terms: [(y, 1)], constant: -8, relation: .greaterThanOrEqual, priority: 1000)
    }
    expectNotNil(atLeast)
    expectEqual(solver.value(of: y), 6)
  }

  @Test("a required equality refused after the phase-one pivots leaves the tableau as it was")
  func refusedAfterPivots() throws {
    let (solver, x, y, wantY, cap) = try cappedPair()
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 10)
    // x − y = 100 needs x ≥ 100 against x + y ≤ 60: phase one moves x and y before it fails.
    let conflict = thrownError(LayoutSolver.Conflict.self) {
      try solver.add(terms: [(x, 1), (y, -1)], constant: -100, relation: .equal, priority: 1000)
    }
    expectNotNil(conflict)
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 10, "the solution is unchanged")
    _ = try solver.setConstant(-5, of: wantY)
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 5)
    solver.remove(cap)
    _ = try solver.setConstant(-70, of: wantY)
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 70)
  }

  @Test("the journal, kept from one addition to the next, rolls back each refused equality")
  func journalReused() throws {
    let (solver, x, y, _, _) = try cappedPair()
    // Each difference needs more than x + y ≤ 60 allows: refused after phase-one pivots.
    for difference in [100.0, 80, 70] {
      let conflict = thrownError(LayoutSolver.Conflict.self) {
        try solver.add(
          terms: [(x, 1), (y, -1)], constant: -difference, relation: .equal, priority: 1000)
      }
      expectNotNil(conflict, "x − y = \(difference)")
      #expect(solver.value(of: x) == 50 && solver.value(of: y) == 10, "x − y = \(difference)")
    }
    // One that fits goes in through the same journal, opened again.
    _ = try solver.add(terms: [(x, 1), (y, -1)], constant: -20, relation: .equal, priority: 1000)
    #expect(solver.value(of: x) == 40 && solver.value(of: y) == 20)
  }

  @Test("the objective, kept by symbol, takes the steps a row of terms takes, cancellations too")
  func objectiveBySymbol() {
    var objective = ObjectiveRow()
    var row = LinearRow()
    func add(_ symbol: Int, _ coefficient: Double) {
      objective.add(symbol, coefficient)
      row.add(symbol, coefficient)
    }
    add(3, 2)
    add(7, -1.5)
    add(70, 4)
    add(40, -2)
    add(3, -2 + 1e-9)  // within epsilon of zero: the term goes
    add(9, 1e-9)  // too small to be a term
    var expression = LinearRow(constant: 5)
    expression.add(7, 1.5)
    expression.add(12, -3)
    objective.add(expression, times: 2)
    row.add(expression, times: 2)
    objective.substitute(70, with: expression)
    row.substitute(70, with: expression)
    objective.remove(12)
    row.remove(12)
    expectEqual(objective.constant, row.constant)
    for symbol in 0..<80 {
      expectEqual(
        objective.coefficient(of: symbol), row.coefficient(of: symbol), "symbol \(symbol)")
    }
    var lowestNegative: Int?
    row.forEachTerm { symbol, coefficient in
      if coefficient < 0, symbol < (lowestNegative ?? .max) { lowestNegative = symbol }
    }
    expectEqual(lowestNegative, 40)
    expectEqual(objective.lowestNegativeSymbol { _ in true }, lowestNegative)
    expectNil(objective.lowestNegativeSymbol { $0 != lowestNegative })
  }

  /// x, y ≥ 0 with x + y ≤ 60, both wanting 50, x more (750) than y (250): x = 50, y = 10.
  /// Returns the solver, x, y, and the identifiers of y's wish and of the cap.
  private func cappedPair() throws -> (LayoutSolver, Int, Int, wantY: Int, cap: Int) {
    let solver = LayoutSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    for variable in [x, y] {
      _ = try solver.add(
        terms: [(variable, 1)], constant: 0, relation: .greaterThanOrEqual, priority: 1000)
    }
    _ = try solver.add(terms: [(x, 1)], constant: -50, relation: .equal, priority: 750)
    let wantY = try solver.add(terms: [(y, 1)], constant: -50, relation: .equal, priority: 250)
    let cap = try solver.add(
      terms: [(x, 1), (y, 1)], constant: -60, relation: .lessThanOrEqual, priority: 1000)
    return (solver, x, y, wantY, cap)
  }

  @Test("weights follow priorities: 50 points double the weight")
  func weights() {
    expectEqual(LayoutSolver.weight(ofPriority: 300), 2 * LayoutSolver.weight(ofPriority: 250))
  }
}
