import Foundation

/// A relation between two layout attributes that the layout pass satisfies:
/// `firstItem.firstAttribute (=, ≤, ≥) multiplier × secondItem.secondAttribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// The parts of a view's or a layout guide's rectangle a constraint can relate.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The two axes of a layout: horizontal and vertical.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }

  /// The first item. Headless: held weakly, where UIKit holds it `unowned(unsafe)`.
  open var firstItem: AnyObject? { storedFirstItem }

  /// The first item's attribute.
  open var firstAttribute: NSLayoutConstraint.Attribute { storedFirstAttribute }

  /// The relation between the two sides.
  open var relation: NSLayoutConstraint.Relation { storedRelation }

  /// The second item, if any. Headless: held weakly, where UIKit holds it `unowned(unsafe)`.
  open var secondItem: AnyObject? { storedSecondItem }

  /// The second item's attribute (`.notAnAttribute` without a second item).
  open var secondAttribute: NSLayoutConstraint.Attribute { storedSecondAttribute }

  /// The factor applied to the second attribute.
  open var multiplier: CGFloat { storedMultiplier }

  // `constant`, `priority` and the items are `@exclusivity(unchecked)`: each layout pass
  // reads them for every constraint, on the main actor, never overlapping a change, and
  // checking for exclusive access at run time cost more than the reads.

  /// The amount added to the multiplied second attribute; a change takes effect on the next
  /// layout pass.
  @exclusivity(unchecked) open var constant: CGFloat {
    didSet { if constant != oldValue { container?.setNeedsConstraintLayout(constantOf: self) } }
  }

  /// How much the constraint matters; an active constraint cannot move between required and
  /// optional (UIKit raises an exception, the kit logs it and keeps the old priority).
  @exclusivity(unchecked) open var priority: UILayoutPriority {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (priority == .required) != (oldValue == .required) {
        LayoutLog.write(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported. You passed priority \(priority.rawValue) and the existing "
            + "priority was \(oldValue.rawValue).")
        priority = oldValue
        return
      }
      constraintDidChange()
    }
  }

  /// A name that appears in the constraint's description, for debugging.
  open var identifier: String?

  /// The first item's anchor.
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: storedFirstItem, attribute: storedFirstAttribute)
  }

  /// The second item's anchor, if any.
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    guard storedSecondAttribute != .notAnAttribute else { return nil }
    return NSLayoutAnchor(item: storedSecondItem, attribute: storedSecondAttribute)
  }

  /// Whether the constraint takes part in layout. Activating it installs it on the nearest
  /// common ancestor of its items, as UIKit does.
  open var isActive: Bool {
    get { container != nil }
    set {
      if newValue {
        activateNow()
      } else {
        container?.removeConstraint(self)
      }
    }
  }

  @exclusivity(unchecked) weak var storedFirstItem: AnyObject?
  @exclusivity(unchecked) weak var storedSecondItem: AnyObject?
  private let storedFirstAttribute: Attribute
  private let storedSecondAttribute: Attribute
  private let storedRelation: Relation
  private let storedMultiplier: CGFloat

  /// The view the constraint is installed on, while it is active.
  weak var container: UIView?
  /// The order constraints were activated in: the most recent one breaks first.
  var activationOrder = 0
  private static var activations = 0

  /// Creates a constraint between two attributes.
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
    attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      first: view1 as AnyObject, firstAttribute: attr1, relation: relation,
      second: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier,
      constant: c)
  }

  init(
    first: AnyObject?, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
    secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
    priority: UILayoutPriority = .required
  ) {
    storedFirstItem = first
    storedFirstAttribute = firstAttribute
    storedRelation = relation
    storedSecondItem = second
    storedSecondAttribute = second == nil ? .notAnAttribute : secondAttribute
    storedMultiplier = multiplier
    self.constant = constant
    self.priority = priority
    super.init()
  }

  /// Activates each constraint.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The constraints a visual format string describes, such as `H:|-[name]-[field(>=120)]-|`,
  /// not yet active. A format UIKit cannot parse stops the app with UIKit's message, where
  /// UIKit raises (NSLayoutConstraint+VisualFormat.swift has the grammar).
  @discardableResult
  open class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    VisualFormat.constraints(format, options: opts, metrics: metrics, views: views)
  }

  // MARK: Installing

  private func activateNow() {
    guard container == nil else { return }
    let views = [storedFirstItem, storedSecondItem].compactMap { ($0 as? LayoutItem)?.layoutOwner }
    guard let first = views.first,
      let ancestor = views.dropFirst().reduce(
        first as UIView?, { $0?.nearestCommonAncestor(with: $1) })
    else {
      LayoutLog.write(
        "Unable to activate constraint with anchors \(layoutDescription) because they have no "
          + "common ancestor. Does the constraint or its anchors reference items in different "
          + "view hierarchies? That's illegal.")
      return
    }
    ancestor.addConstraint(self)
  }

  func installed(on view: UIView) {
    container = view
    for item in [storedFirstItem, storedSecondItem] {
      (item as? LayoutItem)?.layoutOwner?.layoutState.isConstraintItem = true
    }
    Self.activations += 1
    activationOrder = Self.activations
  }

  private func constraintDidChange() {
    container?.setNeedsConstraintLayout()
  }

  /// The constraint as UIKit's log shows it, without addresses:
  /// `UILabel.leading == UIView.leading + 16`.
  var layoutDescription: String {
    let relations: [Relation: String] = [
      .equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">=",
    ]
    var text =
      "\(Self.describe(storedFirstItem)).\(storedFirstAttribute.name) \(relations[storedRelation]!)"
    if storedSecondAttribute != .notAnAttribute {
      let factor = storedMultiplier == 1 ? "" : "\(Self.number(storedMultiplier))*"
      text += " \(factor)\(Self.describe(storedSecondItem)).\(storedSecondAttribute.name)"
      if constant != 0 {
        text += (constant < 0 ? " - " : " + ") + Self.number(abs(constant))
      }
    } else {
      text += " " + Self.number(constant)
    }
    if priority != .required { text += "   (priority \(Self.number(CGFloat(priority.rawValue))))" }
    let name = identifier.map { "'\($0)' " } ?? ""
    return "<NSLayoutConstraint \(name)\(text)   (\(isActive ? "active" : "inactive"))>"
  }

  static func describe(_ item: AnyObject?) -> String {
    switch item {
    case let label as UILabel: label.text.map { "UILabel'\($0)'" } ?? "UILabel"
    case let guide as UILayoutGuide: "UILayoutGuide'\(guide.identifier)'"
    case let view as UIView:
      view.accessibilityLabel.map { "\(type(of: view))'\($0)'" } ?? "\(type(of: view))"
    case nil: "nil"
    case let other?: "\(type(of: other))"
    }
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
  }
}

extension NSLayoutConstraint.Attribute {
  /// The attribute's name as UIKit's descriptions spell it.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}
