import Foundation
import HeadlessMapKit
import Places

/// Everything the location search scene knows, in one value: what the list shows, what has
/// loaded, what is in flight, and where the person is going next.
///
/// Only the reducer changes it; the view controller draws it and nothing else.
struct LocationSearchState: Equatable {
  /// What the list shows: one mode at a time.
  enum Mode: Equatable {
    case recommendations
    case completions
    case detailList
  }

  /// The place a date screen is for.
  struct DateScreen: Equatable {
    var placeName: String
    var placeDetail: String
  }

  var mode = Mode.recommendations
  /// The text the search bar shows.
  var searchText = ""

  // MARK: Recommendations

  /// The places loaded so far, nearest first.
  var places: [Place] = []
  /// The page to ask for next, or nil after the last one.
  var nextPage: Int? = 1
  var isLoadingPage = false
  /// Whether the last page asked for failed; no page is asked for until a retry.
  var pageFailed = false

  // MARK: Completions

  /// The completions of the latest answer, best first.
  var completions: [MKLocalSearchCompletion] = []
  /// Whether the completer failed to answer the latest query.
  var completionFailed = false
  /// The query that matched nothing, if the latest answer was empty.
  var noMatchQuery: String?

  // MARK: Detail list

  /// The places the chosen completion stands for, when there are several.
  var mapItems: [MKMapItem] = []

  // MARK: Date screen

  /// The date screen to show, from the moment a place is chosen until it hands the dates back.
  var dateScreen: DateScreen?
  /// The dates the last date screen handed back: the next one starts from them.
  var checkIn: Date?
  var checkOut: Date?
}
