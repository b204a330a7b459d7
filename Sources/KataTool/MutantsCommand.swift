import Foundation
import HeadlessUIKit
import StageRegistry

/// `kata mutants`: makes plausible refactoring mistakes in a stage, one at a time, in a scratch
/// copy of the package, and reports which the scenarios catch: mutation testing of the suite.
@MainActor
enum MutantsCommand {
  static let command = Kata.Command(
    name: "mutants",
    summary: "make plausible mistakes in a stage, one at a time, and see which the scenarios catch",
    usage:
      "kata mutants [stage1…stage5] [--catalogue FILE] [--scenarios DIR] [--only ID,…] "
      + "[--scratch DIR] [--list] | kata mutants --exercise 0 [--hints] [--only ID,…]",
    flags: ["list", "hints"], options: ["catalogue", "scenarios", "only", "scratch", "exercise"],
    details: """
      Without --exercise, the suite's own catalogues (Tests/Mutants) are run against the suite's
      scenarios (Tests/Scenarios), with what a user would see of each survivor.

      --exercise 0 is exercise 0 (Katas/00-pin-the-behaviour.md): the mistakes of
      \(exercise0Catalogue), made in stage 1, against your scenarios in \(exercise0Scenarios).
      Survivors are named with their mistake; --hints adds what a user would see of each.
      """
  ) { arguments, context in
    let exercise = try exerciseZero(arguments)
    var mutants = try catalogues(arguments, root: context.root).flatMap(\.mutants)
    if let only = arguments.options["only"] {
      let ids = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      let known = Set(mutants.map(\.id))
      if let unknown = ids.first(where: { !known.contains($0) }) {
        throw UsageError(
          "no mutant '\(unknown)' in the catalogues; 'kata mutants --list' lists them")
      }
      mutants = mutants.filter { ids.contains($0.id) }
    }
    if arguments.flags.contains("list") {
      context.console.print(list(mutants))
      return 0
    }
    let scenarios =
      arguments.options["scenarios"].map {
        URL(fileURLWithPath: $0, isDirectory: true, relativeTo: context.root).standardizedFileURL
      }
      ?? context.root.appendingPathComponent(
        exercise ? exercise0Scenarios : MutationLab.scenarioFolder, isDirectory: true)
    let scenarioCount = MutationLab.files(under: scenarios).filter { $0.hasSuffix(".scenario") }
      .count
    guard scenarioCount > 0 else {
      if exercise {
        throw KataError(
          "there are no scenarios in \(display(scenarios, root: context.root)) yet: write your "
            + "first as Katas/00-pin-the-behaviour.md shows, then run this again")
      }
      throw UsageError("no .scenario files in \(scenarios.path)")
    }
    try check(mutants, root: context.root)
    let lab = MutationLab(
      root: context.root,
      scratch: arguments.options["scratch"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? MutationLab.defaultScratch(for: context.root),
      scenarios: scenarios)
    context.console.print(
      "kata mutants: \(mutants.count) mistakes, each made alone in a scratch copy and checked "
        + "against the \(scenarioCount) scenarios in \(display(scenarios, root: context.root)).")
    let status = try await run(
      mutants, in: lab, console: context.console,
      showsHints: !exercise || arguments.flags.contains("hints"))
    if exercise {
      context.console.print(
        status == 0
          ? "\nYour scenarios catch every mistake: exercise 0 is done."
          : "\nNot yet: write scenarios that catch the survivors, then run this again"
            + (arguments.flags.contains("hints")
              ? "." : " (--hints says what a user would see of each)."))
    }
    return status
  }

  /// Exercise 0's catalogue: mistakes in stage 1 for the learner's own scenarios to catch.
  static let exercise0Catalogue = "Katas/Mutants/stage1.mutants"
  /// Where exercise 0 keeps the learner's scenarios.
  static let exercise0Scenarios = "Katas/MyScenarios"

  /// Whether the arguments ask for exercise 0; refuses other exercises, and a stage or a
  /// catalogue beside it.
  static func exerciseZero(_ arguments: CommandLineArguments) throws -> Bool {
    guard let number = arguments.options["exercise"] else { return false }
    guard number == "0" else {
      throw UsageError(
        "only exercise 0 is checked by mutants; exercise \(number)'s goals are checked by "
          + "'\(Kata.invocation) check --exercise \(number)'")
    }
    guard arguments.positional.isEmpty, arguments.options["catalogue"] == nil else {
      throw UsageError("--exercise 0 makes its own mistakes in stage 1; give no stage or catalogue")
    }
    return true
  }

  /// Where the shipped catalogues are, one per stage: `Tests/Mutants/<stage>.mutants`.
  static let catalogueFolder = "Tests/Mutants"

  /// The catalogues the arguments ask for: the one `--catalogue` names, or the shipped one of
  /// each stage named (every shipped one when none is).
  static func catalogues(_ arguments: CommandLineArguments, root: URL) throws -> [MutantCatalogue] {
    let stages = try arguments.positional.map { try Kata.stage($0).identifier }
    if arguments.options["exercise"] == "0" {
      return [try read(root.appendingPathComponent(exercise0Catalogue), named: exercise0Catalogue)]
    }
    if let path = arguments.options["catalogue"] {
      let file = URL(fileURLWithPath: path)
      guard FileManager.default.fileExists(atPath: file.path) else {
        throw UsageError("no catalogue at \(path)")
      }
      let catalogue = try read(file, named: path)
      if let other = stages.first(where: { $0 != catalogue.stage }) {
        throw UsageError("\(path) is a catalogue for \(catalogue.stage), not \(other)")
      }
      return [catalogue]
    }
    let folder = root.appendingPathComponent(catalogueFolder)
    let shipped = MutationLab.files(under: folder).filter { $0.hasSuffix(".mutants") }
    let wanted = stages.isEmpty ? shipped.map { String($0.dropLast(".mutants".count)) } : stages
    guard !wanted.isEmpty else {
      throw KataError("no catalogues in \(catalogueFolder); give one with --catalogue FILE")
    }
    return try wanted.map { stage in
      let name = "\(catalogueFolder)/\(stage).mutants"
      guard shipped.contains("\(stage).mutants") else {
        throw UsageError("there is no \(name); give a catalogue with --catalogue FILE")
      }
      return try read(root.appendingPathComponent(name), named: name)
    }
  }

  private static func read(_ file: URL, named name: String) throws -> MutantCatalogue {
    let text = try String(contentsOf: file, encoding: .utf8)
    do {
      return try MutantCatalogue(
        parsing: text, file: name, stages: StageRegistry.allIdentifiers)
    } catch {
      throw KataError("\(error)")
    }
  }

  /// Checks, before anything is built, that each mutant's text is in its file exactly once.
  static func check(_ mutants: [Mutant], root: URL) throws {
    var problems: [String] = []
    for mutant in mutants {
      let folder = Kata.folder(of: try Kata.stage(mutant.stage))
      let file = root.appendingPathComponent(folder).appendingPathComponent(mutant.file)
      guard let text = try? String(contentsOf: file, encoding: .utf8) else {
        problems.append(
          "\(mutant.catalogue):\(mutant.line): mutant '\(mutant.id)': there is no "
            + "\(folder)/\(mutant.file)")
        continue
      }
      do {
        _ = try mutant.apply(to: text)
      } catch {
        problems.append(error.description)
      }
    }
    guard problems.isEmpty else {
      throw KataError(
        "\(problems.count) of the mutants no longer fit their stage:\n"
          + problems.joined(separator: "\n"))
    }
  }

  /// The mutants, stage by stage: id and mistake, no hints.
  static func list(_ mutants: [Mutant]) -> String {
    var lines: [String] = []
    let width = mutants.map(\.id.count).max() ?? 0
    var stage: String?
    for mutant in mutants {
      if mutant.stage != stage {
        stage = mutant.stage
        let title = StageRegistry.stage(mutant.stage)?.title ?? ""
        lines.append("\(mutant.stage) — \(title)")
      }
      lines.append(
        "  " + mutant.id + String(repeating: " ", count: width - mutant.id.count) + "  "
          + mutant.mistake)
    }
    return lines.joined(separator: "\n")
  }

  /// Builds the lab's copy, then per stage checks that the scenarios pass without a mistake and
  /// tries each of the stage's mutants; prints a line per mutant as it goes, then the kill rates
  /// and the survivors (with what a user would see, when `showsHints`). Returns the report's
  /// exit status.
  static func run(_ mutants: [Mutant], in lab: MutationLab, console: Console, showsHints: Bool)
    async throws -> Int32
  {
    let clock = ContinuousClock()
    let start = clock.now
    let written = try lab.prepare()
    console.print(
      "Scratch copy: \(lab.scratch.path) (\(written) files updated; kept for a faster next run)")
    console.print("Building it (the first time builds everything: a minute or more)…")
    if case .failure(let error) = await lab.build() {
      throw KataError("the scratch copy does not build:\n\(error)")
    }
    console.print("Built in \(describe(clock.now - start)).")
    var report = MutationReport()
    var titles: [String: String] = [:]
    let width = mutants.map(\.id.count).max() ?? 0
    var stages: [String] = []
    for mutant in mutants where !stages.contains(mutant.stage) { stages.append(mutant.stage) }
    for stage in stages {
      let title = try Kata.stage(stage).title
      titles[stage] = title
      console.print("\n\(stage) — \(title)")
      // The scenarios must pass before a mistake is made, or no mutant's result means anything.
      var unmutated = MutantOutcome.survived
      if case .failure(let error) = await lab.build() {
        unmutated = .notRun("the scratch copy does not build: \(error)")
      } else {
        switch await lab.check(stage) {
        case .survived:
          break
        case .killed(let scenario, let reason, _):
          let failure = scenario.map { "\($0), \(reason)" } ?? reason
          unmutated = .notRun("the scenarios fail without any mistake made: \(failure)")
        case .notRun(let reason):
          unmutated = .notRun(reason)
        }
      }
      if case .notRun(let reason) = unmutated {
        console.print("  \(console.styled("!", .yellow)) \(reason)")
      }
      for mutant in mutants where mutant.stage == stage {
        let outcome = unmutated == .survived ? await lab.run(mutant) : unmutated
        let result = MutationResult(mutant: mutant, outcome: outcome)
        report.results.append(result)
        console.print(MutationReport.line(for: result, idWidth: width, console: console))
      }
    }
    console.print("\n" + report.summary(titles: titles))
    let survivors = report.survivors(showsHints: showsHints)
    if !survivors.isEmpty { console.print("\n" + survivors) }
    console.print("\n\(mutants.count) mutants in \(describe(clock.now - start)).")
    return report.status
  }

  /// A folder as the user would type it: relative to the package when inside it.
  static func display(_ folder: URL, root: URL) -> String {
    let path = folder.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path + "/"
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }

  /// A duration to the second: `42 s`, `3 min 07 s`.
  static func describe(_ duration: Duration) -> String {
    let seconds = Int(duration.components.seconds)
    return seconds < 60
      ? "\(seconds) s" : "\(seconds / 60) min \(String(format: "%02d", seconds % 60)) s"
  }
}
