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
    if engine.pool.registrations[identifier] == nil {
      // The pool keeps the token, so no later registration can take its identifier.
      engine.pool.registrations[identifier] = Self.maker(
        of: Cell.self, as: UICollectionViewCell.self, keeping: registration.token)
    }
    guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell
    else { preconditionFailure("the registration's cell is not a \(Cell.self)") }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}

extension UICollectionView {
  /// A registration of a supplementary view class for a kind (such as
  /// `UICollectionView.elementKindSectionHeader`) and the closure that configures its views:
  /// `dequeueConfiguredReusableSupplementary(using:for:)` registers the class the first time,
  /// and each view it hands out has been through the handler. Make it once, as a cell
  /// registration.
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// Configures a supplementary view of the kind at an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    let elementKind: String
    let handler: Handler
    let token = RegistrationToken()

    /// Creates a registration of views of a kind, which the handler configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }
  }

  /// A supplementary view of the registration's class and kind, reused where one is free,
  /// after the registration's handler has configured it for the index path.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let kind = registration.elementKind
    let identifier = registration.token.reuseIdentifier
    if !supplementaries.isRegistered(kind: kind, identifier: identifier) {
      supplementaries.register(
        Self.maker(
          of: Supplementary.self, as: UICollectionReusableView.self, keeping: registration.token),
        kind: kind, identifier: identifier)
    }
    guard
      let view = dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as? Supplementary
    else { preconditionFailure("the registration's view is not a \(Supplementary.self)") }
    registration.handler(view, kind, indexPath)
    return view
  }
}

// A registration's identity: the reuse identifier of its cells, unique while it lives.
final class RegistrationToken: Sendable {
  var reuseIdentifier: String {
    "registration-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"
  }
}
