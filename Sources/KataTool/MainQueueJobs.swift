import Dispatch

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Keeps Swift concurrency's work on the main queue in the tool's process, so that a drain of
/// the simulated world sees it: the world's time, not the machine's threads, decides when an
/// answer lands, and `kata check` gives the same table however loaded the machine is.
///
/// Main-actor code that awaits something nonisolated (an `AsyncStream`'s iterator, a
/// nonisolated `async` function) has its next job enqueued on the global concurrent executor,
/// and comes back to the main queue only once a pool thread has run it. On a loaded machine
/// that can take longer than the round trips a drain waits, so a stage written with
/// `async`/`await` would pass or fail from run to run. With this installed, every job that
/// main-queue code enqueues for the global executor runs on the main queue instead, in order,
/// behind what is already there; jobs enqueued from other threads go to the pool as before.
///
/// The tool's process runs its main actor on the main queue (an asynchronous `main`), which is
/// what this relies on: only the `kata` executable installs it. (The test runner schedules its
/// main actor its own way, and drains such a stage without it.) It uses the Swift runtime's
/// hook for enqueuing global jobs; where the hook cannot be found, or before macOS 14, nothing
/// changes.
public enum MainQueueJobs {
  private static let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()

  private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
  private typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void

  /// Installs the hook, once; whether it could be.
  private static let installed: Bool = {
    _ = mainQueueKey
    guard #available(macOS 14, *),
      let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook")
    else { return false }
    symbol.assumingMemoryBound(to: Hook?.self).pointee = { job, enqueue in
      guard #available(macOS 14, *), DispatchQueue.getSpecific(key: mainQueueKey) != nil else {
        return enqueue(job)
      }
      DispatchQueue.main.async { job.runSynchronously(on: MainActor.sharedUnownedExecutor) }
    }
    return true
  }()

  /// Keeps main-queue jobs on the main queue from now on.
  public static func install() {
    _ = installed
  }
}
