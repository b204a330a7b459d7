/// The words after the command name, split into positional arguments, flags and options.
///
/// Hand-written on purpose (the kit has no dependencies): `--flag`, `--option value`,
/// `--option=value`, and `--` to end options. Unknown flags are errors, reported with what is valid.
struct CommandLineArguments: Equatable {
  var positional: [String] = []
  var flags: Set<String> = []
  var options: [String: String] = [:]

  /// Parses words against the flags and options a command accepts.
  init(_ words: [String], flags allowedFlags: Set<String>, options allowedOptions: Set<String>)
    throws(UsageError)
  {
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      guard !optionsEnded, word.hasPrefix("-"), word != "-" else {
        positional.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let body = word.drop { $0 == "-" }
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if allowedFlags.contains(name), inlineValue == nil {
        flags.insert(name)
      } else if allowedOptions.contains(name) {
        if let inlineValue {
          options[name] = inlineValue
        } else if index < words.count {
          options[name] = words[index]
          index += 1
        } else {
          throw UsageError("--\(name) needs a value")
        }
      } else {
        let valid = (allowedFlags.union(allowedOptions)).sorted().map { "--\($0)" }
        throw UsageError(
          "unknown option '\(word)'"
            + (valid.isEmpty
              ? "; this command takes none" : "; valid: \(valid.joined(separator: ", "))"))
      }
    }
  }
}

/// A command used the wrong way: printed with the command's usage, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

/// A command that ran but could not do its job: printed as is, exit status 1.
public struct KataError: Error, Equatable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}
