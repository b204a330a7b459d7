import Foundation

// Turning constraints into linear constraints on the variables of views and guides.
extension LayoutEngine {
  func variables(for item: LayoutItem) -> Variables {
    let identifier = ObjectIdentifier(item)
    if touchedIdentifiers.insert(identifier).inserted { touched.append(item) }
    if let existing = variables[identifier] { return existing }
    let made = Variables(
      x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
      height: solver.makeVariable())
    variables[identifier] = made
    return made
  }

  /// A constraint as `first − multiplier × second − constant (relation) 0`, both sides in the
  /// coordinates of their items' nearest common ancestor; `nil` while an item is gone or the
  /// items are in different hierarchies.
  func spec(for constraint: NSLayoutConstraint) -> Spec? {
    guard let first = constraint.storedFirstItem as? LayoutItem, let firstOwner = first.layoutOwner
    else { return nil }
    var container = firstOwner
    var second: LayoutItem?
    if constraint.secondAttribute != .notAnAttribute {
      guard let item = constraint.storedSecondItem as? LayoutItem, let owner = item.layoutOwner,
        let common = firstOwner.nearestCommonAncestor(with: owner)
      else { return nil }
      second = item
      container = common
    }
    guard var (terms, constant) = expression(first, constraint.firstAttribute, in: container)
    else { return nil }
    constant -= Double(constraint.constant)
    if let second {
      guard let (rhs, rhsConstant) = expression(second, constraint.secondAttribute, in: container)
      else { return nil }
      let multiplier = Double(constraint.multiplier)
      for (variable, coefficient) in rhs {
        Self.add(variable, -multiplier * coefficient, to: &terms)
      }
      constant -= multiplier * rhsConstant
    }
    let relation: LayoutSolver.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Spec(
      key: .constraint(ObjectIdentifier(constraint)), terms: terms, constant: constant,
      relation: relation, priority: constraint.priority.rawValue,
      order: constraint.activationOrder,
      source: Source(kind: .constraint, name: ""),
      constraintConstant: Double(constraint.constant))
  }

  /// An attribute of an item as a linear expression in the container's coordinates: the item's
  /// origin plus the origins of its ancestors below the container.
  private func expression(
    _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in container: UIView
  ) -> ([(Int, Double)], Double)? {
    var item = item
    var attribute = attribute
    if let base = attribute.withoutMargins {
      if let view = item as? UIView { item = view.layoutMarginsGuide }
      attribute = base
    }
    let own = variables(for: item)
    let vertical = attribute.isVertical
    var terms: [(Int, Double)] = []
    if item !== container {
      terms.append((vertical ? own.y : own.x, 1))
      var parent = item.layoutParent
      while let view = parent, view !== container {
        let ancestor = variables(for: view)
        terms.append((vertical ? ancestor.y : ancestor.x, 1))
        parent = view.superview
      }
      guard parent != nil else { return nil }
    }
    let label = item as? UILabel
    switch attribute {
    case .left, .leading, .top: return (terms, 0)
    case .right, .trailing: return (terms + [(own.width, 1)], 0)
    case .bottom: return (terms + [(own.height, 1)], 0)
    case .centerX: return (terms + [(own.width, 0.5)], 0)
    case .centerY: return (terms + [(own.height, 0.5)], 0)
    case .width: return ([(own.width, 1)], 0)
    case .height: return ([(own.height, 1)], 0)
    case .firstBaseline:
      guard let font = label?.font else { return (terms + [(own.height, 1)], 0) }
      return (terms, Double(HeadlessTextMeasure.ascender(of: font)))
    case .lastBaseline:
      let descender = label?.font.map { HeadlessTextMeasure.descender(of: $0) } ?? 0
      return (terms + [(own.height, 1)], -Double(descender))
    default: return ([], 0)
    }
  }

  static func add(_ variable: Int, _ coefficient: Double, to terms: inout [(Int, Double)]) {
    if let index = terms.firstIndex(where: { $0.0 == variable }) {
      terms[index].1 += coefficient
    } else {
      terms.append((variable, coefficient))
    }
  }

  // MARK: What UIKit adds

