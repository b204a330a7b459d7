import Foundation
@preconcurrency import HeadlessMapKit

/// One local search awaited through a continuation, which is resumed exactly once: with the
/// search's answer, or with `CancellationError` when the awaiting task is cancelled.
///
/// A cancelled `MKLocalSearch` never calls its handler, so the cancellation itself must resume
/// the continuation, or the awaiting task would wait for ever. Cancellation can come from any
/// thread, at any moment (even before the search starts), hence the lock.
final class LocalSearchCall: @unchecked Sendable {
  private let search: MKLocalSearch
  private let lock = NSLock()
  private var continuation: CheckedContinuation<[MKMapItem], Error>?
  private var isCancelled = false

  init(search: MKLocalSearch) {
    self.search = search
  }

  /// Starts the search; `continuation` gets its places, or its error.
  func start(resuming continuation: CheckedContinuation<[MKMapItem], Error>) {
    lock.lock()
    guard !isCancelled else {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    lock.unlock()
    search.start { response, error in
      if let response {
        self.finish(.success(response.mapItems))
      } else {
        self.finish(.failure(error ?? MKError(.unknown)))
      }
    }
  }

  /// Stops the search, and resumes the continuation with `CancellationError` if it waits.
  func cancel() {
    lock.lock()
    isCancelled = true
    let waiting = continuation
    continuation = nil
    lock.unlock()
    search.cancel()
    waiting?.resume(throwing: CancellationError())
  }

  private func finish(_ result: sending Result<[MKMapItem], Error>) {
    lock.lock()
    let waiting = continuation
    continuation = nil
    lock.unlock()
    waiting?.resume(with: result)
  }
}
