import Foundation

/// An edge, or a corner, of a rectangle, in the reading direction: where a boundary
/// supplementary item goes on its section.
public enum NSRectAlignment: Int, Sendable {
  case none = 0
  case top = 1
  case topLeading = 2
  case leading = 3
  case bottomLeading = 4
  case bottom = 5
  case bottomTrailing = 6
  case trailing = 7
  case topTrailing = 8
}

/// A header or footer of a compositional layout's section: a supplementary view of a kind and
/// size, at an edge of the section.
///
/// A top item (`.top`, `.topLeading`, `.topTrailing`) goes above the section's content insets
/// and a bottom item below them, in the order of the section's `boundarySupplementaryItems`,
/// and each takes its height from the section, so the items move down to make room. Its size
/// is relative to the section's width inside its leading and trailing insets, and it is placed
/// inside them: centred, or at the leading or trailing edge as its alignment says. Its index
/// path is item 0 of its section.
///
/// Headless: items aligned to the leading or trailing edge alone, or to none, are kept and not
/// laid out; `pinToVisibleBounds` is kept, and the item scrolls with its section.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// The kind of supplementary view the item places, such as
  /// `UICollectionView.elementKindSectionHeader`.
  open private(set) var elementKind: String

  /// The edge of the section the item goes on.
  open private(set) var alignment: NSRectAlignment

  /// Whether the item stays in view while its section scrolls (kept; headless, it scrolls).
  open var pinToVisibleBounds = false

  /// Where the item is drawn relative to the cells (kept, not drawn).
  open var zIndex = 0

  /// Creates a boundary item of a size and kind, at an edge of its section.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(size: layoutSize, elementKind: elementKind, alignment: alignment)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(size: size)
  }

  /// Whether the item goes above the section's content, below it, or is not laid out.
  var edge: Edge? {
    switch alignment {
    case .top, .topLeading, .topTrailing: .top
    case .bottom, .bottomLeading, .bottomTrailing: .bottom
    case .none, .leading, .trailing: nil
    }
  }

  enum Edge { case top, bottom }

  /// The item's frame, its top at `top`, in a section whose content runs from `leading` and is
  /// `container` big (inside its insets).
  func frame(top: CGFloat, leading: CGFloat, container: CGSize) -> CGRect {
    let size = layoutSize.resolved(in: container)
    let x: CGFloat =
      switch alignment {
      case .topLeading, .bottomLeading, .leading: leading
      case .topTrailing, .bottomTrailing, .trailing: leading + container.width - size.width
      case .top, .bottom, .none: leading + (container.width - size.width) / 2
      }
    return CGRect(origin: CGPoint(x: x, y: top), size: size)
  }
}
