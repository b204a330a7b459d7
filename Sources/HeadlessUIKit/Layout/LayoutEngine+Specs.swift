import Foundation

// Turning constraints into linear constraints on the variables of views and guides.
extension LayoutEngine {
  func variables(for item: LayoutItem) -> Variables {
    // Met already in this sync: the item holds its variables, and no lookup is needed.
    if let known = variablesMetInThisSync(item) { return known }
    let identifier = ObjectIdentifier(item)
    // One lookup both finds the variables and tells whether this sync met the item yet.
    let found: Variables
    if let index = variables.index(forKey: identifier) {
      if variables.values[index].metInSync != syncNumber {
        variables.values[index].metInSync = syncNumber
        touched.append(item)
      }
      found = variables.values[index]
    } else {
      touched.append(item)
      found = Variables(
        x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
        height: solver.makeVariable(), metInSync: syncNumber)
      variables[identifier] = found
    }
    // The slot keeps the item's record in the gathering, if it has one from this engine.
    var slot = item.layoutSlot
    if slot.engine != serial { slot = LayoutSlot(engine: serial) }
    slot.variables = found
    item.layoutSlot = slot
    return found
  }

  // MARK: Records of the gathering

  /// The item's record in this gathering, made the first time the gathering meets the item:
  /// its parent's and owner's records (made first) and its depth, so that a constraint's
  /// items, the view that holds it and the views between are found by number, where each
  /// reference read was a weak load, a retain and a release.
  func record(for item: LayoutItem) -> Int {
    let slot = item.layoutSlot
    if slot.engine == serial, slot.recordInPass == recordPass { return slot.record }
    let identifier = ObjectIdentifier(item)
    if !recordOfItem.isEmpty, let index = recordOfItem[identifier] { return index }
    var parent = -1
    if let view = item.layoutParent { parent = record(for: view) }
    let isView = Self.isKind(item, of: UIView.self)
    let index = records.count
    records.append(
      ItemRecord(
        parent: parent, owner: isView ? index : parent,
        depth: isView && parent >= 0 ? records[parent].depth + 1 : 0))
    recordItems.append(item)
    var updated = slot
    if updated.engine != serial { updated = LayoutSlot(engine: serial) }
    updated.record = index
    updated.recordInPass = recordPass
    item.layoutSlot = updated
    // An item with nowhere to keep its slot (a view without Auto Layout state) is found by
    // its identifier.
    if item.layoutSlot.recordInPass != recordPass { recordOfItem[identifier] = index }
    return index
  }

  /// The record of an object a constraint relates, or -1 when it is neither a view nor a
  /// layout guide. A view's or a guide's slot is read through its class: the item as an
  /// existential cost retains and releases at each use.
  private func record(of object: AnyObject) -> Int {
    let slot: LayoutSlot
    // A class check, then a downcast that is not checked again (see `isKind(_:of:)`).
    if Self.isKind(object, of: UIView.self) {
      slot = unsafeDowncast(object, to: UIView.self).autoLayout?.layoutSlot ?? LayoutSlot()
    } else if Self.isKind(object, of: UILayoutGuide.self) {
      slot = unsafeDowncast(object, to: UILayoutGuide.self).layoutSlot
    } else {
      guard let item = object as? LayoutItem else { return -1 }
      return record(for: item)
    }
    if slot.engine == serial, slot.recordInPass == recordPass { return slot.record }
    guard let item = Self.layoutItem(object) else { return -1 }
    return record(for: item)
  }

  /// The variables of the item with this record, made (by `variables(for:)`) the first time.
  private func variables(ofRecord index: Int) -> Variables {
    if let known = records[index].variables { return known }
    let found = variables(for: recordItems[index])
    records[index].variables = found
    return found
  }

  /// The nearest view that holds both owners (records of views), or -1 when they are in
  /// different hierarchies.
  private func commonAncestor(_ first: Int, _ second: Int) -> Int {
    var mine = first
    var theirs = second
    while records[mine].depth > records[theirs].depth { mine = records[mine].parent }
    while records[theirs].depth > records[mine].depth { theirs = records[theirs].parent }
    while mine != theirs, mine >= 0, theirs >= 0 {
      mine = records[mine].parent
      theirs = records[theirs].parent
    }
    return mine == theirs ? mine : -1
  }

  /// Starts the records of a gathering.
  func beginRecords() {
    recordPass += 1
    records.removeAll(keepingCapacity: true)
    recordOfItem.removeAll(keepingCapacity: true)
  }

