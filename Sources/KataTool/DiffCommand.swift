import Characterization
import Foundation

/// `kata diff`: what one refactoring step changed, file by file, as `diff -u` shows it.
@MainActor
enum DiffCommand {
  static let command = Kata.Command(
    name: "diff", summary: "the unified diff between two stages, or a stage and your workspace",
    usage: "kata diff <stage|workspace> <stage|workspace> [--stat]", flags: ["stat"], options: []
  ) { arguments, context in
    guard arguments.positional.count == 2 else {
      throw UsageError("diff takes two stages, e.g. '\(Kata.invocation) diff stage1 stage2'")
    }
    let old = Kata.folder(of: try Kata.stage(arguments.positional[0]))
    let new = Kata.folder(of: try Kata.stage(arguments.positional[1]))
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

/// The differences between two folders of Swift files, matched by file name.
enum FolderDiff {
  struct Change {
    let file: String
    let added: Int
    let removed: Int
    /// The file's diff: headers and hunks, as `diff -u` prints them.
    let text: String
  }

  static func compare(_ old: String, _ new: String, root: URL) throws -> [Change] {
    let oldFiles = try files(in: root.appendingPathComponent(old))
    let newFiles = try files(in: root.appendingPathComponent(new))
    return Set(oldFiles.keys).union(newFiles.keys).sorted().compactMap { name in
      let before = oldFiles[name]
      let after = newFiles[name]
      guard before != after else { return nil }
      let oldLines = before.map(UnifiedDiff.lines) ?? []
      let newLines = after.map(UnifiedDiff.lines) ?? []
      let hunks = UnifiedDiff.hunks(from: oldLines, to: newLines)
      let added = hunks.joined().split(separator: "\n").filter { $0.hasPrefix("+") }.count
      let removed = hunks.joined().split(separator: "\n").filter { $0.hasPrefix("-") }.count
      let header =
        "--- \(before == nil ? "/dev/null" : "\(old)/\(name)")\n"
        + "+++ \(after == nil ? "/dev/null" : "\(new)/\(name)")\n"
      return Change(file: name, added: added, removed: removed, text: header + hunks.joined())
    }
  }

  static func stat(_ changes: [Change], console: Console) -> String {
    let width = changes.map(\.file.count).max() ?? 0
    var lines = changes.map { change in
      let name = change.file.padding(toLength: width, withPad: " ", startingAt: 0)
      let bar =
        console.styled(String(repeating: "+", count: min(change.added, 40)), .green)
        + console.styled(String(repeating: "-", count: min(change.removed, 40)), .red)
      return " \(name) | \(String(format: "%4d", change.added + change.removed)) \(bar)"
    }
    let added = changes.map(\.added).reduce(0, +)
    let removed = changes.map(\.removed).reduce(0, +)
    lines.append(
      " \(changes.count) files changed, \(added) insertions(+), \(removed) deletions(-)")
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
