import Foundation

extension UICollectionView {
  /// A registration of a cell class and the closure that configures its cells for an item:
  /// `dequeueConfiguredReusableCell(using:for:item:)` registers the class the first time, and
  /// each cell it hands out has been through the handler.
  ///
  /// Make it once (in `viewDidLoad`, or as a stored property) and reuse it: as in UIKit, each
  /// registration is its own reuse identifier, so a registration made anew for each cell never
  /// reuses a cell.
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures a cell for the item at an index path.
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    let handler: Handler
    // Its identity is the registration's reuse identifier.
    let token = RegistrationToken()

    /// Creates a registration whose cells the handler configures.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// A cell for an item, of the registration's class, reused where one is free, after the
  /// registration's handler has configured it for the item.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    let identifier = registration.token.reuseIdentifier
    if engine.registrations[identifier] == nil {
      // The pool keeps the token, so no later registration can take its identifier.
      engine.registrations[identifier] = { [token = registration.token] identifier in
        withExtendedLifetime(token) {
          let cell = Cell(_dequeuedWithFrame: .zero)
          cell.reuseIdentifier = identifier
          return cell
        }
      }
    }
    guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell
    else { preconditionFailure("the registration's cell is not a \(Cell.self)") }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}

// A registration's identity: the reuse identifier of its cells, unique while it lives.
final class RegistrationToken: Sendable {
  var reuseIdentifier: String {
    "registration-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
  }
}
