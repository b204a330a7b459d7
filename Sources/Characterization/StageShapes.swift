/// A structural rule a stage must keep, checked against its observed shape.
public struct ShapeRule: Sendable {
  /// The rule, as a sentence a learner can read.
  public let statement: String
  /// Returns what breaks the rule, or `nil` if it holds.
  public let check: @Sendable ([ShapeObservation]) -> String?

  public init(_ statement: String, check: @escaping @Sendable ([ShapeObservation]) -> String?) {
    self.statement = statement
    self.check = check
  }

  /// A rule that must hold in each list mode (recommendations, completions, detail list).
  public static func inEveryListMode(
    _ statement: String, _ holds: @escaping @Sendable (ShapeObservation) -> Bool
  ) -> ShapeRule {
    ShapeRule(statement) { observations in
      let broken = observations.filter { $0.mode != "date screen" && !holds($0) }
      return broken.isEmpty ? nil : broken.map(\.summary).joined(separator: "\n")
    }
  }

  /// A rule about one mode.
  public static func inMode(
    _ mode: String, _ statement: String, _ holds: @escaping @Sendable (ShapeObservation) -> Bool
  ) -> ShapeRule {
    ShapeRule(statement) { observations in
      guard let observation = observations.first(where: { $0.mode == mode }) else {
        return "the stage never reached the \(mode)"
      }
      return holds(observation) ? nil : observation.summary
    }
  }
}

/// The structure each stage must have, stated once, checked from the running objects, so a
/// stage cannot quietly drift back to the one before it.
public enum StageShapes {
  /// The rules of each stage, by identifier.
  public static let rules: [String: [ShapeRule]] = [
    "stage1": [
      .inEveryListMode("the view controller is the collection view's data source and delegate") {
        $0.dataSourceIsViewController && $0.dataSourceIsDelegate
      },
      ShapeRule("no other object of the stage takes part in the location search screen") {
        let others = Set($0.filter { $0.mode != "date screen" }.flatMap(\.objects))
          .subtracting(["LocationSearchViewController", "LocationCell"])
          .filter { !$0.hasPrefix("UI") }
        return others.isEmpty ? nil : "also found: \(others.sorted().joined(separator: ", "))"
      },
    ]
  ]
}
