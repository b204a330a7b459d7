import Foundation

/// The scenario scripts in the package: `Tests/Scenarios/*.scenario`, in name order.
public enum ScenarioLibrary {
  /// The package's root folder: `DISMANTLE_ROOT` if set, else the checkout this was built from.
  public static var packageRoot: URL {
    if let root = ProcessInfo.processInfo.environment["DISMANTLE_ROOT"], !root.isEmpty {
      return URL(fileURLWithPath: root, isDirectory: true)
    }
    // This file is Sources/Characterization/ScenarioLibrary.swift in the checkout.
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The folder of the scenario scripts.
  public static var folder: URL {
    packageRoot.appendingPathComponent("Tests/Scenarios", isDirectory: true)
  }

  /// The file of a scenario.
  public static func file(named name: String) -> URL {
    folder.appendingPathComponent(name + ".scenario")
  }

  /// The names of all scenarios, sorted (they carry a number prefix for reading order).
  public static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }
      .map { String($0.dropLast(".scenario".count)) }
      .sorted()
  }

  /// Reads a scenario by name.
  public static func load(_ name: String) throws -> Scenario {
    let text = try String(contentsOf: file(named: name), encoding: .utf8)
    return try Scenario(name: name, text: text)
  }

  /// Reads every scenario.
  public static func loadAll() throws -> [Scenario] {
    try names().map(load)
  }
}
