import Characterization
import Foundation

/// `kata diff`: what one refactoring step changed, file by file, as `diff -u` shows it.
@MainActor
enum DiffCommand {
  static let command = Kata.Command(
    name: "diff",
    summary: "the unified diff between two modules, exercise ends, or one and your workspace",
    usage: "kata diff <stage|exerciseN|workspace> <stage|exerciseN|workspace> [--stat]",
    flags: ["stat"], options: [],
    details: """
      Each side is a reference stage (stage1…stage5), a branch (mvvm, coordinator, mvp, …), the
      end of an exercise (exercise0…), or your workspace. An exercise's end is the reference state its goals lead to, and where the
      next exercise starts: exercise0 is stage 1, exercise3 is stage 2, and the ends between two
      stages are stored in Katas/Ends. Only the module's Swift files are compared.

      For example:
        swift run kata diff workspace exercise4 --stat   how far you are from exercise 4's end
        swift run kata diff exercise3 exercise4          what exercise 4 changes, in the reference
        swift run kata diff stage1 stage2                a whole refactoring step
      """
  ) { arguments, context in
    guard arguments.positional.count == 2 else {
      throw UsageError("diff takes two stages, e.g. '\(Kata.invocation) diff stage1 stage2'")
    }
    let old = try Milestone(arguments.positional[0], root: context.root).moduleFolder
    let new = try Milestone(arguments.positional[1], root: context.root).moduleFolder
    let changes = try FolderDiff.compare(old, new, root: context.root)
    let console = context.console
    if changes.isEmpty {
      console.print("\(old) and \(new) are the same.")
      return 0
    }
    if arguments.flags.contains("stat") {
      console.print(FolderDiff.stat(changes, console: console))
    } else {
      for change in changes {
        console.emit(CheckCommand.colored(change.text, console: console))
      }
    }
    return 0
  }
}

/// The differences between two folders of Swift files, matched by file name, and a file that
/// only one side has matched to its counterpart on the other by content, as `git diff` finds
/// renames: a refactoring that renames `LocationSearchDataSource.swift` shows as a rename with
/// its few changed lines, not as one file deleted and another added.
enum FolderDiff {
  struct Change {
    /// The file's name in the newer folder (in the older one, if it is gone).
    let file: String
    /// The file's name in the older folder, when it was renamed.
    var renamedFrom: String?
    /// The share of lines the renamed file kept, in percent.
    var similarity = 100
    let added: Int
    let removed: Int
    /// The file's diff: headers and hunks, as `diff -u` prints them.
    let text: String

    /// The file as `--stat` names it: `Old.swift → New.swift` for a rename.
    var label: String { renamedFrom.map { "\($0) → \(file)" } ?? file }
  }

  /// A file counts as renamed when at least this share of the larger side's lines is kept, as
  /// `git diff -M` counts it by default.
  static let renameThreshold = 50

  static func compare(_ old: String, _ new: String, root: URL) throws -> [Change] {
    let oldFiles = try files(in: root.appendingPathComponent(old))
    let newFiles = try files(in: root.appendingPathComponent(new))
    func change(_ before: String?, _ after: String?) -> Change {
      let oldLines = before.flatMap { oldFiles[$0] }.map(UnifiedDiff.lines) ?? []
      let newLines = after.flatMap { newFiles[$0] }.map(UnifiedDiff.lines) ?? []
      let hunks = UnifiedDiff.hunks(from: oldLines, to: newLines)
      let lines = hunks.joined().split(separator: "\n")
      let added = lines.filter { $0.hasPrefix("+") }.count
      let removed = lines.filter { $0.hasPrefix("-") }.count
      var text =
        "--- \(before.map { "\(old)/\($0)" } ?? "/dev/null")\n"
        + "+++ \(after.map { "\(new)/\($0)" } ?? "/dev/null")\n" + hunks.joined()
      guard let before, let after, before != after else {
        return Change(file: after ?? before ?? "", added: added, removed: removed, text: text)
      }
      let similarity = (oldLines.count - removed) * 100 / max(oldLines.count, newLines.count, 1)
      text = "rename \(old)/\(before) → \(new)/\(after) (\(similarity)% similar)\n" + text
      return Change(
        file: after, renamedFrom: before, similarity: similarity, added: added, removed: removed,
        text: text)
    }
    // Renames: the most similar pairs first, each file in one pair at most.
    let gone = oldFiles.keys.filter { newFiles[$0] == nil }.sorted()
    let arrived = newFiles.keys.filter { oldFiles[$0] == nil }.sorted()
    var candidates: [Change] = []
    for before in gone {
      for after in arrived {
        let candidate = change(before, after)
        if candidate.similarity >= renameThreshold { candidates.append(candidate) }
      }
    }
    candidates.sort { ($0.similarity, $1.file) > ($1.similarity, $0.file) }
    var renames: [Change] = []
    var paired: Set<String> = []
    for candidate in candidates
    where !paired.contains(candidate.renamedFrom!) && !paired.contains("+" + candidate.file) {
      renames.append(candidate)
      paired.insert(candidate.renamedFrom!)
      paired.insert("+" + candidate.file)
    }
    let others = Set(oldFiles.keys).union(newFiles.keys).filter {
      !paired.contains($0) && !paired.contains("+" + $0) && oldFiles[$0] != newFiles[$0]
    }
    let plain = others.map {
      change(oldFiles[$0] == nil ? nil : $0, newFiles[$0] == nil ? nil : $0)
    }
    return (plain + renames).sorted { $0.file < $1.file }
  }

  static func stat(_ changes: [Change], console: Console) -> String {
    let width = changes.map(\.label.count).max() ?? 0
    var lines = changes.map { change in
      let name = change.label.padding(toLength: width, withPad: " ", startingAt: 0)
      let bar =
        console.styled(String(repeating: "+", count: min(change.added, 40)), .green)
        + console.styled(String(repeating: "-", count: min(change.removed, 40)), .red)
      return " \(name) | \(String(format: "%4d", change.added + change.removed)) \(bar)"
    }
    let added = changes.map(\.added).reduce(0, +)
    let removed = changes.map(\.removed).reduce(0, +)
    let renamed = changes.filter { $0.renamedFrom != nil }.count
    lines.append(
      " \(changes.count) files changed, \(added) insertions(+), \(removed) deletions(-)"
        + (renamed > 0 ? ", \(renamed) renamed" : ""))
    return lines.joined(separator: "\n")
  }

  /// The Swift files directly in a folder, by name.
  static func files(in folder: URL) throws -> [String: String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      throw KataError("no folder \(folder.path)")
    }
    var files: [String: String] = [:]
    for name in names where name.hasSuffix(".swift") {
      files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return files
  }
}
