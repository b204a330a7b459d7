import Foundation

// What UIView's Auto Layout members do. The members themselves are declared `open` in
// UIView.swift, as UIKit's are, because Swift cannot override a member declared in an
// extension; each forwards here.
extension UIView {
  // MARK: Installed constraints

  /// The constraints installed on this view.
  var installedConstraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

  /// Installs a constraint on this view, which must be an ancestor of its items; prefer
  /// `isActive` or `NSLayoutConstraint.activate(_:)`, which find that view.
  func install(_ constraint: NSLayoutConstraint) {
    constraint.container?.removeConstraint(constraint)
    layoutState.constraints.append(constraint)
    constraint.installed(on: self)
    setNeedsConstraintLayout()
  }

  /// Installs constraints on this view.
  func install(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint installed on this view; it is no longer active.
  func uninstall(_ constraint: NSLayoutConstraint) {
    guard let state = autoLayout, let index = state.constraints.firstIndex(of: constraint) else {
      return
    }
    state.constraints.remove(at: index)
    constraint.container = nil
    setNeedsConstraintLayout()
  }

  /// Removes constraints installed on this view.
  func uninstall(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  // MARK: Intrinsic size and its priorities

  /// The value of an intrinsic size axis the view has no size for.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The smallest size the constraints allow, for `systemLayoutSizeFitting(_:)`.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// Tells the layout that `intrinsicContentSize` changed.
  func intrinsicContentSizeChanged() {
    guard autoLayout != nil else { return }
    setNeedsConstraintLayout()
  }

  /// How much the view resists growing larger than its intrinsic size on an axis.
  func hugging(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    let hugging = autoLayout?.hugging ?? (.defaultLow, .defaultLow)
    return axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets how much the view resists growing larger than its intrinsic size on an axis.
  func setHugging(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.hugging.horizontal = priority
    } else {
      layoutState.hugging.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  /// How much the view resists shrinking below its intrinsic size on an axis.
  func compressionResistance(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    let resistance = autoLayout?.compressionResistance ?? (.defaultHigh, .defaultHigh)
    return axis == .horizontal ? resistance.horizontal : resistance.vertical
  }

  /// Sets how much the view resists shrinking below its intrinsic size on an axis.
  func setCompressionResistance(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.compressionResistance.horizontal = priority
    } else {
      layoutState.compressionResistance.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  // MARK: The update-constraints pass

  /// Asks for `updateConstraints()` before the next layout pass.
  func markConstraintsForUpdate() {
    layoutState.needsUpdateConstraints = true
    setNeedsConstraintLayout()
  }

  /// Whether `updateConstraints()` is due.
  var constraintsNeedUpdate: Bool {
    autoLayout?.needsUpdateConstraints ?? false
  }

  /// Runs `updateConstraints()` now on this view and its subviews that asked for it, subviews
  /// first, as UIKit's constraint pass goes from the leaves up.
  func runConstraintUpdates() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard let state = autoLayout, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    updateConstraints()
  }

  // MARK: Layout guides

  /// The layout guides added to this view.
  var addedLayoutGuides: [UILayoutGuide] { autoLayout?.layoutGuides ?? [] }

  /// Adds a layout guide, whose rectangle is then in this view's coordinates.
  func addGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutState.layoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
    // Constraints installed on the guide before name this view now.
    layoutState.isConstraintItem = true
  }

  /// Removes a layout guide, and the constraints on it.
  func removeGuide(_ layoutGuide: UILayoutGuide) {
    guard let state = autoLayout, let index = state.layoutGuides.firstIndex(of: layoutGuide) else {
      return
    }
    state.layoutGuides.remove(at: index)
    var view: UIView? = self
    while let current = view {
      for constraint in current.constraints
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        current.removeConstraint(constraint)
      }
      view = current.superview
    }
    layoutGuide.owningView = nil
  }

  /// The part of the view not covered by the status bar, the home indicator or a navigation
  /// bar.
  var safeAreaGuide: UILayoutGuide {
    if let guide = autoLayout?.safeAreaGuide { return guide }
    let guide = UILayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    guide.owningView = self
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The view inset by its layout margins.
  var marginsGuide: UILayoutGuide {
    if let guide = autoLayout?.marginsGuide { return guide }
    let guide = UILayoutGuide(kind: .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    guide.owningView = self
    layoutState.marginsGuide = guide
    return guide
  }

  // MARK: Margins

  /// The space around the content that `layoutMarginsGuide` leaves: 8 points on each side,
  /// and 16 at the sides of a view controller's root view (UIKit's minimum on an iPhone).
  var margins: UIEdgeInsets {
    get {
      if let margins = autoLayout?.layoutMargins { return margins }
      return owningViewController != nil
        ? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    set {
      layoutState.layoutMargins = newValue
      setNeedsConstraintLayout()
    }
  }

  /// The layout margins, leading and trailing (left and right: the kit lays out left to right).
  var directionalMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// Whether the margins are measured from the safe area (the default) or from the bounds.
  var marginsFromSafeArea: Bool {
    get { autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
    set {
      layoutState.insetsLayoutMarginsFromSafeArea = newValue
      setNeedsConstraintLayout()
    }
  }

  /// The margins the layout margins guide applies: the layout margins, plus the safe area
  /// insets when the margins are measured from the safe area.
  var effectiveLayoutMargins: UIEdgeInsets {
    let margins = layoutMargins
    guard insetsLayoutMarginsFromSafeArea else { return margins }
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left,
      bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
  }
}

extension UIView {
  func fittingSize(
    _ target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    LayoutEngine.fittingSize(of: self, target: target, priorities: priorities)
  }
}
