import Foundation

/// Collects product analytics events in memory.
@MainActor
final class Analytics {
  static let shared = Analytics()

  private(set) var events: [(name: String, parameters: [String: String])] = []
  private let maximumEventCount = 100

  private init() {}

  func track(_ name: String, _ parameters: [String: String] = [:]) {
    // TODO(hyejin): upload in batches once the events endpoint ships; until then keep the latest.
    events.append((name, parameters))
    if events.count > maximumEventCount {
      events.removeFirst(events.count - maximumEventCount)
    }
    // print("[Analytics] \(name) \(parameters)")
  }
}
