import Foundation

/// Solves the constraints of one view hierarchy: the kit's stand-in for UIKit's layout engine.
///
/// It lives on the hierarchy's topmost view. Each layout pass after a change gathers the
/// active constraints of the hierarchy, turns them into linear constraints on four variables
/// per view or layout guide (its frame's origin, in its superview's coordinates, and its size),
/// adds what UIKit adds (a frame given by code as required constraints, intrinsic sizes with
/// their hugging and compression resistance priorities, the safe area and margins guides), and
/// hands the solver only the difference from the last pass.
@MainActor
final class LayoutEngine {
  struct Variables {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    /// The number of the last sync that met the item, which is then among `touched`.
    var metInSync: Int
  }

  enum Key: Hashable {
    case constraint(ObjectIdentifier)
    case generated(ObjectIdentifier, Int)

    /// One word for the hasher rather than the case, the object and the index: objects are
    /// 16-byte aligned, so the index (0 to 13) goes in the address's low bits, and a
    /// constraint's key, with those bits clear, differs from every generated one.
    func hash(into hasher: inout Hasher) {
      switch self {
      case .constraint(let object): hasher.combine(UInt(bitPattern: object))
      case .generated(let object, let index):
        hasher.combine(UInt(bitPattern: object) &+ UInt(bitPattern: index &+ 1))
      }
    }
  }

  /// Where a linear constraint came from, to describe it in UIKit's log: the object is found
  /// again by the key's identifier, among what the pass gathered, only when a log needs it.
  struct Source {
    enum Kind {
      case constraint, autoresizing, contentSize, guide, fitting
    }

    var kind: Kind
    var name: StaticString
  }

  struct Spec {
    var key: Key
    var terms: [(Int, Double)]
    var constant: Double
    var relation: LayoutSolver.Relation
    var priority: Float
    /// For an optional equality whose falling below weighs differently from its rising above
    /// (`priority`); see `LayoutSolver.add`.
    var belowPriority: Float? = nil
    var order: Int
    var source: Source
    /// The constraint's own constant, which `constant` includes.
    var constraintConstant: Double = 0

    func hasSameShape(as other: Spec) -> Bool {
      relation == other.relation && priority == other.priority
        && belowPriority == other.belowPriority && terms.count == other.terms.count
        && zip(terms, other.terms).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }
  }

  private struct Entry {
    var identifier: Int?
    var spec: Spec
  }

  /// What the gathering knows of an item: records are numbered in the order it met them.
  struct ItemRecord {
    /// The record of the view the item's rectangle is in, or -1.
    var parent: Int
    /// The record of the view whose hierarchy the item is in (the item itself for a view, a
    /// guide's owning view), or -1.
    var owner: Int
    /// The number of views above the item, for a view.
    var depth: Int
    /// The item's variables, once `variables(for:)` gave them in this gathering.
    var variables: Variables? = nil
  }

  /// Tells engines apart in the slots of the items they meet (an address could be reused).
  private static var engines = 0
  let serial: Int = {
    engines += 1
    return engines
  }()

