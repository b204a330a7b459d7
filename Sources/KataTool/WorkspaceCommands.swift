import Foundation

/// `kata start` and `kata reset`: set the workspace to a starting point, never losing work.
@MainActor
enum WorkspaceCommands {
  static let start = Kata.Command(
    name: "start",
    summary: "set your workspace to an exercise's starting point (backs up your work)",
    usage: "kata start <exercise number>", flags: [], options: []
  ) { arguments, context in
    guard arguments.positional.count == 1 else {
      throw UsageError("start takes one exercise, e.g. 'kata start 1'")
    }
    guard let exercise = Exercise.find(arguments.positional[0]) else {
      throw UsageError(
        "no exercise '\(arguments.positional[0])'; exercises are 1 to \(Exercise.all.count)")
    }
    let workspace = Workspace(root: context.root)
    try workspace.replace(with: exercise.startingStage, exercise: exercise.number, context: context)
    context.console.print(
      """
      Your workspace now holds \(exercise.startingStage), the starting point of exercise \
      \(exercise.number): \(exercise.title).
      Read \(exercise.sheetPath), then run 'swift run kata check workspace --exercise \(exercise.number)'.
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
    try workspace.replace(with: start.stage, exercise: start.exercise, context: context)
    context.console.print("Your workspace is back to \(start.stage), its starting point.")
    return 0
  }
}

/// The learner's module, `Katas/Workspace`, and where it started from.
@MainActor
struct Workspace {
  let root: URL

  var folder: URL { root.appendingPathComponent("Katas/Workspace") }
  private var record: URL { root.appendingPathComponent("Katas/Workspace.start") }

  /// The stage and exercise the workspace was last set to (stage 1 if never).
  var startingPoint: (stage: String, exercise: Int?) {
    guard let text = try? String(contentsOf: record, encoding: .utf8) else {
      return ("stage1", nil)
    }
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    return (words.first ?? "stage1", words.dropFirst().first.flatMap { Int($0) })
  }

  /// The files a starting point puts in the workspace: the stage's, with the workspace's entry point.
  func files(of stage: String) throws -> [String: String] {
    let module = try Kata.folder(of: Kata.stage(stage))
    var files = try FolderDiff.files(in: root.appendingPathComponent(module))
    if let entry = files["LocationSearchStage.swift"] {
      files["LocationSearchStage.swift"] = Self.entryPoint(entry, startedFrom: stage)
    }
    return files
  }

  /// Whether the workspace differs from its starting point.
  func hasChanges() throws -> Bool {
    try FolderDiff.files(in: folder) != files(of: startingPoint.stage)
  }

  /// Replaces the workspace with a stage's files, backing up any changes first.
  func replace(with stage: String, exercise: Int?, context: Kata.Context) throws {
    if try hasChanges() {
      let backup = try backUp(at: context.now())
      context.console.print("Your changes are saved in \(backup.path).")
    }
    let current = try FolderDiff.files(in: folder)
    for name in current.keys {
      try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    for (name, text) in try files(of: stage) {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let line = exercise.map { "\(stage) \($0)\n" } ?? "\(stage)\n"
    try line.write(to: record, atomically: true, encoding: .utf8)
  }

  /// Copies the workspace into `Katas/Backups/<time>/` and returns that folder.
  func backUp(at date: Date) throws -> URL {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let stamp = String(
      format: "%04d%02d%02d-%02d%02d%02d", parts.year!, parts.month!, parts.day!, parts.hour!,
      parts.minute!, parts.second!)
    var backup = root.appendingPathComponent("Katas/Backups/workspace-\(stamp)")
    var suffix = 2
    while FileManager.default.fileExists(atPath: backup.path) {
      backup = root.appendingPathComponent("Katas/Backups/workspace-\(stamp)-\(suffix)")
      suffix += 1
    }
    try FileManager.default.createDirectory(at: backup, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      try FileManager.default.copyItem(
        at: folder.appendingPathComponent(name), to: backup.appendingPathComponent(name))
    }
    return backup
  }

  /// The workspace's entry point: the stage's own, renamed so the suite lists it as the
  /// workspace.
  static func entryPoint(_ source: String, startedFrom stage: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.contains("static let identifier") {
        return "  public static let identifier = \"workspace\""
      }
      if line.contains("static let title") {
        return "  public static let title = \"Your workspace (started from \(stage))\""
      }
      return String(line)
    }.joined(separator: "\n")
  }
}
