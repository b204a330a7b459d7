import Foundation

/// A scratch copy of the package where mutants are applied one at a time, each built and run
/// against the scenarios, so that the package itself is only ever read.
///
/// The copy holds what building the `kata` product needs (the manifest, `Sources`, `Solutions`,
/// `Katas/Workspace`, `Katas/WorkspaceTests`, `Katas/Ends`, `Tests`), with the scenario scripts to run as its `Tests/Scenarios`: the
/// package's own, or any folder of them (a learner's, say). The copy stays between runs, and is
/// brought up to date by writing only the files that differ, so that every build after the
/// first is incremental: a mutant costs one module's rebuild, a link and one `kata check`.
@MainActor
final class MutationLab {
  /// The package the copy is made from.
  let root: URL
  /// The copy.
  let scratch: URL
  /// The folder of scenario scripts the copy runs.
  let scenarios: URL
  /// How long one run of the scenarios may take, in seconds, before it counts as hung (a
  /// mutant can make paging loop forever).
  let timeout: Int

  /// What the copy is made of, relative to the package's root.
  static let mirrored = [
    "Package.swift", "Sources", "Solutions", "Katas/Workspace", "Katas/WorkspaceTests",
    "Katas/Ends", "Tests",
  ]
  /// Where the copy keeps the scenarios it runs.
  static let scenarioFolder = "Tests/Scenarios"
  /// The file that marks a folder as a copy this lab may overwrite.
  static let marker = ".kata-mutants-scratch"

  private var binPath: String?

  init(root: URL, scratch: URL, scenarios: URL, timeout: Int = 120) {
    self.root = root
    self.scratch = scratch
    self.scenarios = scenarios
    self.timeout = timeout
  }

  /// The copy a package gets by default: a folder in the temporary directory named after the
  /// package's path, so that two checkouts never share one.
  static func defaultScratch(for root: URL, prefix: String = "dismantle-mutants") -> URL {
    // FNV-1a: a stable name from run to run, where `Hasher` is seeded anew in each process.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in root.standardizedFileURL.path.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(String(hash, radix: 16))", isDirectory: true)
  }

  // MARK: The copy

