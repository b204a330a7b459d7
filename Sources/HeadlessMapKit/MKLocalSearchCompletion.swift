import Foundation
import Places

/// One suggestion from a search completer: a place name and where it is.
///
/// One completion stands for every place with that name in one country ("Springfield",
/// "United States"); run an `MKLocalSearch` with `MKLocalSearch.Request(completion:)` to get
/// the places themselves. The highlight ranges mark what the fragment matched in the title
/// (the start of a word of the name, ignoring case and diacritics); a match by a Hangul name
/// highlights nothing, as the title is the Latin name. Headless difference: a public
/// initializer so test doubles can make completions (MapKit makes them only inside its
/// completer).
open class MKLocalSearchCompletion: NSObject {
  /// The place name, e.g. "Springfield".
  open private(set) var title: String
  /// Where it is: the country's name, e.g. "United States".
  open private(set) var subtitle: String
  /// The country the completion stands for; a local search for the completion looks there.
  /// Headless only: MapKit keeps its own opaque key instead.
  public let isoCountryCode: String
  /// The parts of `title` that match the query, as `NSValue`s holding `NSRange`s in UTF-16.
  open private(set) var titleHighlightRanges: [NSValue] = []
  /// The parts of `subtitle` that match the query; the kit matches names only, so none.
  open private(set) var subtitleHighlightRanges: [NSValue] = []

  /// Creates a completion for the places named `title` in the country `isoCountryCode`, shown
  /// with `subtitle`. Headless only.
  public init(title: String, subtitle: String, isoCountryCode: String) {
    self.title = title
    self.subtitle = subtitle
    self.isoCountryCode = isoCountryCode
    super.init()
  }

  // A completion for a fragment, with the ranges of the title that the fragment matched.
  convenience init(
    title: String, subtitle: String, isoCountryCode: String, matching fragment: String
  ) {
    self.init(title: title, subtitle: subtitle, isoCountryCode: isoCountryCode)
    titleHighlightRanges = Self.matchedRanges(of: fragment, in: title).map { NSValue(range: $0) }
  }

  // Where a folded fragment starts a word of the text, as UTF-16 ranges of the text.
  static func matchedRanges(of fragment: String, in text: String) -> [NSRange] {
    let folded = Gazetteer.fold(fragment)
    guard !folded.isEmpty else { return [] }
    let wordBreaks: Set<Character> = [" ", "-", "'", "(", ")", "/", "."]
    var ranges: [NSRange] = []
    var index = text.startIndex
    var previous: Character?
    while index < text.endIndex {
      defer {
        previous = text[index]
        index = text.index(after: index)
      }
      guard previous.map(wordBreaks.contains) ?? true, !wordBreaks.contains(text[index]) else {
        continue
      }
      // The shortest stretch from this word start whose folding starts with the fragment.
      var end = index
      while end < text.endIndex {
        end = text.index(after: end)
        let stretch = Gazetteer.fold(String(text[index..<end]))
        if stretch.hasPrefix(folded) {
          ranges.append(NSRange(index..<end, in: text))
          break
        }
        guard folded.hasPrefix(stretch) else { break }
      }
      if !ranges.isEmpty { break }
    }
    return ranges
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
