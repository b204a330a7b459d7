import Foundation
import HeadlessMapKit
import Places

/// Everything that can happen to the location search scene: what the person does, and what
/// the services answer. The store feeds each one to the reducer.
enum LocationSearchAction: Equatable {
  // MARK: From the screen

  /// The screen is on: time for the first page.
  case viewDidLoad
  /// The person edited the text in the search bar.
  case searchTextChanged(String)
  /// A row of the list came into view.
  case rowWillDisplay(index: Int)
  /// The person tapped a row of the list.
  case rowSelected(index: Int)
  /// The date screen went back with these dates chosen.
  case datesChosen(checkIn: Date, checkOut: Date)

  // MARK: From the services

  case pageLoaded(RecommendationPage)
  case pageFailed
  /// The completer answered `query`.
  case completionsLoaded(query: String, [MKLocalSearchCompletion])
  case completionsFailed
  /// The local search for `completion` found these places.
  case searchFinished(MKLocalSearchCompletion, [MKMapItem])
  case searchFailed
}
