import Foundation

/// How a section of a compositional layout scrolls across the layout's own direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section lays its groups out along the layout's direction (the default).
  case none = 0
  /// The groups form one row that scrolls sideways.
  case continuous = 1
  /// The row scrolls sideways and comes to rest at the leading edge of a group.
  case continuousGroupLeadingBoundary = 2
  /// The row scrolls sideways a page (the collection view's width) at a time.
  case paging = 3
  /// The row scrolls sideways a group at a time.
  case groupPaging = 4
  /// The row scrolls sideways a group at a time, centring each group.
  case groupPagingCentered = 5
}

/// A section of a compositional layout: its group, repeated until the section's items are
/// placed, with the spacing between groups and the insets around them.
///
/// Headless: a section that scrolls sideways lays its groups out in one row, wider than the
/// collection view, and the items past its right edge are not on screen; nothing scrolls that
/// row. There are no decoration items or visible-items handler.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group the section repeats.
  let group: NSCollectionLayoutGroup

  /// The space around the section's groups.
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// The space between the section's groups.
  open var interGroupSpacing: CGFloat = 0

  /// How the section scrolls across the layout's direction; `.none` by default.
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none

  /// The section's headers and footers: supplementary views at its top or bottom edge.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// The list configuration a list section was made with.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// Creates a section that repeats a group.
  public convenience init(group: NSCollectionLayoutGroup) {
    self.init(repeating: group)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(repeating group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// Places `count` items from the top of the section at `top` in a collection view `width`
  /// points wide and `height` tall, with its headers above them and its footers below; appends
  /// their frames and returns the section's bottom.
  func place(
    count: Int, top: CGFloat, width: CGFloat, height: CGFloat, frames: inout [CGRect],
    section: Int, supplementaries: inout [SupplementaryFrame]
  ) -> CGFloat {
    let container = CGSize(
      width: width - contentInsets.leading - contentInsets.trailing,
      height: height - contentInsets.top - contentInsets.bottom)
    let contentTop = placeBoundaryItems(
      at: .top, from: top, container: container, section: section, into: &supplementaries)
    let contentBottom = placeGroups(
      count: count, top: contentTop, container: container, frames: &frames)
    return placeBoundaryItems(
      at: .bottom, from: contentBottom, container: container, section: section,
      into: &supplementaries)
  }

  // Places the boundary items of an edge one below the other from `y`; returns their bottom.
  private func placeBoundaryItems(
    at edge: NSCollectionLayoutBoundarySupplementaryItem.Edge, from y: CGFloat,
    container: CGSize, section: Int, into supplementaries: inout [SupplementaryFrame]
  ) -> CGFloat {
    var y = y
    for item in boundarySupplementaryItems where item.edge == edge {
      let frame = item.frame(top: y, leading: contentInsets.leading, container: container)
      supplementaries.append(
        SupplementaryFrame(
          kind: item.elementKind, indexPath: IndexPath(item: 0, section: section), frame: frame))
      y = frame.maxY
    }
    return y
  }

  // Places the items in repeats of the group, inside the insets, from `top`; returns the
  // bottom of the content with its insets.
  private func placeGroups(count: Int, top: CGFloat, container: CGSize, frames: inout [CGRect])
    -> CGFloat
  {
    let groupSize = group.layoutSize.resolved(in: container)
    let sideways = orthogonalScrollingBehavior != .none
    var origin = CGPoint(x: contentInsets.leading, y: top + contentInsets.top)
    var placed = 0
    var bottom = origin.y
    while placed < count {
      let consumed = group.place(
        in: CGRect(origin: origin, size: groupSize), first: placed, count: count, frames: &frames)
      guard consumed > 0 else { break }
      placed += consumed
      bottom = origin.y + groupSize.height
      if sideways {
        origin.x += groupSize.width + interGroupSpacing
      } else {
        origin.y = bottom + interGroupSpacing
      }
    }
    return bottom + contentInsets.bottom
  }
}

/// What a section provider knows of where the layout is: its container.
///
/// Headless: there is no `traitCollection` (the kit has no trait collections).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
  /// The size and insets of the layout's container.
  var container: any NSCollectionLayoutContainer { get }
}

/// The size and content insets of a compositional layout's container.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
  /// The container's size, before its content insets.
  var contentSize: CGSize { get }
  /// The container's size after its content insets.
  var effectiveContentSize: CGSize { get }
  /// The container's content insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The content insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

// The environment the layout hands its section provider: the collection view's size. The
// collection view's content insets are not taken off (the kit's sections ignore them).
final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment,
  NSCollectionLayoutContainer
{
  let contentSize: CGSize

  init(size: CGSize) {
    contentSize = size
    super.init()
  }

  var container: any NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