  // The engine's state is `@exclusivity(unchecked)`: each access is brief, on the main actor,
  // and never overlaps another; checking them at run time cost ~5% of a first pass.
  let solver = LayoutSolver()
  @exclusivity(unchecked) var variables: [ObjectIdentifier: Variables] = [:]
  /// The items the gathering meets, views and guides, in the order it meets them, and the
  /// constraints it gathers; both kept only while a pass runs.
  @exclusivity(unchecked) var touched: [LayoutItem] = []
  /// Counts the syncs, to mark the items each one meets.
  var syncNumber = 0
  @exclusivity(unchecked) var gathered: [NSLayoutConstraint] = []
  /// The items of the last full pass, for the passes where only constants changed.
  @exclusivity(unchecked) private var lastItems: [WeakItem] = []
  /// For `systemLayoutSizeFitting`: the view whose size is free and the size it aims for.
  @exclusivity(unchecked) var fitting:
    (view: UIView, size: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
  @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
  /// The gathering's records of the items it meets (see `record(for:)`), the items
  /// themselves, held only while it runs, and the records of items that keep no slot.
  @exclusivity(unchecked) var records: [ItemRecord] = []
  @exclusivity(unchecked) var recordItems: [LayoutItem] = []
  @exclusivity(unchecked) var recordOfItem: [ObjectIdentifier: Int] = [:]
  /// Counts the gatherings, twice each: a slot's record holds while it has the number of the
  /// gathering running.
  var recordPass = 0
  @exclusivity(unchecked) private var keyOfIdentifier = KeysByIdentifier()

  /// Solves the hierarchy and marks the superviews of views whose frames must change. When
  /// only constants changed since the last pass, only those are handed to the solver.
  func solve(_ root: UIView, changedConstants: [NSLayoutConstraint]?) {
    if let changedConstants, !lastItems.isEmpty {
      touched = lastItems.compactMap(\.item)
      for constraint in changedConstants { updateConstant(of: constraint) }
    } else {
      sync(root)
      // Loops rather than closures here and below: a closure written in the engine is
      // isolated to the main actor, and checks that it runs there at every call.
      lastItems.removeAll(keepingCapacity: true)
      lastItems.reserveCapacity(touched.count)
      for item in touched { lastItems.append(WeakItem(item: item)) }
    }
    resyncDependentSizesUntilSettled()
    for item in touched {
      // Through `AnyObject`, a class check rather than a cast of an existential, then a
      // downcast not checked again: a conditional cast makes a reference of its own, a retain
      // and a release of the view.
      let object = item as AnyObject
      guard object is UIView else {
        if let guide = object as? UILayoutGuide, guide.kind == .scrollContent {
          updateContentSize(from: guide)
        }
        continue
      }
      let view = unsafeDowncast(object, to: UIView.self)
      guard !view.translatesAutoresizingMaskIntoConstraints else { continue }
      if let frame = solvedFrame(of: view), frame != view.frame { view.superview?.setNeedsLayout() }
    }
    touched.removeAll(keepingCapacity: true)
    gathered.removeAll(keepingCapacity: true)
  }

  /// A scroll view's content size is its content layout guide's, once constraints place the
  /// guide.
  private func updateContentSize(from guide: UILayoutGuide) {
    guard let scrollView = guide.owningView as? UIScrollView, let frame = solvedFrame(of: guide),
      scrollView.contentSize != frame.size
    else { return }
    scrollView.contentSize = frame.size
  }

  /// A constant change alone: the constraint's linear form moves by the difference.
  private func updateConstant(of constraint: NSLayoutConstraint) {
    let key = Key.constraint(ObjectIdentifier(constraint))
    guard var spec = entries[key]?.spec, constraint.isActive else { return }
    spec.constant += spec.constraintConstant - Double(constraint.constant)
    spec.constraintConstant = Double(constraint.constant)
    gathered.append(constraint)
    apply(spec)
  }

  /// The item's rectangle in its superview's (or owning view's) coordinates, rounded to the
  /// screen's pixels (a third of a point).
  func solvedFrame(of item: LayoutItem) -> CGRect? {
    guard let item = variablesMetInThisSync(item) ?? variables[ObjectIdentifier(item)] else {
      return nil
    }
    // Edges in whole pixels, so a size is a difference of whole pixels with no rounding error.
    let minX = (solver.value(of: item.x) * 3).rounded()
    let minY = (solver.value(of: item.y) * 3).rounded()
    let maxX = ((solver.value(of: item.x) + solver.value(of: item.width)) * 3).rounded()
    let maxY = ((solver.value(of: item.y) + solver.value(of: item.height)) * 3).rounded()
    return CGRect(x: minX / 3, y: minY / 3, width: (maxX - minX) / 3, height: (maxY - minY) / 3)
  }

  /// A custom layout guide's rectangle, after solving its hierarchy if needed.
  static func frame(of guide: UILayoutGuide) -> CGRect? {
    guard let owner = guide.owningView else { return nil }
    owner.updateConstraintLayoutIfNeeded()
    return owner.hierarchyRoot.autoLayout?.engine?.solvedFrame(of: guide)
  }

  // MARK: Gathering and diffing

  func sync(_ root: UIView) {
    touched.removeAll(keepingCapacity: true)
    syncNumber += 1
    var specs: [Spec] = []
    if variables.isEmpty { reserveCapacity(for: root, specs: &specs) }
    beginRecords()
    gather(root, into: &specs)
    endRecords()
    if let fitting { _ = variables(for: fitting.view) }
    var index = 0
    while index < touched.count {
      appendGeneratedSpecs(for: touched[index], to: &specs)
      index += 1
    }
    // Drops what is no longer wanted (nothing to drop on a first pass).
    let wanted = entries.isEmpty ? [] : Set(specs.map(\.key))
    for (key, entry) in entries where !wanted.contains(key) {
      if let identifier = entry.identifier {
        solver.remove(identifier)
        keyOfIdentifier[identifier] = nil
      }
      entries[key] = nil
    }
    // In activation order, ties in gathering order; sorting pairs of integers spares the sort
    // a look into the specs at every comparison. The specs UIKit adds all have order 0, and
    // are already in gathering order: only the others are sorted, then the zeros go where
    // they belong, which is the order a sort of all the pairs gives, as no two pairs are equal.
    var zeros: [(Int, Int)] = []
    var ordered: [(Int, Int)] = []
    zeros.reserveCapacity(specs.count)
    ordered.reserveCapacity(specs.count)
    for index in specs.indices {
      let order = specs[index].order
      if order == 0 { zeros.append((0, index)) } else { ordered.append((order, index)) }
    }
    Self.sortPairs(&ordered)
    var firstPositive = 0
    while firstPositive < ordered.count, ordered[firstPositive].0 < 0 { firstPositive += 1 }
    ordered.insert(contentsOf: zeros, at: firstPositive)
    let isFirstPass = entries.isEmpty
    if isFirstPass {
      entries.reserveCapacity(specs.count)
      solver.reserveCapacity(constraints: specs.count)
    }
    // The required specs first, in that order, then the optional ones. After the intrinsic
    // sizes (order 0), a required equality often found all its variables basic already and
    // went through the phase-one pivots of an artificial variable; first, each finds a variable
    // of its own to solve for. Which required spec is refused in a conflict is the same (the
    // optional ones never conflict), and so is the optimum.
    for (_, index) in ordered where specs[index].priority >= 1000 {
      apply(specs[index], optimizing: false, isNew: isFirstPass)
    }
    for (_, index) in ordered where specs[index].priority < 1000 {
      apply(specs[index], optimizing: false, isNew: isFirstPass)
    }
    solver.optimize()
    // Forgets the items this sync did not meet; when it met them all, nothing to forget.
    if variables.count != touched.count {
      variables = variables.filter { $0.value.metInSync == syncNumber }
    }
  }

  /// Makes room, before an engine's first gathering, for what it will meet: its arrays and
  /// tables would otherwise grow step by step as it goes, `variables` rehashed at each
  /// doubling. Counting the views and their constraints first costs a walk of the hierarchy.
  private func reserveCapacity(for root: UIView, specs: inout [Spec]) {
    var views = 0
    var constraints = 0
    var pending = [root]
    while let view = pending.popLast() {
      views += 1
      constraints += view.autoLayout?.constraints.count ?? 0
      pending.append(contentsOf: view.subviews)
    }
    // Guides are items too: room for one for every two views.
    let items = views + views / 2
    variables.reserveCapacity(items)
    touched.reserveCapacity(items)
    records.reserveCapacity(items)
    recordItems.reserveCapacity(items)
    gathered.reserveCapacity(constraints)
    // A constraint's spec, and up to four that UIKit adds for each item.
    specs.reserveCapacity(constraints + 4 * items)
  }

  /// Sorts pairs of integers, first by the first. Where the firsts are positive and below
  /// 2^42, and the seconds below 2^20, each pair is sorted as one integer (the first above the
  /// second), which compares in one instruction. Not isolated to the main actor: a closure
  /// written inside the engine would be, and would check for the main actor at each comparison.
  nonisolated private static func sortPairs(_ pairs: inout [(Int, Int)]) {
    var packed: [Int] = []
    packed.reserveCapacity(pairs.count)
    for (first, second) in pairs {
      guard first > 0, first < 1 << 42, second >= 0, second < 1 << 20 else {
        pairs.sort(by: <)
        return
      }
      packed.append(first << 20 | second)
    }
    packed.sort()
    for index in pairs.indices {
      pairs[index] = (packed[index] >> 20, packed[index] & ((1 << 20) - 1))
    }
  }

  private func gather(_ view: UIView, into specs: inout [Spec]) {
    if let constraints = view.autoLayout?.constraints {
      for constraint in constraints {
        if let spec = spec(for: constraint) {
          specs.append(spec)
          gathered.append(constraint)
        }
      }
    }
    for subview in view.subviews { gather(subview, into: &specs) }
  }

  /// Constants that depend on where views end up (the insets of the safe area and margins
  /// guides, the height of a label that wraps at its width), again from the solved frames.
  /// Returns whether any changed.
  private func resyncDependentSizes() -> Bool {
    var changed = false
    for item in touched {
      // Through `AnyObject`, each check is a class check rather than a cast of an existential;
      // the downcasts are not checked again (see `solve`). Only wrapping labels and the guides
      // UIKit places depend on solved frames.
      let object = item as AnyObject
      if object is UILayoutGuide {
        if unsafeDowncast(object, to: UILayoutGuide.self).kind == .custom { continue }
      } else if object is UILabel {
        if !unsafeDowncast(object, to: UILabel.self).wrapsAtLayoutWidth { continue }
      } else if object is UIView {
        continue
      }
      for spec in generatedSpecs(for: item) where entries[spec.key]?.spec.constant != spec.constant
      {
        apply(spec)
        changed = true
      }
    }
    return changed
  }

  /// Resyncs the dependent sizes until they no longer change, three rounds at most. A round
  /// that changes nothing ends it: the next would read the same solution and change nothing
  /// either (a `for … where` loop ran all three rounds whatever they found).
  private func resyncDependentSizesUntilSettled() {
    for _ in 0..<3 {
      guard resyncDependentSizes() else { return }
    }
  }

  /// The size the view's constraints give it, for `systemLayoutSizeFitting`: its subtree is
  /// solved on its own, the view's frame ignored and the target wanted at the priorities.
  static func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    view.updateConstraintsIfNeeded()
    let engine = LayoutEngine()
    engine.fitting = (view, target, priorities)
    engine.sync(view)
    engine.resyncDependentSizesUntilSettled()
    return engine.solvedFrame(of: view)?.size ?? target
  }

