import Foundation
import HeadlessUIKit
import StageRegistry

/// A named state of the scene's code that the tool can put in the workspace or compare with:
/// a reference stage (`stage2`), the learner's workspace, or the end of an exercise
/// (`exercise4`), which is where the next exercise starts.
///
/// An exercise ends either at a whole stage or at a state stored in `Katas/Ends/<slug>/Workspace`.
/// The reference tests of the learner's test target at an end are the nearest
/// `Katas/Ends/<slug>/WorkspaceTests` at or before it: exercise 0's holds the starter test.
@MainActor
struct Milestone {
  /// The name it was asked by, made canonical: `stage2`, `workspace`, `exercise4`.
  let name: String
  /// The folder of its module's Swift files, relative to the package's root.
  let moduleFolder: String
  /// The folder of the reference tests that go with it, relative to the root, if any.
  private(set) var testsFolder: String?
  /// How a person reads it: `stage2`, `exercise 4's end`, `your workspace`.
  let description: String

  /// The stored end of exercise 0: stage 1, with the starter test.
  static let startFolder = "Katas/Ends/00-pin-the-behaviour"

  /// The names `kata diff` and `kata start` accept, for messages.
  static let validNames =
    (["stage1…stage5"] + StageRegistry.branchIdentifiers).joined(separator: ", ")
    + ", workspace, " + Exercise.numbers(from: 0, naming: { "exercise\($0)" }, through: "…")
    + " (an exercise's end)"

  /// Finds a milestone by name: `stage2` (or `2`), `workspace`, `exercise4`.
  init(_ text: String, root: URL) throws(UsageError) {
    if text.hasPrefix("exercise"), let number = Int(text.dropFirst("exercise".count)) {
      self = try Self(endOf: number, root: root)
      return
    }
    let stage: any Stage.Type
    do {
      stage = try Kata.stage(text)
    } catch {
      throw UsageError("unknown stage or exercise end '\(text)'; valid: \(Self.validNames)")
    }
    name = stage.identifier
    moduleFolder = Kata.folder(of: stage)
    if name == "workspace" {
      testsFolder = Workspace.testsFolder
      description = "your workspace"
    } else if StageRegistry.branchesFrom[stage.identifier] != nil {
      // A branch's own tests are not the learner's: it comes with the starter test only.
      testsFolder = Self.tests(before: 0, root: root)
      description = name
    } else {
      // A stage's tests are those of the first exercise that ends there.
      let identifier = stage.identifier
      let exercise = Exercise.all.first { $0.end == .stage(identifier) }?.number ?? 0
      testsFolder = Self.tests(before: exercise, root: root)
      description = name
    }
  }

  /// Where `exercise` starts: the end of the exercise before it, or, for an exercise that
  /// leaves the main path, the module it branches from.
  init(startOf exercise: Exercise, root: URL) throws(UsageError) {
    if let module = exercise.startsAt {
      self = try Self(module, root: root)
    } else {
      self = try Self(endOf: exercise.number - 1, root: root)
    }
  }

  /// The end of exercise `number` (0 is stage 1, where exercise 1 starts).
  init(endOf number: Int, root: URL) throws(UsageError) {
    testsFolder = Self.tests(before: number, root: root)
    if number == 0 {
      // Where exercise 1 starts, and what a fresh clone holds: stage 1, named as such.
      name = "stage1"
      description = name
      moduleFolder = Kata.folder(of: try Kata.stage(name))
      return
    }
    name = "exercise\(number)"
    description = "exercise \(number)'s end"
    guard let exercise = Exercise.all.first(where: { $0.number == number }) else {
      throw UsageError(
        "no exercise \(number); exercises are \(Exercise.numbers(from: 0)) (valid: \(Self.validNames))"
      )
    }
    switch exercise.end {
    case .stage(let stage): moduleFolder = Kata.folder(of: try Kata.stage(stage))
    case .stored: moduleFolder = exercise.endFolder + "/Workspace"
    }
    // A branch's exercise leaves the main path: the main path's stored tests do not follow it.
    if exercise.startsAt != nil { testsFolder = Self.tests(before: 0, root: root) }
  }

  /// The nearest stored reference tests at or before the end of exercise `number`, on the main
  /// path.
  private static func tests(before number: Int, root: URL) -> String? {
    let folders =
      [startFolder]
      + Exercise.all.filter { $0.number <= number && $0.startsAt == nil }.map(\.endFolder)
    return folders.reversed().map { $0 + "/WorkspaceTests" }.first {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
  }
}
