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

  @Test(
    "an optional equality weighs its two sides apart: rising above at its priority, falling below at the other"
  )
  func asymmetricEquality() throws {
    // Hugging 250, resisting 750 (a label's defaults, give or take): a pull down at 500 loses,
    // a pull up at 500 wins; as the two inequalities UIKit adds would decide.
    for (pull, expected) in [(50.0, 100.0), (150.0, 150.0)] {
      let solver = LayoutSolver()
      let width = solver.makeVariable()
      let size = try solver.add(
        terms: [(width, 1)], constant: -100, relation: .equal, priority: 250, belowPriority: 750)
      _ = try solver.add(terms: [(width, 1)], constant: -pull, relation: .equal, priority: 500)
      expectEqual(solver.value(of: width), expected)
      let pair = LayoutSolver()
      let same = pair.makeVariable()
      _ = try pair.add(
        terms: [(same, 1)], constant: -100, relation: .lessThanOrEqual, priority: 250)
      _ = try pair.add(
        terms: [(same, 1)], constant: -100, relation: .greaterThanOrEqual, priority: 750)
      _ = try pair.add(terms: [(same, 1)], constant: -pull, relation: .equal, priority: 500)
      expectEqual(pair.value(of: same), solver.value(of: width), "the pair of inequalities agrees")
      // Removed, it takes both its weights from the objective: the pull alone decides.
      solver.remove(size)
      expectEqual(solver.value(of: width), pull)
    }
  }

  @Test("a view's hugging and compression resistance decide between constraints as UIKit's do")
  @MainActor func contentSizePriorities() {
    // A label of intrinsic width w between two pulls: one toward a wider width at a priority
    // above its hugging, one toward a narrower width below its compression resistance.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let label = UILabel()
    label.text = "Seoul"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let natural = label.intrinsicContentSize.width
    let wider = label.widthAnchor.constraint(equalToConstant: natural + 40)
    wider.priority = .defaultLow + 1
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor), wider,
    ])
    root.layoutIfNeeded()
    expectEqual(label.frame.width, natural + 40, "a pull above the hugging priority stretches it")
    wider.isActive = false
    let narrower = label.widthAnchor.constraint(equalToConstant: natural - 20)
    narrower.priority = .defaultHigh - 1
    narrower.isActive = true
    root.layoutIfNeeded()
    expectEqual(label.frame.width, natural, "a pull below the resistance does not squeeze it")
    label.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
    root.layoutIfNeeded()
    expectEqual(label.frame.width, natural - 20, "with the resistance lowered below it, it does")
    label.setContentHuggingPriority(.required, for: .horizontal)
    narrower.isActive = false
    wider.isActive = true
    root.layoutIfNeeded()
    expectEqual(label.frame.width, natural, "required hugging holds the label at its size")
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

  @Test("constraints added after refused ones are changed and removed by their own identifiers")
  func addedAfterRefusals() throws {
    let (solver, x, y, _, cap) = try cappedPair()
    // Refused after phase-one pivots (x − y = 100 against the cap), then once its row holds
    // only dummies (y = 20 against x = 50 and x + y = 60, both required).
    let afterPivots = thrownError(LayoutSolver.Conflict.self) {
      try solver.add(terms: [(x, 1), (y, -1)], constant: -100, relation: .equal, priority: 1000)
    }
    let pin = try solver.add(terms: [(x, 1)], constant: -50, relation: .equal, priority: 1000)
    let sum = try solver.add(
      terms: [(x, 1), (y, 1)], constant: -60, relation: .equal, priority: 1000)
    let onlyDummies = thrownError(LayoutSolver.Conflict.self) {
      try solver.add(terms: [(y, 1)], constant: -20, relation: .equal, priority: 1000)
    }
    expectEqual(afterPivots?.constraints.last, pin - 1)
    expectEqual(onlyDummies?.constraints.last, sum + 1)
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 10)
    solver.remove(pin)
    let wantX = try solver.add(terms: [(x, 1)], constant: -20, relation: .equal, priority: 900)
    expectEqual(wantX, sum + 2)
    #expect(solver.value(of: x) == 20 && solver.value(of: y) == 40)
    _ = try solver.setConstant(-30, of: wantX)
    #expect(solver.value(of: x) == 30 && solver.value(of: y) == 30)
    solver.remove(wantX)
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 10)
    solver.remove(sum)
    solver.remove(cap)
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 50)
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

  @Test("constraints removed and added again, a refused one among them, solve as if added fresh")
  func removedAndAddedAgain() throws {
    // A row of five edges 40 apart from 0, each wanting 30 more (optional); an inequality
    // caps the last; a required equality contradicting the chain is refused.
    typealias Constraint = (terms: [(Int, Double)], constant: Double, LayoutSolver.Relation, Float)
    func chain(_ edges: [Int]) -> [Constraint] {
      var constraints: [Constraint] = [([(edges[0], 1)], 0, .equal, 1000)]
      for (left, right) in zip(edges, edges.dropFirst()) {
        constraints.append(([(right, 1), (left, -1)], -40, .equal, 1000))
        constraints.append(([(right, 1), (left, -1)], -30, .equal, 500))
      }
      constraints.append(([(edges[4], 1)], -150, .lessThanOrEqual, 750))
      return constraints
    }
    let solver = LayoutSolver()
    let edges = (0..<5).map { _ in solver.makeVariable() }
    let constraints = chain(edges)
    var identifiers = try constraints.map {
      try solver.add(terms: $0.terms, constant: $0.constant, relation: $0.2, priority: $0.3)
    }
    expectEqual(edges.map(solver.value(of:)), [0, 40, 80, 120, 160])
    let refused = thrownError(LayoutSolver.Conflict.self) {
      try solver.add(terms: [(edges[4], 1)], constant: -10, relation: .equal, priority: 1000)
    }
    expectNotNil(refused)
    // Each link in turn leaves and comes back, the required ones then holding again.
    for index in identifiers.indices.reversed() {
      solver.remove(identifiers[index])
      let constraint = constraints[index]
      identifiers[index] = try solver.add(
        terms: constraint.terms, constant: constraint.constant, relation: constraint.2,
        priority: constraint.3)
      expectEqual(edges.map(solver.value(of:)), [0, 40, 80, 120, 160], "link \(index)")
    }
    // The required links gone, the optional ones and the cap decide: 30 apart, the last ≤ 150.
    for index in stride(from: 1, to: 9, by: 2) { solver.remove(identifiers[index]) }
    expectEqual(edges.map(solver.value(of:)), [0, 30, 60, 90, 120])
    // Capped at 100 (750), a link gives way (500): which one is a tie, the edges are not.
    _ = try solver.setConstant(-100, of: identifiers[9])
    #expect(solver.value(of: edges[0]) == 0 && solver.value(of: edges[4]) == 100)
  }

  @Test("a constant change that leaves a row infeasible is repaired before the next addition")
  func infeasibleThenAdded() throws {
    let (solver, x, y, wantY, cap) = try cappedPair()
    // y wants 5: the dual simplex step repairs the rows the change left negative.
    _ = try solver.setConstant(-5, of: wantY)
    #expect(solver.value(of: x) == 50 && solver.value(of: y) == 5)
    let z = solver.makeVariable()
    _ = try solver.add(terms: [(z, 1), (x, -1)], constant: -8, relation: .equal, priority: 1000)
    expectEqual(solver.value(of: z), 58)
    _ = try solver.setConstant(-20, of: cap)
    expectEqual(solver.value(of: x) + solver.value(of: y), 20)
    expectEqual(solver.value(of: z), solver.value(of: x) + 8)
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