  /// Hands a spec to the solver: added, or, if the last pass had its key, changed in place or
  /// replaced. `isNew` says that no entry has the key, which spares looking it up: true on a
  /// first pass, whose specs have keys all different (a constraint is gathered from the one
  /// view that holds it, and UIKit's are one set per item).
  /// The spec is consumed: its entry takes it, not a copy.
  private func apply(_ spec: consuming Spec, optimizing: Bool = true, isNew: Bool = false) {
    if !isNew, let old = entries[spec.key] {
      if old.spec.hasSameShape(as: spec) {
        if old.spec.constant == spec.constant {
          entries[spec.key]?.spec = spec
          return
        }
        if let identifier = old.identifier {
          keyOfIdentifier[identifier] = nil
          do {
            let updated = try solver.setConstant(spec.constant, of: identifier)
            keyOfIdentifier[updated] = spec.key
            entries[spec.key] = Entry(identifier: updated, spec: spec)
          } catch {
            entries[spec.key] = Entry(identifier: nil, spec: copy spec)
            report(error, breaking: spec)
          }
          return
        }
      } else if let identifier = old.identifier {
        solver.remove(identifier)
        keyOfIdentifier[identifier] = nil
      }
    }
    do {
      let identifier = try solver.add(
        terms: spec.terms, constant: spec.constant, relation: spec.relation,
        priority: spec.priority, belowPriority: spec.belowPriority, optimizing: optimizing)
      keyOfIdentifier[identifier] = spec.key
      entries[spec.key] = Entry(identifier: identifier, spec: spec)
    } catch {
      entries[spec.key] = Entry(identifier: nil, spec: copy spec)
      report(error, breaking: spec)
    }
  }

