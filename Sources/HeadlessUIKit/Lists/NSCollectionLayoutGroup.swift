import Foundation

/// A row or a column of items in a compositional layout; a group is itself an item, so groups
/// nest.
///
/// As in UIKit, a group made with `subitems` repeats them, in order, as long as the next one
/// fits along its axis, and a group made with a `count` holds exactly that many items, sized to
/// share its length after the spacing. The last group of a section holds the items left.
///
/// Headless: only left-to-right layout; no custom groups, edge spacing or supplementary items;
/// the class methods, called on a subclass, stop the program, as the dimension's do.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis {
    case horizontal, vertical
  }

  /// The items the group lays out, in order.
  open private(set) var subitems: [NSCollectionLayoutItem] = []

  /// The space between the group's items; `nil` means none.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  private var axis = Axis.horizontal
  private var repetitions: Int?

  private static func make(
    _ axis: Axis, _ layoutSize: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem],
    count: Int?
  ) -> NSCollectionLayoutGroup {
    let group = NSCollectionLayoutGroup(size: layoutSize)
    group.axis = axis
    group.subitems = subitems
    group.repetitions = count
    return group
  }

  /// A row of the items, repeated as long as the next one fits.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    unsafeDowncast(make(.horizontal, layoutSize, subitems, count: nil), to: self)
  }

  /// A row of exactly `count` items, sized to share the row.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    unsafeDowncast(make(.horizontal, layoutSize, [subitem], count: count), to: self)
  }

  /// A row of exactly `count` items, sized to share the row (deprecated in iOS 16).
  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    unsafeDowncast(make(.horizontal, layoutSize, [subitem], count: count), to: self)
  }

  /// A column of the items, repeated as long as the next one fits.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    unsafeDowncast(make(.vertical, layoutSize, subitems, count: nil), to: self)
  }

  /// A column of exactly `count` items, sized to share the column.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> Self {
    unsafeDowncast(make(.vertical, layoutSize, [subitem], count: count), to: self)
  }

  /// A column of exactly `count` items, sized to share the column (deprecated in iOS 16).
  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    unsafeDowncast(make(.vertical, layoutSize, [subitem], count: count), to: self)
  }

  override func place(in slot: CGRect, first: Int, count: Int, frames: inout [CGRect]) -> Int {
    let slots = self.slots(in: slot)
    var placed = 0
    for itemSlot in slots where first + placed < count {
      let consumed = itemSlot.item.place(
        in: itemSlot.frame, first: first + placed, count: count, frames: &frames)
      guard consumed > 0 else { break }
      placed += consumed
    }
    return placed
  }

  // Where each subitem goes along the axis: repeated while the next fits (or `count` times),
  // with the spacing between them; flexible spacing shares out the room left over.
  private func slots(in frame: CGRect) -> [(item: NSCollectionLayoutItem, frame: CGRect)] {
    guard !subitems.isEmpty else { return [] }
    let horizontal = axis == .horizontal
    let length = horizontal ? frame.width : frame.height
    let spacing = interItemSpacing?.spacing ?? 0
    var sizes: [(item: NSCollectionLayoutItem, size: CGSize)] = []
    if let repetitions, repetitions > 0 {
      let share = (length - spacing * CGFloat(repetitions - 1)) / CGFloat(repetitions)
      let resolved = subitems[0].layoutSize.resolved(in: frame.size)
      let size =
        horizontal
        ? CGSize(width: share, height: resolved.height)
        : CGSize(width: resolved.width, height: share)
      sizes = Array(repeating: (subitems[0], size), count: repetitions)
    } else {
      var used: CGFloat = 0
      var index = 0
      while true {
        let item = subitems[index % subitems.count]
        let size = item.layoutSize.resolved(in: frame.size)
        let along = horizontal ? size.width : size.height
        let next = sizes.isEmpty ? along : used + spacing + along
        // A little tolerance, so that three thirds fill a row despite rounding.
        if !sizes.isEmpty, next > length + 0.001 || along <= 0 { break }
        sizes.append((item, size))
        used = next
        index += 1
      }
    }
    var gap = spacing
    if let interItemSpacing, interItemSpacing.isFlexibleSpacing, sizes.count > 1 {
      let used = sizes.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
      gap = max(spacing, (length - used) / CGFloat(sizes.count - 1))
    }
    var cursor = horizontal ? frame.minX : frame.minY
    return sizes.map { entry in
      let origin =
        horizontal ? CGPoint(x: cursor, y: frame.minY) : CGPoint(x: frame.minX, y: cursor)
      cursor += (horizontal ? entry.size.width : entry.size.height) + gap
      return (entry.item, CGRect(origin: origin, size: entry.size))
    }
  }
}
