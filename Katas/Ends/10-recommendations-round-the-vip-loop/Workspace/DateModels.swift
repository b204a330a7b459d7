import Foundation

/// The date scene's payloads, one nested enum per use case.
///
/// Named `Dates`, not `Date` after the scene as CleanStore would: an enum named `Date` would
/// hide Foundation's `Date` everywhere in this module.
enum Dates {
  /// Opening the screen: the place the dates are for, and the dates to start from.
  enum LoadStay {
    struct Request {
      /// The day a new picker shows, standing for today.
      let today: Date
    }

    struct Response {
      let place: Destination
    }

    struct ViewModel {
      let title: String
      let placeText: String
    }
  }

  /// A date was picked (or the screen opened): the stay the pickers should show.
  enum PickDates {
    struct Request {
      let checkIn: Date
      let checkOut: Date
    }

    struct Response {
      let checkIn: Date
      let checkOut: Date
      /// The first day the check-out can be: a stay is one night or more.
      let earliestCheckOut: Date
      let nights: Int
    }

    struct ViewModel {
      let checkIn: Date
      let checkOut: Date
      let earliestCheckOut: Date
      let nightsText: String
    }
  }
}
