import Foundation

/// Makes constraints between the attributes of views and layout guides; the subclasses
/// restrict which anchors can meet, so a leading anchor cannot be tied to a top anchor.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // The view or layout guide the anchor belongs to. UIKit has no public `item` or `name` on
  // iOS (they are macOS only), so neither has the kit.
  weak var storedItem: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    storedItem = item
    self.attribute = attribute
    super.init()
  }

  /// A constraint: this anchor equals the other.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: 0)
  }

  /// A constraint: this anchor is at least the other.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// A constraint: this anchor is at most the other.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// A constraint: this anchor equals the other plus a constant.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: 1, constant: c)
  }

  /// A constraint: this anchor is at least the other plus a constant.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// A constraint: this anchor is at most the other plus a constant.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: storedItem, firstAttribute: attribute, relation: relation,
      second: anchor?.storedItem, secondAttribute: anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// The standard spacing between two sibling views or a view and its superview, in points,
/// that the system-spacing anchors multiply: 8, as UIKit gives for views without text.
private let systemSpacing: CGFloat = 8

/// An anchor on the horizontal axis: leading, trailing, left, right, center X.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint: this anchor is a multiple of the system spacing after the other.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
  }

  /// A constraint: this anchor is at least a multiple of the system spacing after the other.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
  }

  /// A constraint: this anchor is at most a multiple of the system spacing after the other.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
  }
}

/// An anchor on the vertical axis: top, bottom, center Y, the baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint: this anchor is a multiple of the system spacing below the other.
  open func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
  }

  /// A constraint: this anchor is at least a multiple of the system spacing below the other.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
  }

  /// A constraint: this anchor is at most a multiple of the system spacing below the other.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
  }
}

/// An anchor for a width or a height, which can also be tied to a constant or scaled.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint: this dimension equals a constant.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, multiplier: 1, constant: c)
  }

  /// A constraint: this dimension is at least a constant.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint: this dimension is at most a constant.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint: this dimension equals the other times a multiplier.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint: this dimension is at least the other times a multiplier.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint: this dimension is at most the other times a multiplier.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint: this dimension equals the other times a multiplier, plus a constant.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint: this dimension is at least the other times a multiplier, plus a constant.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint: this dimension is at most the other times a multiplier, plus a constant.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// The anchors of a view or a layout guide, made on demand (an anchor only names an attribute).
@MainActor
protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
  func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: attribute)
  }

  func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: attribute)
  }

  func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: attribute)
  }
}
