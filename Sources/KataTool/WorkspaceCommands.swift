import Foundation

/// `kata start`, `kata reset` and `kata restore`: set the workspace to a starting point or to a
/// backup, never losing work.
@MainActor
enum WorkspaceCommands {
  static let start = Kata.Command(
    name: "start",
    summary: "set your workspace to an exercise's starting point (backs up your work)",
    usage: "kata start <exercise number>", flags: [], options: [],
    details: """
      Exercise N starts exactly where exercise N-1 ends: start puts that end in Katas/Workspace,
      and the reference tests of that end in Katas/WorkspaceTests. Exercise 1 starts at stage 1;
      an exercise that leaves the main path for another architecture starts at the module it
      branches from.
      If either folder holds changes, both are first copied to Katas/Backups/workspace-<time>/.
      """
  ) { arguments, context in
    guard arguments.positional.count == 1 else {
      throw UsageError("start takes one exercise, e.g. '\(Kata.invocation) start 1'")
    }
    guard let exercise = Exercise.find(arguments.positional[0]) else {
      throw UsageError(
        "no exercise '\(arguments.positional[0])'; exercises are \(Exercise.numbers())")
    }
    let workspace = Workspace(root: context.root)
    let point = try Milestone(startOf: exercise, root: context.root)
    try workspace.replace(with: point, exercise: exercise.number, context: context)
    context.console.print(
      """
      Your workspace now holds \(point.description) (\(point.moduleFolder)), the starting point \
      of exercise \(exercise.number): \(exercise.title).
      Read \(exercise.sheetPath), then run: \(Kata.invocation) check workspace --exercise \(exercise.number)
      """)
    return 0
  }

  static let reset = Kata.Command(
    name: "reset", summary: "put your workspace back to its starting point (backs up your work)",
    usage: "kata reset", flags: [], options: []
  ) { arguments, context in
    guard arguments.positional.isEmpty else { throw UsageError("reset takes no arguments") }
    let workspace = Workspace(root: context.root)
    let start = workspace.startingPoint
    let point = try Milestone(start.point, root: context.root)
    try workspace.replace(with: point, exercise: start.exercise, context: context)
    context.console.print("Your workspace is back to \(point.description), its starting point.")
    return 0
  }

  static let restore = Kata.Command(
    name: "restore",
    summary: "list the backups of your workspace, or put one back (backs up your work first)",
    usage: "kata restore [backup | latest]", flags: [], options: []
  ) { arguments, context in
    guard arguments.positional.count <= 1 else {
      throw UsageError("restore takes one backup at most, e.g. '\(Kata.invocation) restore latest'")
    }
    let workspace = Workspace(root: context.root)
    let backups = workspace.backups
    guard let wanted = arguments.positional.first else {
      guard !backups.isEmpty else {
        context.console.print(
          "There are no backups yet. 'start', 'reset' and 'restore' make one in Katas/Backups/ "
            + "before they replace work you changed.")
        return 0
      }
      var table = TextTable(headers: ["backup", "files", "started from"])
      table.rows = backups.reversed().map { backup in
        let files = (try? FolderDiff.files(in: backup).count) ?? 0
        let start = Workspace.startingPoint(recordedIn: backup)
        return [backup.lastPathComponent, "\(files)", start.description]
      }
      context.console.print(
        """
        Backups of your workspace, newest first (in Katas/Backups/):

        \(table.render())

        To put one back (your current work is backed up first):
          \(Kata.invocation) restore \(backups.last!.lastPathComponent)
        """)
      return 0
    }
    let name =
      wanted == "latest"
      ? backups.last?.lastPathComponent : wanted.split(separator: "/").last.map(String.init)
    guard let name, let backup = backups.first(where: { $0.lastPathComponent == name }) else {
      let valid =
        backups.isEmpty
        ? "there are none yet"
        : "valid: latest, " + backups.map(\.lastPathComponent).joined(separator: ", ")
      throw UsageError("no backup '\(wanted)'; \(valid)")
    }
    try workspace.restore(backup, context: context)
    context.console.print("Your workspace now holds the backup \(backup.lastPathComponent).")
    return 0
  }
}

/// The learner's module, `Katas/Workspace`, their test target, `Katas/WorkspaceTests`, and
/// where both started from.
@MainActor
struct Workspace {
  let root: URL

  /// The module's folder, relative to the package's root.
  nonisolated static let moduleFolder = "Katas/Workspace"
  /// The test target's folder, relative to the package's root.
  nonisolated static let testsFolder = "Katas/WorkspaceTests"

  var folder: URL { root.appendingPathComponent(Self.moduleFolder) }
  var testsFolder: URL { root.appendingPathComponent(Self.testsFolder) }
  private var record: URL { root.appendingPathComponent("Katas/Workspace.start") }
  private var backupsFolder: URL { root.appendingPathComponent("Katas/Backups") }

  /// A backup keeps the workspace's starting point beside its files, under this name.
  private static let backupRecordName = ".workspace-start"
  /// A backup keeps the test target's files in this subfolder.
  private static let backupTestsName = "WorkspaceTests"

  /// What the workspace holds: the module's Swift files and the test target's, by name.
  struct Contents: Equatable {
    var module: [String: String]
    var tests: [String: String]
  }

  /// Where a workspace started: a milestone (an exercise's end, or a reference stage), and the
  /// exercise it was started for.
  struct StartingPoint: Equatable, CustomStringConvertible {
    /// A milestone's name: `exercise3`, or `stage1` as records before exercise ends wrote it.
    var point: String
    var exercise: Int?