  /// Ends the records of a gathering, and the references they held: no slot's record holds
  /// past it.
  func endRecords() {
    recordPass += 1
    recordItems.removeAll(keepingCapacity: true)
  }

  /// The item's variables if this engine's last sync met it (they are then in `variables`),
  /// from the item itself; `nil` means a lookup must answer.
  func variablesMetInThisSync(_ item: LayoutItem) -> Variables? {
    let slot = item.layoutSlot
    guard slot.engine == serial, slot.variables.metInSync == syncNumber else { return nil }
    return slot.variables
  }

  /// Whether the object is of the class or a subclass, read from its class alone. `is` and
  /// `as?` on the object itself copy the reference first: a retain and a release of a view or
  /// a guide, which, weakly referenced, keeps its counts in a side table, where each costs
  /// several times a plain one (~85 instructions the pair, measured; 2% of a first pass).
  nonisolated static func isKind<Kind: AnyObject>(_ object: AnyObject, of _: Kind.Type) -> Bool {
    let objectClass: AnyObject.Type = type(of: object)
    return objectClass is Kind.Type
  }

  /// The object as a view or a layout guide, without the slower cast to the protocol for the
  /// two classes that conform to it.
  static func layoutItem(_ object: AnyObject?) -> LayoutItem? {
    if let view = object as? UIView { return view }
    if let guide = object as? UILayoutGuide { return guide }
    return object as? LayoutItem
  }

  /// A constraint as `first − multiplier × second − constant (relation) 0`, both sides in the
  /// coordinates of their items' nearest common ancestor; `nil` while an item is gone or the
  /// items are in different hierarchies.
  func spec(for constraint: NSLayoutConstraint) -> Spec? {
    guard let firstItem = constraint.storedFirstItem else { return nil }
    let first = record(of: firstItem)
    guard first >= 0 else { return nil }
    var container = records[first].owner
    guard container >= 0 else { return nil }
    var second = -1
    if constraint.secondAttribute != .notAnAttribute {
      guard let secondItem = constraint.storedSecondItem else { return nil }
      second = record(of: secondItem)
      guard second >= 0 else { return nil }
      let owner = records[second].owner
      guard owner >= 0 else { return nil }
      container = commonAncestor(container, owner)
      guard container >= 0 else { return nil }
    }
    // Both sides go into one array, the second side's terms merged into the first's.
    var terms: [(Int, Double)] = []
    terms.reserveCapacity(8)
    guard
      var constant = appendExpression(
        first, constraint.firstAttribute, in: container, times: 1, merging: false, to: &terms)
    else { return nil }
    let constraintConstant = Double(constraint.constant)
    constant -= constraintConstant
    if second >= 0 {
      let multiplier = Double(constraint.multiplier)
      guard
        let rhsConstant = appendExpression(
          second, constraint.secondAttribute, in: container, times: -multiplier, merging: true,
          to: &terms)
      else { return nil }
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
      constraintConstant: constraintConstant)
  }

  /// Appends an attribute of an item (by its record), as a linear expression in the
  /// coordinates of the container (a record too): the item's origin plus the origins of its
  /// ancestors below the container, and a share of its size, times `factor`, to `terms`; with
  /// `merging`, a variable already there takes the coefficient into its own. Returns the
  /// expression's constant, or `nil` when the item is not inside the container.
  private func appendExpression(
    _ record: Int, _ attribute: NSLayoutConstraint.Attribute, in container: Int,
    times factor: Double, merging: Bool, to terms: inout [(Int, Double)]
  ) -> Double? {
    var record = record
    var attribute = attribute
    if let base = attribute.withoutMargins {
      if let view = (recordItems[record] as AnyObject) as? UIView {
        record = self.record(for: view.layoutMarginsGuide)
      }
      attribute = base
    }
    let own = variables(ofRecord: record)
    let vertical = attribute.isVertical
    var positioned = true
    var size: (variable: Int, coefficient: Double)?
    var constant = 0.0
    switch attribute {
    case .left, .leading, .top: break
    case .right, .trailing: size = (own.width, 1)
    case .bottom: size = (own.height, 1)
    case .centerX: size = (own.width, 0.5)
    case .centerY: size = (own.height, 0.5)
    case .width: (positioned, size) = (false, (own.width, 1))
    case .height: (positioned, size) = (false, (own.height, 1))
    case .firstBaseline:
      if let font = ((recordItems[record] as AnyObject) as? UILabel)?.font {
        constant = Double(HeadlessTextMeasure.ascender(of: font))
      } else {
        size = (own.height, 1)
      }
    case .lastBaseline:
      let label = (recordItems[record] as AnyObject) as? UILabel
      let descender = label?.font.map { HeadlessTextMeasure.descender(of: $0) } ?? 0
      size = (own.height, 1)
      constant = -Double(descender)
    default: positioned = false
    }
    func append(_ variable: Int, _ coefficient: Double) {
      if merging {
        Self.add(variable, factor * coefficient, to: &terms)
      } else {
        terms.append((variable, factor * coefficient))
      }
    }
    // The ancestors get their variables even when the attribute is a size, as they always did:
    // the order variables are made in is the order the solver breaks ties in.
    if record != container {
      if positioned { append(vertical ? own.y : own.x, 1) }
      var parent = records[record].parent
      while parent >= 0, parent != container {
        let ancestor = variables(ofRecord: parent)
        if positioned { append(vertical ? ancestor.y : ancestor.x, 1) }
        parent = records[parent].parent
      }
      guard parent >= 0 else { return nil }
    }
    if let size { append(size.variable, size.coefficient) }
    return constant
  }

