import Foundation

/// What the date module reports to the module that opened it.
@MainActor
protocol DateModuleOutput: AnyObject {
  /// The person went back with these dates chosen.
  func dateModuleDidChoose(checkIn: Date, checkOut: Date)
}

/// Where the date module can go.
@MainActor
protocol DateRouterInput: AnyObject {
  /// Leaves the module with the dates chosen.
  func close(checkIn: Date, checkOut: Date)
}

/// Leaves the date module: the back button has already popped the screen, so leaving is
/// handing the dates to the module below, given by the router that opened this one.
@MainActor
final class DateRouter: DateRouterInput {
  /// Weak: the module below owns it, and outlives this one.
  weak var output: DateModuleOutput?

  func close(checkIn: Date, checkOut: Date) {
    output?.dateModuleDidChoose(checkIn: checkIn, checkOut: checkOut)
  }
}
