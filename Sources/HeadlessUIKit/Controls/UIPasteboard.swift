import Foundation

/// The pasteboard that copy and paste go through, shared by the whole app (and on iOS, by
/// every app).
///
/// As Apple documents, setting `string`, `url` or `image` (or their plural forms) replaces every
/// item on the pasteboard, and reading one reads the first item, or `nil` when that item holds
/// no value of the kind. Headless: there is no other app, so the pasteboard holds what this
/// process put there; an item holds one value, so a URL item is not also read as a string.
open class UIPasteboard: NSObject {
  private enum Item {
    case string(String)
    case url(URL)
    case image(UIImage)
  }

  // UIPasteboard is not main-actor; the lock keeps its items whole across threads.
  private let lock = NSLock()
  private var items: [Item] = []
  private var changes = 0

  // Not Sendable, as Apple's is not; its own lock guards its items.
  nonisolated(unsafe) private static let sharedGeneral = UIPasteboard()

  /// The general pasteboard, for copy, cut and paste.
  open class var general: UIPasteboard { sharedGeneral }

  /// The number of items on the pasteboard.
  open var numberOfItems: Int { read { $0.count } }

  /// A number that goes up each time the items change.
  open var changeCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return changes
  }

  /// The first item's string.
  open var string: String? {
    get { read { items in items.first.flatMap(Self.string) } }
    set { replace(with: newValue.map { [.string($0)] } ?? []) }
  }

  /// The strings of all items; `nil` when no item holds one.
  open var strings: [String]? {
    get { read { Self.nonEmpty($0.compactMap(Self.string)) } }
    set { replace(with: (newValue ?? []).map { .string($0) }) }
  }

  /// The first item's URL.
  open var url: URL? {
    get { read { items in items.first.flatMap(Self.url) } }
    set { replace(with: newValue.map { [.url($0)] } ?? []) }
  }

  /// The URLs of all items; `nil` when no item holds one.
  open var urls: [URL]? {
    get { read { Self.nonEmpty($0.compactMap(Self.url)) } }
    set { replace(with: (newValue ?? []).map { .url($0) }) }
  }

  /// The first item's image.
  open var image: UIImage? {
    get { read { items in items.first.flatMap(Self.image) } }
    set { replace(with: newValue.map { [.image($0)] } ?? []) }
  }

  /// The images of all items; `nil` when no item holds one.
  open var images: [UIImage]? {
    get { read { Self.nonEmpty($0.compactMap(Self.image)) } }
    set { replace(with: (newValue ?? []).map { .image($0) }) }
  }

  /// Whether an item holds a string.
  open var hasStrings: Bool { read { $0.contains { Self.string($0) != nil } } }

  /// Whether an item holds a URL.
  open var hasURLs: Bool { read { $0.contains { Self.url($0) != nil } } }

  /// Whether an item holds an image.
  open var hasImages: Bool { read { $0.contains { Self.image($0) != nil } } }

  /// Puts the activity items a share sheet copies: strings, URLs and images, in order.
  func copy(_ values: [Any]) {
    replace(
      with: values.compactMap { value in
        switch value {
        case let string as String: return .string(string)
        case let url as URL: return .url(url)
        case let image as UIImage: return .image(image)
        default: return nil
        }
      })
  }

  private func read<Value>(_ body: ([Item]) -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body(items)
  }

  private func replace(with newItems: [Item]) {
    lock.lock()
    defer { lock.unlock() }
    items = newItems
    changes += 1
  }

  private static func string(_ item: Item) -> String? {
    if case .string(let string) = item { return string }
    return nil
  }

  private static func url(_ item: Item) -> URL? {
    if case .url(let url) = item { return url }
    return nil
  }

  private static func image(_ item: Item) -> UIImage? {
    if case .image(let image) = item { return image }
    return nil
  }

  private static func nonEmpty<Element>(_ values: [Element]) -> [Element]? {
    values.isEmpty ? nil : values
  }
}
