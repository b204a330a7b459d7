import Foundation

/// One suggestion from a search completer: a place name and where it is.
///
/// One completion stands for every place with that name in one country ("Springfield",
/// "United States"); run an `MKLocalSearch` with `MKLocalSearch.Request(completion:)` to get
/// the places themselves. Headless differences: no highlight ranges, and a public initializer
/// so test doubles can make completions (MapKit makes them only inside its completer).
open class MKLocalSearchCompletion: NSObject {
  /// The place name, e.g. "Springfield".
  open private(set) var title: String
  /// Where it is: the country's name, e.g. "United States".
  open private(set) var subtitle: String
  /// The country the completion stands for; a local search for the completion looks there.
  /// Headless only: MapKit keeps its own opaque key instead.
  public let isoCountryCode: String

  /// Creates a completion for the places named `title` in the country `isoCountryCode`, shown
  /// with `subtitle`. Headless only.
  public init(title: String, subtitle: String, isoCountryCode: String) {
    self.title = title
    self.subtitle = subtitle
    self.isoCountryCode = isoCountryCode
    super.init()
  }

  // Two completions for the same name in the same country are the same suggestion, so a diff
  // of old and new results (or a `Set`) sees no change when a newer query repeats one.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? MKLocalSearchCompletion else { return false }
    return title == other.title && subtitle == other.subtitle
      && isoCountryCode == other.isoCountryCode
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(title)
    hasher.combine(subtitle)
    hasher.combine(isoCountryCode)
    return hasher.finalize()
  }

  open override var description: String {
    "MKLocalSearchCompletion(\(title), \(subtitle))"
  }
}
