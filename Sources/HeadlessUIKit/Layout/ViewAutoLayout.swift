import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout; plain
/// frame-based views never have one and pay nothing for the feature.
@MainActor
final class ViewAutoLayout {
  /// The constraints installed on the view (it is their items' nearest common ancestor).
  var constraints: [NSLayoutConstraint] = []
  var translatesAutoresizingMask = true
  var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
  var compressionResistance = (
    horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh
  )
  var layoutGuides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  /// Margins set by code; `nil` means the default margins.
  var layoutMargins: UIEdgeInsets?
  var insetsLayoutMarginsFromSafeArea = true
  var needsUpdateConstraints = false
  /// On the root of a hierarchy: the engine that solves its constraints, and whether a
  /// constraint, a frame or the hierarchy changed since it last solved.
  var engine: LayoutEngine?
  var engineIsDirty = false
  /// Whether anything but constants changed since the engine last solved; if not, the
  /// constraints whose constants changed.
  var needsFullSync = true
  var changedConstants: [NSLayoutConstraint] = []
  /// On an arranged subview: its index in the stack view, which settles ties between views of
  /// equal priority (the first one stretches or shrinks first).
  var arrangedIndex = 0
  /// The variables the engine solving the view's hierarchy met it with last.
  var layoutSlot = LayoutSlot()

  /// Whether a constraint was ever installed with the view, or a guide it owned, as an item:
  /// never cleared, so a view that was never one cannot be named by any constraint.
  var isConstraintItem = false

  var hasLayoutContent: Bool { !constraints.isEmpty || !translatesAutoresizingMask }
}

/// Where Auto Layout's messages go: UIKit writes them to the console.
@MainActor
enum LayoutLog {
  static func write(_ message: String) {
    if let handler = NSLayoutConstraint.headlessLogHandler {
      handler(message)
    } else {
      FileHandle.standardError.write(Data(("[LayoutConstraints] " + message + "\n").utf8))
    }
  }
}

extension NSLayoutConstraint {
  /// Receives Auto Layout's messages (unsatisfiable constraints, constraints that cannot be
  /// activated) where UIKit prints them to the console; `nil`, the default, writes them to
  /// standard error. Headless only: tests set it to read the messages.
  public static var headlessLogHandler: ((String) -> Void)?
}

extension UIView {
  var layoutState: ViewAutoLayout {
    if let autoLayout { return autoLayout }
    let state = ViewAutoLayout()
    autoLayout = state
    return state
  }

  /// The topmost view of this view's hierarchy, which holds its layout engine.
  var hierarchyRoot: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  func nearestCommonAncestor(with other: UIView) -> UIView? {
    // Most constraints join a view to itself, its superview, a subview or a sibling: those
    // are answered from two superviews, where the climb below reads every ancestor's (a weak
    // load each) several times.
    if self === other { return self }
    let mySuperview = superview
    if mySuperview === other { return other }
    let theirSuperview = other.superview
    if theirSuperview === self { return self }
    if let mySuperview, mySuperview === theirSuperview { return mySuperview }
    // The first of this view's ancestors (itself included) that the other is inside: both
    // climb to the same depth, then together until they meet, without an array.
    func depth(_ view: UIView) -> Int {
      var depth = 0
      var next = view.superview
      while let parent = next {
        depth += 1
        next = parent.superview
      }
      return depth
    }
    var mine: UIView? = self
    var theirs: UIView? = other
    var myDepth = depth(self)
    var theirDepth = depth(other)
    while myDepth > theirDepth, let view = mine {
      mine = view.superview
      myDepth -= 1
    }
    while theirDepth > myDepth, let view = theirs {
      theirs = view.superview
      theirDepth -= 1
    }
    while let view = mine, let otherView = theirs {
      if view === otherView { return view }
      mine = view.superview
      theirs = otherView.superview
    }
    return nil
  }

  /// Asks for the hierarchy's constraints to be solved again on the next layout pass.
  func setNeedsConstraintLayout() {
    let root = hierarchyRoot
    root.layoutState.engineIsDirty = true
    root.layoutState.needsFullSync = true
    root.setNeedsLayout()
  }

  /// Asks for a constraint's new constant to be solved on the next layout pass.
  func setNeedsConstraintLayout(constantOf constraint: NSLayoutConstraint) {
    let state = hierarchyRoot.layoutState
    state.changedConstants.append(constraint)
    state.engineIsDirty = true
    hierarchyRoot.setNeedsLayout()
  }

  // MARK: Hooks the view calls (UIView.swift)

  /// Before the layout pass: solve the hierarchy's constraints if anything changed.
  func updateConstraintLayoutIfNeeded() {
    updateConstraintLayout(ofHierarchyAt: hierarchyRoot)
  }

