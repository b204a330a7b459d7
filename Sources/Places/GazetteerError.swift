/// Why the bundled places could not be loaded, worded so a person knows what to do next.
///
/// Each of these is a defect of the build or of the checkout, never of user input: the message
/// names the file and the command that repairs it.
public enum GazetteerError: Error, CustomStringConvertible {
  /// The resource is not in the Places bundle (not declared, or not built).
  case resourceMissing(name: String)
  /// The resource is there but could not be read.
  case resourceUnreadable(path: String, reason: String)
  /// The resource does not follow the format `scripts/derive_places.py` writes.
  case corruptResource(line: Int, reason: String)

  public var description: String {
    switch self {
    case .resourceMissing(let name):
      return """
        The places data (\(name)) is not in the Places resource bundle. Check that \
        Sources/Places/Resources/\(name) exists and that Package.swift declares it with \
        .copy("Resources/\(name)"), then rebuild.
        """
    case .resourceUnreadable(let path, let reason):
      return """
        Could not read the places data at \(path): \(reason). Check that the file is \
        readable, or rebuild to copy it again.
        """
    case .corruptResource(let line, let reason):
      return """
        The places data is damaged at line \(line): \(reason). Restore \
        Sources/Places/Resources/places.tsv from version control, or regenerate it with \
        scripts/derive_places.py (its first lines give the command).
        """
    }
  }
}