  /// Adds `coefficient × variable` to the terms. Not isolated to the main actor, and a plain
  /// loop: a closure written here would check for the main actor at each term.
  nonisolated static func add(
    _ variable: Int, _ coefficient: Double, to terms: inout [(Int, Double)]
  ) {
    for index in terms.indices where terms[index].0 == variable {
      terms[index].1 += coefficient
      return
    }
    terms.append((variable, coefficient))
  }

  // MARK: What UIKit adds

  /// The constraints UIKit adds for an item: a frame given by code, an intrinsic size, or the
  /// insets of the safe area and margins guides.
  func generatedSpecs(for item: LayoutItem) -> [Spec] {
    // Room for the four specs of most items at once.
    var specs: [Spec] = []
    specs.reserveCapacity(4)
    appendGeneratedSpecs(for: item, to: &specs)
    return specs
  }

  /// Appends the constraints UIKit adds for an item to `specs`: no array of its own for each
  /// item, and no copy of it into the pass's.
  func appendGeneratedSpecs(for item: LayoutItem, to specs: inout [Spec]) {
    // Class checks, then downcasts not checked again (see `isKind(_:of:)`).
    let object = item as AnyObject
    if Self.isKind(object, of: UIView.self) {
      appendGeneratedSpecs(forView: unsafeDowncast(object, to: UIView.self), to: &specs)
      return
    }
    guard Self.isKind(object, of: UILayoutGuide.self) else { return }
    let guide = unsafeDowncast(object, to: UILayoutGuide.self)
    guard guide.kind != .custom,
      let owner = guide.owningView
    else { return }
    let own = variables(for: guide)
    let identifier = ObjectIdentifier(guide)
    func make(_ index: Int, _ name: StaticString, _ terms: [(Int, Double)], _ constant: CGFloat)
      -> Spec
    {
      Spec(
        key: .generated(identifier, index), terms: terms, constant: Double(constant),
        relation: .equal, priority: 1000, order: 0,
        source: Source(kind: .guide, name: name))
    }
    switch guide.kind {
    case .scrollContent:
      // The content's origin; its size is what the constraints on the guide make it.
      specs.append(make(8, "left", [(own.x, 1)], 0))
      specs.append(make(9, "top", [(own.y, 1)], 0))
      return
    case .scrollFrame:
      // The scroll view's bounds: where the content offset has moved them, its size.
      let outer = variables(for: owner)
      specs.append(make(8, "left", [(own.x, 1)], -owner.bounds.minX))
      specs.append(make(9, "top", [(own.y, 1)], -owner.bounds.minY))
      specs.append(make(10, "width", [(own.width, 1), (outer.width, -1)], 0))
      specs.append(make(11, "height", [(own.height, 1), (outer.height, -1)], 0))
      return
    case .custom, .safeArea, .layoutMargins: break
    }
    let place = { (view: UIView) in self.placedFrame(of: view) }
    var insets = owner.safeAreaInsets(placing: place)
    if guide.kind == .layoutMargins {
      let margins = owner.layoutMargins
      if !owner.insetsLayoutMarginsFromSafeArea { insets = .zero }
      insets = UIEdgeInsets(
        top: insets.top + margins.top, left: insets.left + margins.left,
        bottom: insets.bottom + margins.bottom, right: insets.right + margins.right)
    }
    let outer = variables(for: owner)
    specs.append(make(8, "left", [(own.x, 1)], -insets.left))
    specs.append(make(9, "top", [(own.y, 1)], -insets.top))
    specs.append(
      make(10, "width", [(own.width, 1), (outer.width, -1)], insets.left + insets.right))
    specs.append(
      make(11, "height", [(own.height, 1), (outer.height, -1)], insets.top + insets.bottom))
  }

