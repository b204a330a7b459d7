import Foundation

/// Values computed once per test run and shared by the tests that run in parallel: the docs
/// tests read the same files and parse the same sources many times over.
final class SharedCache<Key: Hashable, Value>: @unchecked Sendable {
  private var values: [Key: Value] = [:]
  private let lock = NSLock()

  /// The value for a key, made on first use. The lock is held while it is made, so that a test
  /// asking for it meanwhile waits for it instead of making it again.
  func value(for key: Key, making make: () throws -> Value) rethrows -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value = values[key] { return value }
    let value = try make()
    values[key] = value
    return value
  }
}

extension StringProtocol {
  /// Whether the text's UTF-8 holds `needle`'s: true wherever the text contains `needle`, so a
  /// cheap test of which lines are worth a closer look. Foundation's searches bridge to
  /// `NSString` on Linux, which is slow, above all on the Korean pages.
  func containsBytes(of needle: String) -> Bool {
    utf8ByteOffset(of: needle) != nil
  }

  /// The offset in UTF-8 bytes of the first occurrence of `needle`'s bytes.
  func utf8ByteOffset(of needle: String) -> Int? {
    let needle = Array(needle.utf8)
    let found = utf8.withContiguousStorageIfAvailable { (bytes) -> Int? in
      bytes.firstOffset(of: needle)
    }
    return found ?? Array(utf8).withUnsafeBufferPointer { $0.firstOffset(of: needle) }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The offset of the first occurrence of `needle`, found with `memchr` and `memcmp`, which a
  /// debug build runs as fast as a release build.
  func firstOffset(of needle: [UInt8]) -> Int? {
    guard let base = baseAddress, let first = needle.first else { return nil }
    var offset = 0
    while offset + needle.count <= count {
      guard let hit = memchr(base + offset, Int32(first), count - offset) else { return nil }
      offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      guard offset + needle.count <= count else { return nil }
      if memcmp(base + offset, needle, needle.count) == 0 { return offset }
      offset += 1
    }
    return nil
  }
}

extension Substring {
  /// The range of the first occurrence of `needle`'s UTF-8 bytes: `range(of:)` for a needle of
  /// ASCII punctuation, without Foundation.
  func utf8Range(of needle: String) -> Range<Index>? {
    guard let offset = utf8ByteOffset(of: needle) else { return nil }
    let start = utf8.index(startIndex, offsetBy: offset)
    return start..<utf8.index(start, offsetBy: needle.utf8.count)
  }
}
