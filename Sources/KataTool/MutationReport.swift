import Foundation

/// What the scenarios made of one mutant.
enum MutantOutcome: Equatable, Sendable {
  /// A scenario caught the mistake: the first that failed (nil when the run crashed or hung
  /// before it could say), why, and how many failed.
  case killed(scenario: String?, reason: String, failing: Int)
  /// Every scenario passed with the mistake in the code.
  case survived
  /// The mutant could not be tried (it did not apply or compile, or the scenarios already
  /// failed without it): a fault of the catalogue or the stage, not a result.
  case notRun(String)

  /// Reads what `kata check <stage>` printed and how it ended. It prints one table row per
  /// scenario, a failed one as `<scenario>  ✗ <why>`, and exits 1 when any failed.
  init(checkOutput output: String, exit: ProcessExit) {
    switch exit {
    case .exited(0):
      self = .survived
    case .exited(1):
      let failedRows = output.split(separator: "\n").compactMap { line -> (String, String)? in
        guard let mark = line.range(of: "  ✗ ") else { return nil }
        let scenario = line[..<mark.lowerBound].trimmingCharacters(in: .whitespaces)
        // A row starts with the scenario's name; a diff line below the table does not.
        guard let first = scenario.first, first.isLetter || first.isNumber,
          !scenario.contains(" ")
        else { return nil }
        return (scenario, String(line[mark.upperBound...]))
      }
      if let (scenario, reason) = failedRows.first {
        self = .killed(scenario: scenario, reason: reason, failing: failedRows.count)
      } else {
        self = .killed(scenario: nil, reason: Self.lastLine(of: output), failing: 0)
      }
    case .exited(let status):
      self = .notRun("kata check exited with status \(status): \(Self.lastLine(of: output))")
    case .signalled(let signal):
      let fatal = output.split(separator: "\n").first { $0.contains("Fatal error") }
      self = .killed(
        scenario: nil,
        reason: "crashed (\(fatal.map { String($0) } ?? "signal \(signal)"))", failing: 0)
    case .timedOut(let seconds):
      self = .killed(scenario: nil, reason: "did not finish in \(seconds) s", failing: 0)
    case .notStarted(let reason):
      self = .notRun("kata check could not start: \(reason)")
    }
  }

  private static func lastLine(of output: String) -> String {
    output.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
      ?? "no output"
  }
}

/// One mutant and what the scenarios made of it.
struct MutationResult: Equatable, Sendable {
  let mutant: Mutant
  let outcome: MutantOutcome

  /// Whether it survived and is known to change nothing a user could see.
  var isEquivalentSurvivor: Bool { outcome == .survived && mutant.equivalence != nil }

  /// Whether it survived although a user could see the mistake: a gap in the scenarios.
  var isGap: Bool { outcome == .survived && mutant.equivalence == nil }

  /// Whether a scenario caught it.
  var isKilled: Bool {
    if case .killed = outcome { return true }
    return false
  }

  /// Whether it could not be tried.
  var isNotRun: Bool {
    if case .notRun = outcome { return true }
    return false
  }
}

/// The results of a mutation run: a line per mutant, the kill rate per stage, the survivors.
///
/// The kill rate of a stage is the share of its mutants the scenarios caught, among those that
/// ran and are not marked equivalent (a mutant no user could tell apart cannot be caught, and
/// says why in its catalogue). It is rounded down, so that 100% means every one.
struct MutationReport: Equatable, Sendable {
  var results: [MutationResult] = []

  /// The stages in the order their results came.
  var stages: [String] {
    var seen: Set<String> = []
    return results.map(\.mutant.stage).filter { seen.insert($0).inserted }
  }

  /// The exit status a run should end with: 0 when every mutant that ran was caught (or is
  /// marked equivalent) and none failed to run, 1 otherwise.
  var status: Int32 {
    results.contains { $0.isGap || $0.isNotRun } ? 1 : 0
  }

  /// A stage's kill rate as text, e.g. `92%`; `—` when no mutant counts.
  func killRate(of stage: String?) -> String {
    let counted = results.filter { stage == nil || $0.mutant.stage == stage }
    let killed = counted.filter(\.isKilled).count
    let total = killed + counted.filter(\.isGap).count
    return total == 0 ? "—" : "\(killed * 100 / total)%"
  }

  /// One line for a result, as the run prints it: outcome, id, and the scenario that caught it
  /// or the mistake that got through.
  static func line(for result: MutationResult, idWidth: Int, console: Console) -> String {
    let id = result.mutant.id.padding(toLength: max(idWidth, result.mutant.id.count))
    switch result.outcome {
    case .killed(let scenario, let reason, let failing):
      let more = failing > 1 ? " (\(failing) scenarios fail)" : ""
      let by = scenario.map { "\($0), \(reason)\(more)" } ?? reason
      return "  \(console.styled("✓ killed    ", .green)) \(id)  \(by)"
    case .survived where result.mutant.equivalence != nil:
      return "  \(console.styled("= equivalent", .dim)) \(id)  \(result.mutant.equivalence!)"
    case .survived:
      return "  \(console.styled("✗ survived  ", .red)) \(id)  \(result.mutant.mistake)"
    case .notRun(let reason):
      return "  \(console.styled("! not run   ", .yellow)) \(id)  \(reason)"
    }
  }

  /// The kill rate per stage, with a total row when there is more than one stage.
  func summary(titles: [String: String]) -> String {
    var table = TextTable(headers: [
      "stage", "mutants", "killed", "survived", "equivalent", "not run", "kill rate",
    ])
    func row(_ name: String, _ results: [MutationResult], stage: String?) -> [String] {
      [
        name, "\(results.count)", "\(results.filter(\.isKilled).count)",
        "\(results.filter(\.isGap).count)", "\(results.filter(\.isEquivalentSurvivor).count)",
        "\(results.filter(\.isNotRun).count)", killRate(of: stage),
      ]
    }
    for stage in stages {
      let title = titles[stage].map { "\(stage) — \($0)" } ?? stage
      table.rows.append(row(title, results.filter { $0.mutant.stage == stage }, stage: stage))
    }
    if stages.count > 1 {
      table.rows.append(row("all", results, stage: nil))
    }
    return table.render()
  }

  /// The mutants that survived although a user would see them, each with where it is written,
  /// the mistake and, when `showsHints`, what a user would see. Then the mutants marked
  /// equivalent that were killed after all, whose mark is wrong. Empty when there are none.
  func survivors(showsHints: Bool) -> String {
    var lines: [String] = []
    let gaps = results.filter(\.isGap)
    if !gaps.isEmpty {
      lines.append("Survivors: mistakes no scenario catches (\(gaps.count))")
      for result in gaps {
        let mutant = result.mutant
        lines.append("  \(mutant.stage) \(mutant.id) (\(mutant.catalogue):\(mutant.line))")
        lines.append("    mistake: \(mutant.mistake)")
        if showsHints { lines.append("    a user sees: \(mutant.symptom)") }
      }
    }
    let wronglyMarked = results.filter { $0.isKilled && $0.mutant.equivalence != nil }
    if !wronglyMarked.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines.append(
        "Marked equivalent, yet a scenario catches them: remove their 'equivalent:' line")
      for result in wronglyMarked {
        let mutant = result.mutant
        lines.append("  \(mutant.stage) \(mutant.id) (\(mutant.catalogue):\(mutant.line))")
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The text padded with spaces to `length` characters.
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }
}
