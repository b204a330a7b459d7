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

  /// The names of all scenarios in a folder (the package's by default), sorted: they carry a
  /// number prefix for reading order.
  public static func names(in folder: URL = folder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenario") }
      .map { String($0.dropLast(".scenario".count)) }
      .sorted()
  }

  /// Reads a scenario by name from a folder (the package's by default).
  public static func load(_ name: String, in folder: URL = folder) throws -> Scenario {
    let file = folder.appendingPathComponent(name + ".scenario")
    let text = try String(contentsOf: file, encoding: .utf8)
    return try Scenario(name: name, text: text)
  }

  /// Reads every scenario in a folder (the package's by default).
  public static func loadAll(in folder: URL = folder) throws -> [Scenario] {
    try names(in: folder).map { try load($0, in: folder) }
  }
}
