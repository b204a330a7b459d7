import Foundation

// A collection view's supplementary views: the kinds UIKit declares, and the views on screen,
// which the collection view places after its cells at each layout pass, from what its layout
// says meets the bounds. They are reused as cells are, by kind and reuse identifier.
extension UICollectionView {
  // Apple's SDK imports the kinds from global constants: they are not isolated, as the
  // constants are not.

  /// The kind of a section's header.
  public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// The kind of a section's footer.
  public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// What a set of layout attributes places: a cell, a supplementary view or a decoration view.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }

  /// How to make views of a registered class; `nil` for no class, which unregisters.
  static func maker<View: UICollectionReusableView>(
    of viewClass: AnyClass?, as type: View.Type, keeping token: RegistrationToken? = nil
  ) -> ((String) -> View)? {
    guard let viewClass else { return nil }
    guard let reusable = viewClass as? View.Type else {
      preconditionFailure("\(viewClass) is not a subclass of \(View.self)")
    }
    return { identifier in
      withExtendedLifetime(token) {
        let view = reusable.init(_dequeuedWithFrame: .zero)
        view.reuseIdentifier = identifier
        return view
      }
    }
  }

  /// How to make views from a registered nib's first top-level view of the type; `nil` for no
  /// nib, which unregisters.
  static func maker<View: UICollectionReusableView>(of nib: UINib?, as type: View.Type)
    -> ((String) -> View)?
  {
    nib.map { nib in
      { identifier in
        let view = nib.firstObject(of: View.self)
        view.reuseIdentifier = identifier
        return view
      }
    }
  }

  /// What a data source that gives no supplementary views does when asked for one: UIKit
  /// raises an exception, the kit stops the program with what to do instead.
  static func missingSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath, from dataSource: AnyObject
  ) -> Never {
    preconditionFailure(
      "the layout has a supplementary view of kind \(kind) at \(indexPath), and the data "
        + "source \(type(of: dataSource)) gives none - implement "
        + "collectionView(_:viewForSupplementaryElementOfKind:at:), or set a diffable data "
        + "source's supplementaryViewProvider")
  }
}

/// Where a supplementary view is: its kind and index path.
struct SupplementaryElement: Hashable, Comparable {
  var kind: String
  var indexPath: IndexPath

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
  }
}

/// A collection view's supplementary views: the registered kinds and identifiers, the views
/// free for reuse, and those on screen.
@MainActor
final class CollectionSupplementaries {
  private unowned let collectionView: UICollectionView
  private var pool = ReusePool<UICollectionReusableView>()
  private(set) var displayed: [SupplementaryElement: UICollectionReusableView] = [:]

  init(collectionView: UICollectionView) {
    self.collectionView = collectionView
  }

  // A kind and an identifier, as one key of the reuse pool.
  private static func key(_ kind: String, _ identifier: String) -> String {
    "\(kind)\u{1F}\(identifier)"
  }

  func register(
    _ maker: ((String) -> UICollectionReusableView)?, kind: String, identifier: String
  ) {
    pool.registrations[Self.key(kind, identifier)] = maker
  }

  func isRegistered(kind: String, identifier: String) -> Bool {
    pool.registrations[Self.key(kind, identifier)] != nil
  }

  /// A free view of the kind and identifier (prepared for reuse), a new one, or nil.
  func dequeue(kind: String, identifier: String) -> UICollectionReusableView? {
    pool.dequeue(identifier, key: Self.key(kind, identifier))
  }

  /// The supplementary views' layout attributes the layout gave for the bounds in this layout
  /// pass, asked for with the cells'.
  var candidates: [UICollectionViewLayoutAttributes] = []

  /// Displays the supplementary views the layout places in the bounds, and recycles those
  /// that left them.
  func layOut() {
    var visible: [SupplementaryElement: CGRect] = [:]
    let bounds = collectionView.bounds
    let sections = collectionView.numberOfSections
    for attributes in candidates
    where attributes.indexPath.count == 2 && attributes.indexPath.section < sections
      && ListEngine<UICollectionView>.overlaps(attributes.frame, bounds)
    {
      guard let kind = attributes.representedElementKind else { continue }
      visible[SupplementaryElement(kind: kind, indexPath: attributes.indexPath)] =
        attributes.frame
    }
    candidates = []
    ListEngine<UICollectionView>.reconcile(
      displayed, with: visible, recycle: recycle, display: display)
  }

  /// Follows the sections through an update: the views of a kept section stay on screen
  /// under its new index, and those of deleted and reloaded sections are recycled, to be asked
  /// for again by the next layout pass. With no mapping (a reload), all are recycled.
  func follow(_ mapping: ListMapping?) {
    var kept: [SupplementaryElement: UICollectionReusableView] = [:]
    for (element, view) in displayed.sorted(by: { $0.key < $1.key }) {
      guard let section = mapping?.newSection(for: element.indexPath.section) else {
        recycle(view, element)
        continue
      }
      let indexPath = IndexPath(item: element.indexPath.item, section: section)
      kept[SupplementaryElement(kind: element.kind, indexPath: indexPath)] = view
    }
    displayed = kept
  }

  private func display(_ element: SupplementaryElement, in frame: CGRect) {
    guard let dataSource = collectionView.dataSource else { return }
    let view = dataSource.collectionView(
      collectionView, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
    view.frame = frame
    displayed[element] = view
    collectionView.addSubview(view)
    view.layoutIfNeeded()
    collectionView.delegate?.collectionView(
      collectionView, willDisplaySupplementaryView: view, forElementKind: element.kind,
      at: element.indexPath)
  }

  private func recycle(_ view: UICollectionReusableView, _ element: SupplementaryElement) {
    displayed[element] = nil
    view.removeFromSuperview()
    collectionView.delegate?.collectionView(
      collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind,
      at: element.indexPath)
    if let identifier = view.reuseIdentifier {
      pool.enqueue(view, key: Self.key(element.kind, identifier))
    }
  }
}

extension UICollectionReusableView: ReusableListView {}
