import Foundation

/// A view that lines up its arranged subviews in a row or a column, with constraints it makes
/// and keeps up to date itself (named `UISV-…`, as UIKit names them).
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How the arranged views share the stack's length along its axis.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  /// How the arranged views sit across the stack's axis.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5

    /// The top edge, in a horizontal stack: `leading`.
    public static var top: UIStackView.Alignment { .leading }
    /// The bottom edge, in a horizontal stack: `trailing`.
    public static var bottom: UIStackView.Alignment { .trailing }
  }

  /// The views the stack arranges, in order; a subset of its subviews.
  open private(set) var arrangedSubviews: [UIView] = []

  /// The direction of the row (horizontal, the default) or column (vertical).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrange() } }
  }

  /// How the arranged views share the length along the axis.
  open var distribution: UIStackView.Distribution = .fill {
    didSet { if distribution != oldValue { arrange() } }
  }

  /// How the arranged views sit across the axis.
  open var alignment: UIStackView.Alignment = .fill {
    didSet { if alignment != oldValue { arrange() } }
  }

  /// The space between arranged views (the least space, for the equal distributions).
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrange() } }
  }

  /// Whether the views are arranged inside the layout margins rather than the bounds.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrange() } }
  }

  private var arrangement: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// Creates an empty stack view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view that arranges the views, adding them as subviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds a view at the end of the arrangement (and as a subview, if it is not one).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement at an index (and as a subview, if it is not one).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrange()
  }

  /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrange()
  }

  /// Sets the space after one arranged view, in place of `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrange()
  }

  /// The space after one arranged view, if set with `setCustomSpacing(_:after:)`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? spacing
  }

  /// A subview that leaves the stack leaves the arrangement too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    if arrangedSubviews.contains(where: { $0 === view }) { arrange() }
  }

  // MARK: The arrangement's constraints

  private func arrange() {
    NSLayoutConstraint.deactivate(arrangement)
    for spacer in spacers { removeLayoutGuide(spacer) }
    spacers = []
    for (index, view) in arrangedSubviews.enumerated() { view.layoutState.arrangedIndex = index }
    let edges: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let axes = StackAxes(axis: axis)
    var list = StackConstraints()
    for view in arrangedSubviews where view.isHidden {
      list.add("UISV-hiding", view, axes.length, .equal, nil, .notAnAttribute)
      list.add("UISV-hiding", view, axes.start, .equal, edges, axes.start)
      list.add("UISV-hiding", view, axes.crossStart, .equal, edges, axes.crossStart)
    }
    let visible = arrangedSubviews.filter { !$0.isHidden }
    if let first = visible.first, let last = visible.last {
      list.add("UISV-canvas-connection", first, axes.start, .equal, edges, axes.start)
      list.add("UISV-canvas-connection", edges, axes.end, .equal, last, axes.end)
      arrangeAlong(visible, axes: axes, into: &list)
      arrangeAcross(visible, edges: edges, axes: axes, into: &list)
    }
    NSLayoutConstraint.activate(list.made)
    arrangement = list.made
  }

  private func arrangeAlong(_ views: [UIView], axes: StackAxes, into list: inout StackConstraints) {
    let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
    let centering = distribution == .equalCentering
    for (previous, next) in zip(views, views.dropFirst()) {
      list.add(
        "UISV-spacing", next, axes.start, equalGaps ? .greaterThanOrEqual : .equal, previous,
        axes.end, constant: customSpacing(after: previous))
      guard equalGaps else { continue }
      let spacer = UILayoutGuide()
      spacer.identifier = "UISV-distributing"
      addLayoutGuide(spacer)
      spacers.append(spacer)
      list.add(
        "UISV-distributing-edge", spacer, axes.start, .equal, previous,
        centering ? axes.center : axes.end)
      list.add(
        "UISV-distributing-edge", spacer, axes.end, .equal, next,
        centering ? axes.center : axes.start)
      if let reference = spacers.first, reference !== spacer {
        // Equal centres give way to the least spacing when the views do not fit.
        list.add(
          "UISV-distributing", spacer, axes.length, .equal, reference, axes.length,
          priority: centering ? UILayoutPriority(999) : .required)
      }
    }
    guard let first = views.first else { return }
    if distribution == .fillEqually {
      for view in views.dropFirst() {
        list.add("UISV-fill-equally", view, axes.length, .equal, first, axes.length)
      }
    } else if distribution == .fillProportionally {
      let sizes = views.map { view in
        axes.length == .width ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
      }
      guard let reference = sizes.firstIndex(where: { $0 > 0 }) else { return }
      for (view, size) in zip(views, sizes) where size > 0 && view !== views[reference] {
        list.add(
          "UISV-fill-proportionally", view, axes.length, .equal, views[reference], axes.length,
          multiplier: size / sizes[reference])
      }
    }
  }

  private func arrangeAcross(
    _ views: [UIView], edges: AnyObject, axes: StackAxes, into list: inout StackConstraints
  ) {
    let baseline: NSLayoutConstraint.Attribute? =
      switch (axis, alignment) {
      case (.horizontal, .firstBaseline): .firstBaseline
      case (.horizontal, .lastBaseline): .lastBaseline
      default: nil
      }
    let start = axes.crossStart
    let end = axes.crossEnd
    // A baseline alignment in a vertical stack fills, as UIKit treats it.
    let isBaseline = alignment == .firstBaseline || alignment == .lastBaseline
    guard alignment != .fill, baseline != nil || !isBaseline else {
      for view in views {
        list.add("UISV-alignment", view, start, .equal, edges, start)
        list.add("UISV-alignment", view, end, .equal, edges, end)
      }
      return
    }
    // The stack is as thick as its thickest view, unless something else sizes it.
    list.add(
      "UISV-canvas-fit", self, axes.thickness, .equal, nil, .notAnAttribute,
      priority: UILayoutPriority(49))
    for view in views {
      list.add(
        "UISV-ambiguity-suppression", view, axes.thickness, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(25))
      switch alignment {
      case .leading:
        list.add("UISV-alignment", view, start, .equal, edges, start)
        list.add("UISV-spanning-boundary", view, end, .lessThanOrEqual, edges, end)
      case .trailing:
        list.add("UISV-alignment", view, end, .equal, edges, end)
        list.add("UISV-spanning-boundary", view, start, .greaterThanOrEqual, edges, start)
      default:
        if let baseline {
          if let first = views.first, view !== first {
            list.add("UISV-alignment", view, baseline, .equal, first, baseline)
          }
        } else {
          list.add("UISV-alignment", view, axes.crossCenter, .equal, edges, axes.crossCenter)
        }
        list.add("UISV-spanning-boundary", view, start, .greaterThanOrEqual, edges, start)
        list.add("UISV-spanning-boundary", view, end, .lessThanOrEqual, edges, end)
      }
    }
  }
}

/// The constraints of one arrangement, as they are made.
@MainActor
private struct StackConstraints {
  var made: [NSLayoutConstraint] = []

  mutating func add(
    _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) {
    let constraint = NSLayoutConstraint(
      first: first, firstAttribute: firstAttribute, relation: relation, second: second,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
      priority: priority)
    constraint.identifier = identifier
    made.append(constraint)
  }
}

/// The attributes along and across a stack's axis.
private struct StackAxes {
  let start, end, center, length: NSLayoutConstraint.Attribute
  let crossStart, crossEnd, crossCenter, thickness: NSLayoutConstraint.Attribute

  init(axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      (start, end, center, length) = (.leading, .trailing, .centerX, .width)
      (crossStart, crossEnd, crossCenter, thickness) = (.top, .bottom, .centerY, .height)
    } else {
      (start, end, center, length) = (.top, .bottom, .centerY, .height)
      (crossStart, crossEnd, crossCenter, thickness) = (.leading, .trailing, .centerX, .width)
    }
  }
}
