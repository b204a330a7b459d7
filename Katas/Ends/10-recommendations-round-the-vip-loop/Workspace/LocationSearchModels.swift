import HeadlessUIKit
import Places

/// The location search scene's payloads, one nested enum per use case, as CleanStore writes them.
///
/// A `Request` goes from the view controller to the interactor and says what happened; a
/// `Response` goes from the interactor to the presenter and holds data, no text; a `ViewModel`
/// goes from the presenter to the view controller and holds only what to show.
enum LocationSearch {
  /// One row of the list, ready to show: every use case that fills the list ends in rows.
  struct DisplayedRow: Equatable {
    let title: String
    let subtitle: String
    /// The colour of the title; nil leaves the cell's own.
    var titleColor: UIColor? = nil
  }

  /// Showing the places near the user: the first page when the screen loads, and the list
  /// again whenever it shows them (a page arrives, a retry, the text is cleared).
  enum LoadRecommendations {
    struct Request {}

    struct Response {
      /// Every place loaded so far, nearest first.
      let places: [Place]
      /// Whether the last page asked for failed: the list then ends with a row to retry it.
      let hasFailed: Bool
    }

    struct ViewModel {
      let rows: [DisplayedRow]
    }
  }

  /// Paging: an item came into view. Only the interactor knows whether it is the last
  /// recommendation; the page that follows is shown through `LoadRecommendations`.
  enum LoadNextPage {
    struct Request {
      /// The position of the item that came into view.
      let shownIndex: Int
    }
  }

  /// A tap on a row of the recommendations. What it means depends on the row, which only the
  /// interactor knows; it answers through the use case the row starts.
  enum SelectItem {
    struct Request {
      /// The position of the row tapped.
      let index: Int
    }
  }

  /// A place was chosen: the date screen opens for it. The view controller is the data store
  /// the date scene reads from, so the place travels to it.
  enum SelectPlace {
    struct Response {
      let place: Destination
    }

    struct ViewModel {
      let place: Destination
    }
  }
}
