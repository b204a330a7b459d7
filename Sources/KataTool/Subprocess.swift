import Dispatch
import Foundation

/// Runs a program found on the `PATH` (through `/usr/bin/env`, as on Linux and macOS alike) to
/// its end, off the main thread, and collects what it printed on standard output and error.
enum Subprocess {
  /// What a run printed, both streams interleaved, and how it ended.
  struct Result: Sendable {
    let exit: ProcessExit
    let output: String
  }

  /// Runs `arguments` (the program's name first) in `directory`. A run that takes longer than
  /// `timeout` seconds is stopped and ends as `.timedOut`.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String],
    timeout seconds: Int? = nil
  ) async -> Result {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          returning: runBlocking(
            arguments, in: directory, environment: environment, timeout: seconds))
      }
    }
  }

  private static func runBlocking(
    _ arguments: [String], in directory: URL, environment: [String: String], timeout seconds: Int?
  ) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
      try process.run()
    } catch {
      return Result(exit: .notStarted("\(arguments.joined(separator: " ")): \(error)"), output: "")
    }
    let watchdog = Watchdog(process: process)
    if let seconds {
      DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) {
        watchdog.stop()
      }
    }
    // Read before waiting: a child that fills the pipe would otherwise wait for us forever.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    if watchdog.finish(), let seconds {
      return Result(exit: .timedOut(seconds), output: output)
    }
    switch process.terminationReason {
    case .exit:
      return Result(exit: .exited(process.terminationStatus), output: output)
    case .uncaughtSignal:
      return Result(exit: .signalled(process.terminationStatus), output: output)
    @unknown default:
      return Result(exit: .exited(process.terminationStatus), output: output)
    }
  }

  /// Stops a process that runs too long, once, and remembers that it did.
  private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private let process: Process
    private var finished = false
    private var stopped = false

    init(process: Process) {
      self.process = process
    }

    /// Stops the process, unless it has finished.
    func stop() {
      lock.lock()
      defer { lock.unlock() }
      guard !finished else { return }
      stopped = true
      process.terminate()
    }

    /// Marks the process finished; returns whether the watchdog had stopped it.
    func finish() -> Bool {
      lock.lock()
      defer { lock.unlock() }
      finished = true
      return stopped
    }
  }
}

/// How a run of a program ended.
enum ProcessExit: Equatable, Sendable {
  /// It returned this status.
  case exited(Int32)
  /// A signal stopped it: a crash (a trap, an abort) or a kill.
  case signalled(Int32)
  /// It ran past its time limit, in seconds, and was stopped.
  case timedOut(Int)
  /// It could not be started, and why.
  case notStarted(String)
}