  /// The constraints UIKit adds for an item: a frame given by code, an intrinsic size, or the
  /// insets of the safe area and margins guides.
  func generatedSpecs(for item: LayoutItem) -> [Spec] {
    if let view = item as? UIView { return generatedSpecs(forView: view) }
    guard let guide = item as? UILayoutGuide, guide.kind != .custom, let owner = guide.owningView
    else { return [] }
    let place = { (view: UIView) in self.placedFrame(of: view) }
    var insets = owner.safeAreaInsets(placing: place)
    if guide.kind == .layoutMargins {
      let margins = owner.layoutMargins
      if !owner.insetsLayoutMarginsFromSafeArea { insets = .zero }
      insets = UIEdgeInsets(
        top: insets.top + margins.top, left: insets.left + margins.left,
        bottom: insets.bottom + margins.bottom, right: insets.right + margins.right)
    }
    let own = variables(for: guide)
    let outer = variables(for: owner)
    let identifier = ObjectIdentifier(guide)
    func make(_ index: Int, _ name: StaticString, _ terms: [(Int, Double)], _ constant: CGFloat)
      -> Spec
    {
      Spec(
        key: .generated(identifier, index), terms: terms, constant: Double(constant),
        relation: .equal, priority: 1000, order: 0,
        source: Source(kind: .guide, name: name))
    }
    return [
      make(8, "left", [(own.x, 1)], -insets.left),
      make(9, "top", [(own.y, 1)], -insets.top),
      make(10, "width", [(own.width, 1), (outer.width, -1)], insets.left + insets.right),
      make(11, "height", [(own.height, 1), (outer.height, -1)], insets.top + insets.bottom),
    ]
  }

  private func generatedSpecs(forView view: UIView) -> [Spec] {
    let own = variables[ObjectIdentifier(view)]!
    let identifier = ObjectIdentifier(view)
    func make(
      _ index: Int, _ kind: Source.Kind, _ name: StaticString, _ variable: Int,
      _ relation: LayoutSolver.Relation, _ value: CGFloat, _ priority: Float
    ) -> Spec {
      Spec(
        key: .generated(identifier, index), terms: [(variable, 1)], constant: -Double(value),
        relation: relation, priority: priority, order: 0,
        source: Source(kind: kind, name: name))
    }
    if let fitting, fitting.view === view {
      return intrinsicSpecs(view, own, make) + [
        make(
          12, .fitting, "width", own.width, .equal, fitting.size.width,
          fitting.priorities.0.rawValue),
        make(
          13, .fitting, "height", own.height, .equal, fitting.size.height,
          fitting.priorities.1.rawValue),
      ]
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      // With a state, a later change of the frame asks the engine to solve again.
      _ = view.layoutState
      let frame = view.frame
      return [
        make(0, .autoresizing, "minX", own.x, .equal, frame.minX, 1000),
        make(1, .autoresizing, "minY", own.y, .equal, frame.minY, 1000),
        make(2, .autoresizing, "width", own.width, .equal, frame.width, 1000),
        make(3, .autoresizing, "height", own.height, .equal, frame.height, 1000),
      ]
    }
    return intrinsicSpecs(view, own, make)
  }

  private func intrinsicSpecs(
    _ view: UIView, _ own: Variables,
    _ make: (Int, Source.Kind, StaticString, Int, LayoutSolver.Relation, CGFloat, Float) -> Spec
  ) -> [Spec] {
    var size = view.intrinsicContentSize
    if let label = view as? UILabel, label.wrapsAtLayoutWidth {
      size = label.intrinsicContentSize(wrappingAt: placedFrame(of: label).width)
    }
    // Among views of equal priority, a later arranged subview resists a little more, so the
    // first one stretches or shrinks first.
    let tie = Float(view.autoLayout?.arrangedIndex ?? 0) * 0.01
    var specs: [Spec] = []
    if size.width >= 0 {
      let hug = view.contentHuggingPriority(for: .horizontal).rawValue + tie
      let resist = view.contentCompressionResistancePriority(for: .horizontal).rawValue + tie
      specs.append(make(4, .contentSize, "width", own.width, .lessThanOrEqual, size.width, hug))
      specs.append(
        make(5, .contentSize, "width", own.width, .greaterThanOrEqual, size.width, resist))
    }
    if size.height >= 0 {
      let hug = view.contentHuggingPriority(for: .vertical).rawValue + tie
      let resist = view.contentCompressionResistancePriority(for: .vertical).rawValue + tie
      specs.append(make(6, .contentSize, "height", own.height, .lessThanOrEqual, size.height, hug))
      specs.append(
        make(7, .contentSize, "height", own.height, .greaterThanOrEqual, size.height, resist))
    }
    return specs
  }

  /// Where a view is about to be: its solved frame if the engine places it, else its frame.
  func placedFrame(of view: UIView) -> CGRect {
    guard !view.translatesAutoresizingMaskIntoConstraints, let frame = solvedFrame(of: view)
    else { return view.frame }
    return frame
  }
}

extension NSLayoutConstraint.Attribute {
  /// The plain attribute a margin attribute is measured like, on the layout margins guide.
  var withoutMargins: NSLayoutConstraint.Attribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  var isVertical: Bool {
    switch self {
    case .top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline: true
    default: false
    }
  }
}
