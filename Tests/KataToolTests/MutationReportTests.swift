import Expectations
import Foundation
import Testing

@testable import KataTool

/// What `kata check` printed becomes a mutant's outcome, and the outcomes become kill rates and
/// a list of survivors with their hints.
@Suite("Mutation report")
struct MutationReportTests {
  static let failedCheck = """
    stage1 — Massive View Controller

    scenario                                        result
    ----------------------------------------------  --------
    01-launch-shows-recommendations                 ✓
    02-paging-until-the-last-page                   ✗ step 2
    03-recommendation-failure-then-retry            ✓
    12-single-result-opens-the-date-screen          ✗ leaked DateViewController

    2 of 4 scenarios pass.

    First failure:
    stage1 · 02-paging-until-the-last-page · step 2 (line 23): > scroll to end
    the screen differs (- expected, + actual):
    -  ✗ not a row: a diff line that happens to hold the mark
    """

  @Test("a check that fails is a kill by its first failing scenario, with the count")
  func killed() {
    expectEqual(
      MutantOutcome(checkOutput: Self.failedCheck, exit: .exited(1)),
      .killed(scenario: "02-paging-until-the-last-page", reason: "step 2", failing: 2))
  }

  @Test("a leak is a kill too, and a check that passes is a survivor")
  func leakAndPass() {
    let leak = """
      01-launch-shows-recommendations  ✓
      20-dates-come-back-and-prefill   ✗ leaked DateViewController, DateInteractor
      """
    expectEqual(
      MutantOutcome(checkOutput: leak, exit: .exited(1)),
      .killed(
        scenario: "20-dates-come-back-and-prefill",
        reason: "leaked DateViewController, DateInteractor", failing: 1))
    expectEqual(MutantOutcome(checkOutput: "20 of 20 scenarios pass.", exit: .exited(0)), .survived)
  }

  @Test("a crash and a hang are kills with no scenario; a usage error means it did not run")
  func otherEndings() {
    let crash =
      "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\nStack dump:"
    expectEqual(
      MutantOutcome(checkOutput: crash, exit: .signalled(4)),
      .killed(
        scenario: nil,
        reason:
          "crashed (Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range)",
        failing: 0))
    expectEqual(
      MutantOutcome(checkOutput: "", exit: .signalled(9)),
      .killed(scenario: nil, reason: "crashed (signal 9)", failing: 0))
    expectEqual(
      MutantOutcome(checkOutput: "", exit: .timedOut(300)),
      .killed(scenario: nil, reason: "did not finish in 300 s", failing: 0))
    expectEqual(
      MutantOutcome(checkOutput: "kata check: unknown stage 'stage9'\n", exit: .exited(2)),
      .notRun("kata check exited with status 2: kata check: unknown stage 'stage9'"))
  }

  static func mutant(_ id: String, stage: String = "stage1", equivalence: String? = nil) -> Mutant {
    Mutant(
      id: id, stage: stage, mistake: "The mistake of \(id).", symptom: "What \(id) shows.",
      file: "F.swift", equivalence: equivalence,
      edits: [Mutant.Edit(search: "a", replacement: "b", line: 9)],
      catalogue: "Tests/Mutants/\(stage).mutants", line: 5)
  }

  static let killed = MutantOutcome.killed(scenario: "02-paging", reason: "step 2", failing: 1)

  static let report = MutationReport(results: [
    MutationResult(mutant: mutant("a"), outcome: killed),
    MutationResult(mutant: mutant("b"), outcome: killed),
    MutationResult(mutant: mutant("c"), outcome: .survived),
    MutationResult(mutant: mutant("d", equivalence: "nothing shows it"), outcome: .survived),
    MutationResult(mutant: mutant("e", stage: "stage2"), outcome: killed),
    MutationResult(mutant: mutant("f", stage: "stage2"), outcome: .notRun("does not compile")),
    MutationResult(mutant: mutant("g", stage: "stage2", equivalence: "wrong"), outcome: killed),
  ])

  @Test("the kill rate counts the mutants that ran and are not equivalent, rounded down")
  func killRate() {
    expectEqual(Self.report.killRate(of: "stage1"), "66%")
    expectEqual(Self.report.killRate(of: "stage2"), "100%")
    expectEqual(Self.report.killRate(of: nil), "80%")
    expectEqual(MutationReport().killRate(of: "stage1"), "—")
  }

  @Test("the summary has a row per stage and a total")
  func summary() {
    expectEqual(
      Self.report.summary(titles: ["stage1": "Massive View Controller"]),
      """
      stage                             mutants  killed  survived  equivalent  not run  kill rate
      --------------------------------  -------  ------  --------  ----------  -------  ---------
      stage1 — Massive View Controller  4        2       1         1           0        66%
      stage2                            3        2       0         0           1        100%
      all                               7        4       1         1           1        80%
      """)
  }

  @Test("survivors come with their mistake, and their hint only when asked")
  func survivors() {
    let expected = """
      Survivors: mistakes no scenario catches (1)
        stage1 c (Tests/Mutants/stage1.mutants:5)
          mistake: The mistake of c.
          a user sees: What c shows.

      Marked equivalent, yet a scenario catches them: remove their 'equivalent:' line
        stage2 g (Tests/Mutants/stage2.mutants:5)
      """
    expectEqual(Self.report.survivors(showsHints: true), expected)
    expectEqual(
      Self.report.survivors(showsHints: false),
      expected.replacingOccurrences(of: "    a user sees: What c shows.\n", with: ""))
    expectEqual(MutationReport(results: [Self.report.results[0]]).survivors(showsHints: true), "")
  }

  @Test("a run fails when a mistake survives or a mutant did not run")
  func status() {
    expectEqual(Self.report.status, 1)
    expectEqual(MutationReport(results: Array(Self.report.results.prefix(2))).status, 0)
    expectEqual(MutationReport(results: [Self.report.results[3]]).status, 0)
    expectEqual(MutationReport(results: [Self.report.results[5]]).status, 1)
  }

  @Test("each mutant's line says how it ended")
  func lines() {
    let console = Console(usesColor: false) { _, _ in }
    let lines = Self.report.results.map {
      MutationReport.line(for: $0, idWidth: 3, console: console)
    }
    expectEqual(
      lines,
      [
        "  ✓ killed     a    02-paging, step 2",
        "  ✓ killed     b    02-paging, step 2",
        "  ✗ survived   c    The mistake of c.",
        "  = equivalent d    nothing shows it",
        "  ✓ killed     e    02-paging, step 2",
        "  ! not run    f    does not compile",
        "  ✓ killed     g    02-paging, step 2",
      ])
    let many = MutationResult(
      mutant: Self.mutant("a"), outcome: .killed(scenario: "02", reason: "step 2", failing: 3))
    expectEqual(
      MutationReport.line(for: many, idWidth: 1, console: console),
      "  ✓ killed     a  02, step 2 (3 scenarios fail)")
  }
}
