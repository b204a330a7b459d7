import HeadlessMapKit
import Places

/// What the lists' delegates tell the screen when a row is chosen.
///
/// A delegate that pushes the next screen itself would have to know the screen it serves and
/// its navigation controller; telling a listener keeps it to the list.
@MainActor
protocol LocationListListener: AnyObject {
  /// A recommended place was chosen.
  func didSelectPlace(_ place: Place)

  /// A place found by a search was chosen: by the person, or by the search itself when it
  /// found only one.
  func didSelectPlacemark(_ placemark: MKPlacemark)

  /// A search found several places for `completion`: the detail list has them to show.
  func didFindPlaces(for completion: MKLocalSearchCompletion)
}
