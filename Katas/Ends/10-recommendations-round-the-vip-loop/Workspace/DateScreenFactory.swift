import Foundation
import HeadlessUIKit

/// Makes the date screen for a chosen place, filled in with the dates chosen so far: the
/// composition root, or a test, chooses which screen opens and what it is made with.
@MainActor
protocol DateScreenFactory: AnyObject {
  /// A date scene for the place `source` has selected, starting from its dates; the scene
  /// writes the dates chosen back into `source` when it leaves. Any view controller will do:
  /// the search screen only pushes it.
  func makeDateScreen(from source: any LocationSearchDataStore) -> UIViewController
}

/// The date screen factory of the running app: resolves a new date scene from the container
/// at each push, then passes it the data it needs, there and back.
///
/// It keeps the container, and that is no service locator: this type belongs to the wiring
/// (the composition root registers it, nothing else names it), and it exists because a date
/// screen is made at each push, long after the scene was composed. The screen that calls it
/// sees only `DateScreenFactory`, never the container.
final class ContainerDateScreenFactory: DateScreenFactory {
  private let container: Container

  init(container: Container) {
    self.container = container
  }

  func makeDateScreen(from source: any LocationSearchDataStore) -> UIViewController {
    let dateViewController = container.require(DateViewController.self)
    if let destination = dateViewController.router?.dataStore {
      destination.place = source.selectedPlace
      destination.checkIn = source.checkIn
      destination.checkOut = source.checkOut
    }
    // The way back: the date router hands the dates to `source` when its screen leaves.
    dateViewController.router?.locationSearchDataStore = source
    return dateViewController
  }
}