  private func appendGeneratedSpecs(forView view: UIView, to specs: inout [Spec]) {
    let own = variablesMetInThisSync(view) ?? variables[ObjectIdentifier(view)]!
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
      appendIntrinsicSpecs(view, own, make, to: &specs)
      specs.append(
        make(
          12, .fitting, "width", own.width, .equal, fitting.size.width,
          fitting.priorities.0.rawValue))
      specs.append(
        make(
          13, .fitting, "height", own.height, .equal, fitting.size.height,
          fitting.priorities.1.rawValue))
      return
    }
    if view.translatesAutoresizingMaskIntoConstraints {
      // With a state, a later change of the frame asks the engine to solve again.
      _ = view.layoutState
      let frame = view.frame
      specs.append(make(0, .autoresizing, "minX", own.x, .equal, frame.minX, 1000))
      specs.append(make(1, .autoresizing, "minY", own.y, .equal, frame.minY, 1000))
      specs.append(make(2, .autoresizing, "width", own.width, .equal, frame.width, 1000))
      specs.append(make(3, .autoresizing, "height", own.height, .equal, frame.height, 1000))
      return
    }
    appendIntrinsicSpecs(view, own, make, to: &specs)
  }

  private func appendIntrinsicSpecs(
    _ view: UIView, _ own: Variables,
    _ make: (Int, Source.Kind, StaticString, Int, LayoutSolver.Relation, CGFloat, Float) -> Spec,
    to specs: inout [Spec]
  ) {
    var size = view.intrinsicContentSize
    if let label = view as? UILabel, label.wrapsAtLayoutWidth {
      size = label.intrinsicContentSize(wrappingAt: placedFrame(of: label).width)
    }
    // Among views of equal priority, a later arranged subview resists a little more, so the
    // first one stretches or shrinks first.
    let tie = Float(view.autoLayout?.arrangedIndex ?? 0) * 0.01
    if size.width >= 0 {
      let hug = view.contentHuggingPriority(for: .horizontal).rawValue + tie
      let resist = view.contentCompressionResistancePriority(for: .horizontal).rawValue + tie
      Self.appendContentSize(
        (4, "width", own.width, size.width), hugging: hug, resisting: resist, make, to: &specs)
    }
    if size.height >= 0 {
      let hug = view.contentHuggingPriority(for: .vertical).rawValue + tie
      let resist = view.contentCompressionResistancePriority(for: .vertical).rawValue + tie
      Self.appendContentSize(
        (6, "height", own.height, size.height), hugging: hug, resisting: resist, make, to: &specs)
    }
  }

  /// UIKit's two constraints on a size from the content: at most the content's size at the
  /// hugging priority, at least at the compression resistance priority. When both are
  /// optional, one equality says the same, each side weighed by its priority: one row in the
  /// solver rather than two (a label's four became two). A required one stays on its own, so
  /// a conflict names it as UIKit does.
  private static func appendContentSize(
    _ size: (index: Int, name: StaticString, variable: Int, value: CGFloat),
    hugging: Float, resisting: Float,
    _ make: (Int, Source.Kind, StaticString, Int, LayoutSolver.Relation, CGFloat, Float) -> Spec,
    to specs: inout [Spec]
  ) {
    guard hugging >= 1000 || resisting >= 1000 else {
      var spec = make(
        size.index, .contentSize, size.name, size.variable, .equal, size.value, hugging)
      spec.belowPriority = resisting
      specs.append(spec)
      return
    }
    specs.append(
      make(
        size.index, .contentSize, size.name, size.variable, .lessThanOrEqual, size.value, hugging))
    specs.append(
      make(
        size.index + 1, .contentSize, size.name, size.variable, .greaterThanOrEqual, size.value,
        resisting))
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
