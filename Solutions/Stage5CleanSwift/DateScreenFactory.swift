import HeadlessUIKit

/// Makes the date screen for a chosen place, which the router then fills in: the
/// composition root, or a test, chooses which screen opens and what it is made with.
@MainActor
protocol DateScreenFactory: AnyObject {
  /// A new date scene, which the router fills in through its data store.
  func makeDateScreen() -> DateViewController
}

/// The date screen factory of the running app: resolves a new date screen from the container
/// at each push.
///
/// It keeps the container, and that is no service locator: this type belongs to the wiring
/// (the composition root registers it, nothing else names it), and it exists because a date
/// screen is made at each push, long after the scene was composed. The router that calls it
/// sees only `DateScreenFactory`, never the container.
final class ContainerDateScreenFactory: DateScreenFactory {
  private let container: Container

  init(container: Container) {
    self.container = container
  }

  func makeDateScreen() -> DateViewController {
    container.require(DateViewController.self)
  }
}
