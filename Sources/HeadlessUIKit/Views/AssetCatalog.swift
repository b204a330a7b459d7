import Foundation

// The headless stand-in for an app's compiled asset catalog: the names that `UIColor(named:)`
// and `UIImage(named:)` find, each with what the catalog holds for it. Colours and images are
// made on any thread, as in UIKit, so the entries are kept behind a lock.
final class AssetCatalog<Entry: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  func entry(named name: String) -> Entry? {
    lock.withLock { entries[name] }
  }

  func add(_ entry: Entry, named names: [String]) {
    lock.withLock {
      for name in names { entries[name] = entry }
    }
  }
}