  /// The same, for the hierarchy whose root the caller knows: a layout pass finds it once, not
  /// at every view it lays out.
  func updateConstraintLayout(ofHierarchyAt root: UIView) {
    guard let state = root.autoLayout, state.engineIsDirty else { return }
    root.updateConstraintsIfNeeded()
    state.engineIsDirty = false
    let engine = state.engine ?? LayoutEngine()
    state.engine = engine
    engine.solve(root, changedConstants: state.needsFullSync ? nil : state.changedConstants)
    state.needsFullSync = false
    state.changedConstants = []
  }

  /// The default `layoutSubviews()`: subviews that use Auto Layout take their frames from the
  /// solved constraints.
  func applyConstraintFrames() {
    // A loop rather than `contains(where:)`: the closure would check at every subview that it
    // runs on the main actor.
    var anyPlaced = false
    for subview in subviews where subview.autoLayout?.translatesAutoresizingMask == false {
      anyPlaced = true
      break
    }
    guard anyPlaced else { return }
    updateConstraintLayoutIfNeeded()
    guard let engine = hierarchyRoot.autoLayout?.engine else { return }
    for subview in subviews where subview.autoLayout?.translatesAutoresizingMask == false {
      if let frame = engine.solvedFrame(of: subview), frame != subview.frame {
        subview.frame = frame
      }
    }
  }

  /// A frame given by code is an input to the layout when it becomes constraints.
  func frameDidChangeForAutoLayout() {
    if autoLayout?.translatesAutoresizingMask == true { setNeedsConstraintLayout() }
  }

  /// After the view joined a superview: its own hierarchy's constraints join the new one.
  func didMoveForAutoLayout() {
    guard let state = autoLayout, state.engine != nil || state.engineIsDirty else { return }
    state.engine = nil
    state.engineIsDirty = false
    state.changedConstants = []
    setNeedsConstraintLayout()
  }

  /// Before the view leaves its superview: constraints that ancestors hold on the view or its
  /// subviews are removed, as UIKit removes them, and both hierarchies solve again.
  func willMoveForAutoLayout() {
    // Only a view that was ever a constraint's item can be named by one: those of the subtree
    // are gathered, and a subtree with none (a list's cells laid out by frames) has no
    // ancestor's constraint searched. If it is not placed by constraints either, it was never
    // part of the solution.
    var leavingItems: Set<ObjectIdentifier> = []
    let hasLayoutContent = gatherConstraintItems(into: &leavingItems)
    guard hasLayoutContent || !leavingItems.isEmpty else { return }
    let root = hierarchyRoot
    guard let rootState = root.autoLayout, rootState.engine != nil || rootState.engineIsDirty
    else { return }
    // Each ancestor's constraint is checked against the gathered items: climbing from every
    // constraint's items to see whether they are inside made this the costliest part of
    // recycling a list's cells.
    var removedAny = false
    var ancestor = leavingItems.isEmpty ? nil : superview
    while let view = ancestor {
      for constraint in view.autoLayout?.constraints ?? []
      where constraint.refers(toViewsIn: leavingItems) {
        view.removeConstraint(constraint)
        removedAny = true
      }
      ancestor = view.superview
    }
    // A subtree that no constraint reaches, with none of its own, was never part of the
    // hierarchy's solution (no item's variables lead into it): a list recycling cells laid out
    // by frames leaves the solution as it was, and the next pass need not gather it again.
    guard removedAny || hasLayoutContent else { return }
    root.setNeedsConstraintLayout()
    if hasLayoutContent {
      layoutState.engineIsDirty = true
      layoutState.needsFullSync = true
      setNeedsLayout()
    }
  }

  /// A hidden arranged subview takes no space: its stack view arranges again.
  func visibilityDidChangeForAutoLayout() {
    (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
  }

  /// Adds the views of this subtree that were ever a constraint's item to `items`; returns
  /// whether any view of it has constraints of its own or is placed by constraints.
  private func gatherConstraintItems(into items: inout Set<ObjectIdentifier>) -> Bool {
    if autoLayout?.isConstraintItem == true { items.insert(ObjectIdentifier(self)) }
    var hasLayoutContent = autoLayout?.hasLayoutContent == true
    for subview in subviews where subview.gatherConstraintItems(into: &items) {
      hasLayoutContent = true
    }
    return hasLayoutContent
  }
}

extension NSLayoutConstraint {
  /// Whether either item is one of the views, or a layout guide one of them owns.
  func refers(toViewsIn views: Set<ObjectIdentifier>) -> Bool {
    func isAmongThem(_ item: AnyObject?) -> Bool {
      guard let owner = (item as? LayoutItem)?.layoutOwner else { return false }
      return views.contains(ObjectIdentifier(owner))
    }
    return isAmongThem(firstItem) || isAmongThem(secondItem)
  }
}