  // MARK: UIKit's log

  private func report(_ conflict: LayoutSolver.Conflict, breaking spec: Spec) {
    var conflicting = conflict.constraints.compactMap { keyOfIdentifier[$0] }
      .compactMap { entries[$0]?.spec }
    conflicting.append(spec)
    let list = conflicting.map { "    \"\(describe($0))\"" }.joined(separator: ",\n")
    let autoresizingNote =
      conflicting.contains { $0.source.kind == .autoresizing }
      ? "\n\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
        + "understand, refer to the documentation for the UIView property "
        + "translatesAutoresizingMaskIntoConstraints) " : ""
    LayoutLog.write(
      """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. \(autoresizingNote)
      (
      \(list)
      )

      Will attempt to recover by breaking constraint 
      \(describe(spec))

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      """)
  }

  private func describe(_ spec: Spec) -> String {
    let identifier: ObjectIdentifier
    switch spec.key {
    case .constraint(let id):
      if let constraint = gathered.first(where: { ObjectIdentifier($0) == id }) {
        return constraint.layoutDescription
      }
      identifier = id
    case .generated(let id, _): identifier = id
    }
    let object = touched.first { ObjectIdentifier($0) == identifier }
    let relation =
      switch spec.relation {
      case .equal: "=="
      case .lessThanOrEqual: "<="
      case .greaterThanOrEqual: ">="
      }
    let item = NSLayoutConstraint.describe(object)
    let name = "\(spec.source.name)"
    let value = NSLayoutConstraint.number(CGFloat(-spec.constant))
    switch spec.source.kind {
    case .autoresizing:
      return "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(item).\(name) "
        + "\(relation) \(value)   (active)>"
    case .contentSize:
      return "<NSContentSizeLayoutConstraint \(item).\(name) \(relation) \(value) "
        + "(priority \(NSLayoutConstraint.number(CGFloat(spec.priority))))   (active)>"
    case .guide:
      let guide = (object as? UILayoutGuide)?.identifier ?? "UILayoutGuide"
      return "<NSLayoutConstraint '\(guide)-\(name)' \(item) \(relation) \(value)   (active)>"
    default:
      return "<NSLayoutConstraint '\(name)' \(item) \(relation) \(value)   (active)>"
    }
  }
}

/// The keys of the solver's constraints by identifier: the solver counts them up from 0, so an
/// array indexed by identifier spares a hash at every constraint added.
struct KeysByIdentifier {
  private var keys: [LayoutEngine.Key?] = []

  subscript(identifier: Int) -> LayoutEngine.Key? {
    get { identifier < keys.count ? keys[identifier] : nil }
    set {
      // Identifiers come in order: most are the next one, appended, not stored after a nil.
      if identifier >= keys.count {
        guard newValue != nil else { return }
        while keys.count < identifier { keys.append(nil) }
        keys.append(newValue)
        return
      }
      keys[identifier] = newValue
    }
  }
}

/// The variables of a view or guide as the engine that met it last in a sync left them on the
/// item: they hold for that engine (by serial number) while `metInSync` is its last sync.
struct LayoutSlot {
  var engine = 0
  var variables = LayoutEngine.Variables(x: 0, y: 0, width: 0, height: 0, metInSync: 0)
  /// The item's record in the engine's gathering, while `recordInPass` is its `recordPass`.
  var record = -1
  var recordInPass = 0
}

/// A weak reference to a view or guide.
struct WeakItem {
  weak var item: (any LayoutItem)?
}
