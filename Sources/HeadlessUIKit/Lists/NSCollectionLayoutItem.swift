import Foundation

/// One dimension of an item's or a group's size: a fraction of its container's width or
/// height, a number of points, or an estimate.
///
/// Headless: an estimated dimension is laid out at its estimate, because nothing measures a
/// cell's content; and the class methods, called on a subclass, stop the program (there is no
/// `allocWithZone:` to make an instance of the subclass).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
  enum Kind {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind

  /// The fraction, or the number of points, the dimension was made with.
  open var dimension: CGFloat { value }

  private let value: CGFloat

  /// Whether the dimension is a fraction of its container's width.
  open var isFractionalWidth: Bool { kind == .fractionalWidth }

  /// Whether the dimension is a fraction of its container's height.
  open var isFractionalHeight: Bool { kind == .fractionalHeight }

  /// Whether the dimension is a number of points.
  open var isAbsolute: Bool { kind == .absolute }

  /// Whether the dimension is an estimate, which the content may change.
  open var isEstimated: Bool { kind == .estimated }

  init(kind: Kind, value: CGFloat) {
    self.kind = kind
    self.value = value
    super.init()
  }

  /// A fraction of the width of the container: the group, or for a group, the section.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    unsafeDowncast(
      NSCollectionLayoutDimension(kind: .fractionalWidth, value: fractionalWidth), to: self)
  }

  /// A fraction of the height of the container: the group, or for a group, the section.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    unsafeDowncast(
      NSCollectionLayoutDimension(kind: .fractionalHeight, value: fractionalHeight), to: self)
  }

  /// A fixed number of points.
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutDimension(kind: .absolute, value: absoluteDimension), to: self)
  }

  /// An estimate in points; in UIKit the content decides the final size.
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    unsafeDowncast(
      NSCollectionLayoutDimension(kind: .estimated, value: estimatedDimension), to: self)
  }

  /// The dimension in points inside a container of a size.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: return value * container.width
    case .fractionalHeight: return value * container.height
    case .absolute, .estimated: return value
    }
  }
}

/// The width and height of an item, a group or a supplementary item.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width.
  open private(set) var widthDimension: NSCollectionLayoutDimension

  /// The height.
  open private(set) var heightDimension: NSCollectionLayoutDimension

  /// Creates a size of a width and a height.
  public convenience init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    self.init(width: width, height: height)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in points inside a container of a size.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container),
      height: heightDimension.resolved(in: container))
  }
}

/// The space between the items of a group: fixed, or flexible (at least that much, and the
/// room left over shared out between the items).
///
/// Headless: the class methods, called on a subclass, stop the program, as the dimension's do.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// The spacing in points: the exact space when fixed, the least when flexible.
  open private(set) var spacing: CGFloat

  /// Whether the spacing is exactly `spacing`.
  open private(set) var isFixedSpacing: Bool

  /// Whether the spacing is at least `spacing`, and grows to share the room left over.
  open var isFlexibleSpacing: Bool { !isFixedSpacing }

  init(spacing: CGFloat, isFixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = isFixed
    super.init()
  }

  /// Exactly this many points between items.
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutSpacing(spacing: fixedSpacing, isFixed: true), to: self)
  }

  /// At least this many points between items; the room left over is shared out between them.
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    unsafeDowncast(NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFixed: false), to: self)
  }
}

/// The smallest part of a compositional layout: the size of one cell, and its content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, each dimension relative to the group that holds it.
  open private(set) var layoutSize: NSCollectionLayoutSize

  /// Space taken off the item's frame once it is placed, so the cell is smaller than its slot.
  /// As Apple documents, ignored along an axis whose dimension is estimated.
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// Creates an item of a size.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(size: layoutSize)
  }

  // The designated initializer; Apple's public one is a convenience initializer.
  init(size: NSCollectionLayoutSize) {
    layoutSize = size
    super.init()
  }

  /// Places the item, or the items of a group, in `slot`, starting at the item `first` of a
  /// section of `count`; appends their frames and returns how many items it placed.
  func place(in slot: CGRect, first: Int, count: Int, frames: inout [CGRect]) -> Int {
    guard first < count else { return 0 }
    let horizontal = layoutSize.widthDimension.isEstimated ? 0 : 1
    let vertical = layoutSize.heightDimension.isEstimated ? 0 : 1
    frames.append(
      CGRect(
        x: slot.minX + contentInsets.leading * CGFloat(horizontal),
        y: slot.minY + contentInsets.top * CGFloat(vertical),
        width: slot.width - (contentInsets.leading + contentInsets.trailing) * CGFloat(horizontal),
        height: slot.height - (contentInsets.top + contentInsets.bottom) * CGFloat(vertical)))
    return 1
  }
}
