import Dispatch

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs on the main queue the Swift concurrency jobs that main-queue code hands to the global
/// executor, in order, and counts them, so that a drain of the world waits for them.
///
/// A task suspended on the main actor does not come straight back to the main queue when it is
/// resumed there: resuming a continuation (a completion handler called by a world delivery, an
/// `AsyncStream` yield, a cancellation) enqueues the task on the global concurrent executor, and
/// a pool thread runs that job, which then hops to the main queue. Nonisolated `async` code
/// called from the main actor leaves the same way. The world cannot see the pool: on a loaded
/// machine the pool thread can come after the round trips a drain waits, so an answer the world
/// had delivered was on the screen on one run and not on the next.
///
/// Installed, a job enqueued for the global executor from the main queue goes to the back of the
/// main queue instead and runs there, on the main actor's executor: its place in the queue, not
/// the machine's threads, decides when the task goes on. (Run there on the global executor, as
/// a pool thread runs it, a `Task.yield()` in nonisolated code did not come back within twenty
/// round trips, Swift 6.3 on Linux.) Jobs enqueued from other threads go to the pool as before.
/// Nonisolated code started from the main queue therefore shares the main queue's thread and
/// the main actor's executor: it must not wait synchronously for the main queue, and a check
/// that it is on the main actor passes here that would fail on a pool thread.
///
/// It uses the Swift runtime's hook for enqueuing global jobs (`swift_task_enqueueGlobal_hook`);
/// where the hook cannot be found, or before macOS 14, nothing changes.
enum MainQueueJobs {
  /// How many jobs have been moved onto the main queue, not counting a drain's own resumptions.
  ///
  /// Only the main queue writes and reads it: the hook moves a job only when it runs there, and
  /// `World.drain()` reads it on the main actor.
  nonisolated(unsafe) private(set) static var moved = 0

  // Set while a drain's round trip resumes the drain: that job is the drain's, not the stage's.
  nonisolated(unsafe) private static var resumingDrain = false

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
      if !resumingDrain {
        moved += 1
      }
      DispatchQueue.main.async {
        job.runSynchronously(on: MainActor.sharedUnownedExecutor)
      }
    }
    return true
  }()

  /// Keeps main-queue jobs on the main queue from now on, for the rest of the process.
  static func install() {
    _ = installed
  }

  /// Resumes a drain whose round trip came back, on the main queue, without counting the job
  /// that the resumption moves.
  static func resumeDrain(_ continuation: CheckedContinuation<Void, Never>) {
    resumingDrain = true
    defer { resumingDrain = false }
    continuation.resume()
  }
}