    var description: String { exercise.map { "\(point), exercise \($0)" } ?? point }

    /// The record's text: `exercise3 4`, or `stage1` with no exercise.
    var recordText: String { exercise.map { "\(point) \($0)\n" } ?? "\(point)\n" }

    init(point: String, exercise: Int?) {
      self.point = point
      self.exercise = exercise
    }

    /// Reads a record; stage 1 if there is none.
    init(recordAt url: URL) {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
      point = words.first ?? "stage1"
      exercise = words.dropFirst().first.flatMap { Int($0) }
    }
  }

  /// The milestone and exercise the workspace was last set to (stage 1 if never).
  var startingPoint: StartingPoint { StartingPoint(recordAt: record) }

  /// The starting point a backup's workspace had.
  static func startingPoint(recordedIn backup: URL) -> StartingPoint {
    StartingPoint(recordAt: backup.appendingPathComponent(backupRecordName))
  }

  /// The backup folders, oldest first (their names sort by time).
  var backups: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: backupsFolder.path)) ?? []
    return names.filter { $0.hasPrefix("workspace-") }.sorted().map {
      backupsFolder.appendingPathComponent($0)
    }
  }

  /// What the workspace holds now.
  var current: Contents {
    get throws {
      Contents(
        module: try FolderDiff.files(in: folder),
        tests: (try? FolderDiff.files(in: testsFolder)) ?? [:])
    }
  }

  /// The files a milestone puts in the workspace: its module's, with the workspace's entry
  /// point, and its reference tests.
  func contents(of point: Milestone) throws -> Contents {
    var module = try FolderDiff.files(in: root.appendingPathComponent(point.moduleFolder))
    if let entry = module["LocationSearchStage.swift"] {
      module["LocationSearchStage.swift"] = Self.entryPoint(entry, startedFrom: point.name)
    }
    let tests = try point.testsFolder.map {
      try FolderDiff.files(in: root.appendingPathComponent($0))
    }
    return Contents(module: module, tests: tests ?? [:])
  }

  /// Whether the workspace or its tests differ from their starting point.
  func hasChanges() throws -> Bool {
    // A starting point this version of the tool does not know counts as changed: back it up.
    guard let start = try? Milestone(startingPoint.point, root: root) else { return true }
    return try current != contents(of: start)
  }

  /// Replaces the workspace and its tests with a milestone's, backing up any changes first.
  func replace(with point: Milestone, exercise: Int?, context: Kata.Context) throws {
    try fill(
      with: contents(of: point),
      startingPoint: StartingPoint(point: point.name, exercise: exercise), context: context)
  }

  /// Replaces the workspace with a backup's files and starting point, backing up any changes
  /// first. A backup made before the test target existed leaves the tests as they are.
  func restore(_ backup: URL, context: Kata.Context) throws {
    let tests = backup.appendingPathComponent(Self.backupTestsName)
    try fill(
      with: Contents(
        module: FolderDiff.files(in: backup),
        tests: FileManager.default.fileExists(atPath: tests.path)
          ? FolderDiff.files(in: tests) : current.tests),
      startingPoint: Self.startingPoint(recordedIn: backup), context: context)
  }

  private func fill(
    with contents: Contents, startingPoint start: StartingPoint, context: Kata.Context
  ) throws {
    // Read before anything is written: a failure here leaves the workspace as it was.
    let current = try current
    if try hasChanges() {
      let backup = try backUp(at: context.now())
      context.console.print("Your changes are saved in \(backup.path).")
    }
    try FileManager.default.createDirectory(at: testsFolder, withIntermediateDirectories: true)
    for (folder, old, new) in [
      (folder, current.module, contents.module), (testsFolder, current.tests, contents.tests),
    ] {
      for name in old.keys {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
      for (name, text) in new {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
    }
    try start.recordText.write(to: record, atomically: true, encoding: .utf8)
  }

  /// Copies the workspace into `Katas/Backups/<time>/`, its tests into a `WorkspaceTests`
  /// folder there, and returns that folder.
  func backUp(at date: Date) throws -> URL {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let stamp = String(
      format: "%04d%02d%02d-%02d%02d%02d", parts.year!, parts.month!, parts.day!, parts.hour!,
      parts.minute!, parts.second!)
    var backup = backupsFolder.appendingPathComponent("workspace-\(stamp)")
    var suffix = 2
    while FileManager.default.fileExists(atPath: backup.path) {
      backup = backupsFolder.appendingPathComponent("workspace-\(stamp)-\(suffix)")
      suffix += 1
    }
    let tests = backup.appendingPathComponent(Self.backupTestsName)
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    for (from, to) in [(folder, backup), (testsFolder, tests)] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: from.path)) ?? []
      for name in names {
        try FileManager.default.copyItem(
          at: from.appendingPathComponent(name), to: to.appendingPathComponent(name))
      }
    }
    try startingPoint.recordText.write(
      to: backup.appendingPathComponent(Self.backupRecordName), atomically: true, encoding: .utf8)
    return backup
  }

  /// The workspace's entry point: the stage's own, renamed so the suite lists it as the
  /// workspace.
  static func entryPoint(_ source: String, startedFrom point: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.contains("static let identifier") {
        return "  public static let identifier = \"workspace\""
      }
      if line.contains("static let title") {
        return "  public static let title = \"Your workspace (started from \(point))\""
      }
      return String(line)
    }.joined(separator: "\n")
  }
}