  /// Makes the copy, or brings it up to date with the package and the scenarios; returns how
  /// many files were written. Refuses a folder inside the package, and a folder that holds
  /// anything but an earlier copy.
  func prepare() throws -> Int {
    let files = FileManager.default
    let rootPath = root.standardizedFileURL.path
    let scratchPath = scratch.standardizedFileURL.path
    guard scratchPath != rootPath, !scratchPath.hasPrefix(rootPath + "/") else {
      throw UsageError("the scratch copy must be outside the package, not \(scratchPath)")
    }
    if files.fileExists(atPath: scratchPath) {
      let contents = try files.contentsOfDirectory(atPath: scratchPath)
      guard contents.isEmpty || contents.contains(Self.marker) else {
        throw KataError(
          "\(scratchPath) holds files that are not a scratch copy made by kata mutants; "
            + "choose an empty or new folder with --scratch")
      }
    }
    try files.createDirectory(at: scratch, withIntermediateDirectories: true)
    try Data("A scratch copy made by `kata mutants`; safe to delete.\n".utf8)
      .write(to: scratch.appendingPathComponent(Self.marker))

    var wanted: [String: URL] = [:]
    for entry in Self.mirrored {
      for path in Self.files(under: root.appendingPathComponent(entry)) {
        let relative = path.isEmpty ? entry : "\(entry)/\(path)"
        guard !relative.hasPrefix(Self.scenarioFolder + "/") else { continue }
        wanted[relative] = root.appendingPathComponent(relative)
      }
    }
    for path in Self.files(under: scenarios) {
      wanted["\(Self.scenarioFolder)/\(path)"] = scenarios.appendingPathComponent(path)
    }
    for entry in Self.mirrored {
      for path in Self.files(under: scratch.appendingPathComponent(entry)) {
        let relative = path.isEmpty ? entry : "\(entry)/\(path)"
        if wanted[relative] == nil {
          try files.removeItem(at: scratch.appendingPathComponent(relative))
        }
      }
    }
    var written = 0
    for (relative, source) in wanted.sorted(by: { $0.key < $1.key }) {
      let data = try Data(contentsOf: source)
      let target = scratch.appendingPathComponent(relative)
      // Unchanged files keep their dates, so the build stays incremental.
      guard (try? Data(contentsOf: target)) != data else { continue }
      try files.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: target)
      written += 1
    }
    return written
  }

  /// The regular files under `url`, as paths relative to it, hidden ones left out; `[""]` when
  /// `url` is itself a file, `[]` when it does not exist.
  static func files(under url: URL) -> [String] {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [""] }
    var found: [String] = []
    let enumerator = files.enumerator(atPath: url.path)
    while let path = enumerator?.nextObject() as? String {
      guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      var isSubfolder: ObjCBool = false
      if files.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isSubfolder),
        !isSubfolder.boolValue
      {
        found.append(path)
      }
    }
    return found.sorted()
  }

  // MARK: Building and checking

  /// Builds the copy's `kata`; on failure, returns the compiler's first errors.
  func build() async -> Result<Void, KataError> {
    let run = await Subprocess.run(
      ["swift", "build", "--product", "kata", "--package-path", scratch.path], in: scratch,
      environment: environment)
    guard run.exit == .exited(0) else {
      let errors = run.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(3)
      return .failure(
        KataError(
          errors.isEmpty ? String(run.output.suffix(2_000)) : errors.joined(separator: "\n")))
    }
    return .success(())
  }

  /// Runs the copy's scenarios against a stage with the copy's own `kata check`: `.survived`
  /// when every scenario passes.
  func check(_ stage: String) async -> MutantOutcome {
    let run = await kata(["check", stage])
    return MutantOutcome(checkOutput: run.output, exit: run.exit)
  }

  /// Runs the copy's own `kata` with `arguments`, on the copy.
  func kata(_ arguments: [String]) async -> Subprocess.Result {
    if binPath == nil {
      let run = await Subprocess.run(
        ["swift", "build", "--show-bin-path", "--package-path", scratch.path], in: scratch,
        environment: environment)
      guard run.exit == .exited(0) else {
        return Subprocess.Result(
          exit: .notStarted("could not find the scratch copy's build folder: \(run.output)"),
          output: "")
      }
      // The path is the last line; SwiftPM may print warnings before it.
      binPath = run.output.split(separator: "\n").last.map(String.init) ?? ""
    }
    let kata = URL(fileURLWithPath: binPath!).appendingPathComponent("kata").path
    return await Subprocess.run(
      [kata] + arguments, in: scratch, environment: environment, timeout: timeout)
  }

  /// Makes the mutant's mistake in the copy, builds it, runs the scenarios against its stage,
  /// and puts the file back as it was, whatever happened.
  func run(_ mutant: Mutant) async -> MutantOutcome {
    let folder: String
    do {
      folder = Kata.folder(of: try Kata.stage(mutant.stage))
    } catch {
      return .notRun("\(error)")
    }
    let file = scratch.appendingPathComponent(folder).appendingPathComponent(mutant.file)
    guard let original = try? Data(contentsOf: file) else {
      return .notRun("there is no \(folder)/\(mutant.file)")
    }
    let mutated: String
    do {
      mutated = try mutant.apply(to: String(decoding: original, as: UTF8.self))
      try Data(mutated.utf8).write(to: file)
    } catch {
      return .notRun("\(error)")
    }
    defer { try? original.write(to: file) }
    if case .failure(let error) = await build() {
      return .notRun("does not compile: \(error.description.split(separator: "\n").first ?? "")")
    }
    return await check(mutant.stage)
  }

  /// The tool's own environment, with the copy as the package the copy's `kata` reads, and no
  /// colour in what it prints.
  private var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISMANTLE_ROOT"] = scratch.path
    environment["NO_COLOR"] = "1"
    return environment
  }
}
