import Dispatch

/// Moving virtual time and waiting for the main queue to go quiet.
extension World {
  /// How many consecutive main-queue round trips without world activity make the queue quiet.
  ///
  /// Stage code may hop to the main queue itself (`DispatchQueue.main.async`, nested two or
  /// three deep) before it asks a service for something; the world cannot see those hops, so
  /// it waits until several round trips in a row have seen nothing happen. (Swift concurrency's
  /// hops it does see: each job `MainQueueJobs` moves onto the main queue counts as activity.)
  static let quietRoundTrips = 4

  /// A bound on round trips in one `drain()` and on time steps in one `settle()`, so code that
  /// re-enqueues or re-requests forever ends the wait (with work still pending) instead of
  /// hanging a test run.
  static let maximumRoundTrips = 10_000

  /// Delivers only what is due now and waits until the main queue is quiet.
  ///
  /// The queue is quiet when no delivery block of this world is waiting on the main queue and
  /// `quietRoundTrips` round trips in a row saw no request scheduled, delivered or cancelled,
  /// and no Swift concurrency job started from the main queue: a task resumed by an answer has
  /// gone on as far as it can before the drain returns, however many awaits that takes.
  public func drain() async {
    putDueRequestsOnMainQueue()
    var quiet = 0
    var roundTrips = 0
    while quiet < Self.quietRoundTrips && roundTrips < Self.maximumRoundTrips {
      let activityBefore = activity
      let jobsBefore = MainQueueJobs.moved
      await Self.roundTripThroughMainQueue()
      roundTrips += 1
      let sawNothing =
        activity == activityBefore && MainQueueJobs.moved == jobsBefore && blocksOnMainQueue == 0
      quiet = sawNothing ? quiet + 1 : 0
    }
  }

  /// Moves virtual time forward by `ticks`, delivering everything that falls due, in due order
  /// (ties in request order), then drains.
  ///
  /// Time moves in steps, one due time at a time: an answer delivered at tick 3 that makes a
  /// new request with latency 2 gets that answer at tick 5, within the same `advance`.
  public func advance(by ticks: Int) async {
    precondition(ticks >= 0, "Virtual time moves forward only; got \(ticks) ticks.")
    let target = now + ticks
    await drain()
    while let next = nextDueTime(), next <= target {
      now = next
      await drain()
    }
    now = target
    await drain()
  }

  /// Delivers everything pending, moving virtual time as far as needed, until nothing is
  /// pending and the main queue is quiet.
  public func settle() async {
    await drain()
    var steps = 0
    while let next = nextDueTime(), steps < Self.maximumRoundTrips {
      await advance(by: next - now)
      steps += 1
    }
  }

  /// The earliest due time among requests still waiting for virtual time to reach them.
  private func nextDueTime() -> Int? {
    outstanding.values.lazy.filter { !$0.isOnMainQueue }.map(\.due).min()
  }

  /// Enqueues every waiting request that is due, in due order, ties in request order.
  private func putDueRequestsOnMainQueue() {
    let due = outstanding.values.filter { !$0.isOnMainQueue && $0.due <= now }
      .sorted { ($0.due, $0.request.sequence) < ($1.due, $1.request.sequence) }
    for waiting in due {
      putOnMainQueue(waiting.request.sequence)
    }
  }

  /// Returns once every block enqueued on the main queue before this call has run.
  ///
  /// The main actor runs on the main queue, so resuming from a block enqueued behind them is a
  /// FIFO barrier: no sleeping, no polling, no wall clock. The resumption is the drain's own
  /// job, so it does not count as activity.
  private static func roundTripThroughMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { MainQueueJobs.resumeDrain(continuation) }
    }
  }
}
