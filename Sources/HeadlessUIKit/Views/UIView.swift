import Foundation

/// A rectangle in a view hierarchy. Headless: it has geometry and children, and draws nothing.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // `frame`, `subviews` and `superview` are `@exclusivity(unchecked)`: read many times in
  // each layout pass, on the main actor, never overlapping a change, they checked for
  // exclusive access at run time at every read (the superview's check cost more than its
  // weak load).

  /// The view's rectangle in its superview's coordinates.
  @exclusivity(unchecked) open var frame: CGRect {
    willSet {
      if newValue.size != frame.size, !isSettingBounds {
        boundsWillChange(to: CGRect(origin: boundsOrigin, size: newValue.size))
      }
    }
    didSet {
      if frame.size != oldValue.size {
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
      }
      if frame != oldValue, autoLayout != nil { frameDidChangeForAutoLayout() }
    }
  }

  /// The view's own coordinate space: its size, and an origin that scroll views move.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      if newValue != bounds { boundsWillChange(to: newValue) }
      isSettingBounds = true
      defer { isSettingBounds = false }
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// Called before the bounds change: a new size (through `frame` or `bounds`) or a scroll. Not
  /// UIKit's API; the collection view asks its layout whether the change invalidates it.
  func boundsWillChange(to newBounds: CGRect) {}

  private var isSettingBounds = false

  /// The views this view contains, back to front.
  @exclusivity(unchecked) open private(set) var subviews: [UIView] = []

  /// The view this view is inside, if any.
  @exclusivity(unchecked) open private(set) weak var superview: UIView?

  /// Whether the view is hidden (a hidden view and its subviews are not on screen).
  open var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      visibilityDidChangeForAutoLayout()
      if !isHidden { raiseDisplayMarks() }
    }
  }

  /// Whether the view responds to touches.
  open var isUserInteractionEnabled = true

  /// Whether the view takes more than one finger at a time; `false` by default. Headless: kept,
  /// as the kit's touches use one finger.
  open var isMultipleTouchEnabled = false

  /// Whether the view takes touches only when no other view of its window has any; `false` by
  /// default. Headless: kept, as the kit's touches use one finger.
  open var isExclusiveTouch = false

  /// The farthest descendant of the view (or the view itself) that contains a point in the
  /// view's coordinates and takes touches, front to back; `nil` when the point is outside the
  /// view, or the view is hidden, ignores interaction or is almost transparent (alpha under
  /// 0.01), as UIKit documents.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
    }
    return self
  }

  /// Whether a point in the view's coordinates is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// A label that describes the view to assistive technology (and to the headless touches).
  open var accessibilityLabel: String?

  /// A short hint of what acting on the view does, for assistive technology (kept).
  open var accessibilityHint: String?

  /// The view's current value as assistive technology reads it (kept).
  open var accessibilityValue: String?

  /// A name that identifies the view in tests (kept; read by nothing but the app's own code).
  open var accessibilityIdentifier: String?

  /// Whether assistive technology sees the view as one element: by default, as UIKit's views
  /// are, `true` for labels and controls and `false` for other views.
  open var isAccessibilityElement: Bool {
    get { storedIsAccessibilityElement ?? defaultAccessibility.isElement }
    set { storedIsAccessibilityElement = newValue }
  }

  /// What the view is and does, for assistive technology: by default `.button` for buttons,
  /// `.staticText` for labels, `.image` for image views, none for other views.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibilityTraits ?? defaultAccessibility.traits }
    set { storedAccessibilityTraits = newValue }
  }

  /// Whether assistive technology skips the elements inside the view (kept); `false` by
  /// default.
  open var accessibilityElementsHidden = false

  /// Whether assistive technology skips the view's siblings while it shows (kept); `false` by
  /// default.
  open var accessibilityViewIsModal = false

  /// Whether assistive technology reads the elements inside the view together (kept); `false`
  /// by default.
  open var shouldGroupAccessibilityChildren = false

  private var storedIsAccessibilityElement: Bool?
  private var storedAccessibilityTraits: UIAccessibilityTraits?

  /// An integer that identifies the view.
  open var tag = 0

  /// The view's background colour (kept, not drawn).
  open var backgroundColor: UIColor?

  /// The view's opacity, 0 to 1 (kept, not drawn; a view of alpha 0 is still on screen to the
  /// transcript, as UIKit still lays it out).
  open var alpha: CGFloat = 1

  /// How the view fits its content in its bounds (kept, not drawn); with `.redraw`, a new size
  /// calls `setNeedsDisplay()`.
  open var contentMode = UIView.ContentMode.scaleToFill

  /// The colour that tints the view's controls and template images: its own if set, else its
  /// superview's, else the system blue, as in UIKit. Setting `nil` inherits again.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set { storedTintColor = newValue }
  }

  private var storedTintColor: UIColor?

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  // The view controller whose root view this is: the next responder, as in UIKit.
  weak var owningViewController: UIViewController?

  open override var next: UIResponder? { owningViewController ?? superview }

  private var boundsOrigin = CGPoint.zero
  private var needsLayout = false
  // Whether some view below this one was marked by `setNeedsLayout()` since this one's subviews
  // were last laid out: a layout pass goes down only where it is set, so a pass over a window
  // visits the views that changed and the path to them, not the whole hierarchy.
  private var subtreeNeedsLayout = false

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with an empty frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Not supported headless: there are no nib or storyboard archives.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds a view at the front; it leaves its old superview first. The added view lays out on
  /// the next layout pass, as in UIKit.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    view.didMoveForAutoLayout()
    didAddSubview(view)
    view.setNeedsLayout()
    view.raiseDisplayMarks()
  }

  /// Inserts a view at an index among the subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    view.didMoveForAutoLayout()
    didAddSubview(view)
    view.setNeedsLayout()
    view.raiseDisplayMarks()
  }

  /// The gesture recognizers attached to the view: `nil` until one is attached, and empty once
  /// all are removed, as in UIKit. Setting it attaches the given ones in place of the old ones.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers ?? [] { recognizer.view = nil }
      attachedGestureRecognizers = newValue == nil ? nil : []
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a gesture recognizer; it leaves the view it was attached to first.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers = (attachedGestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Detaches a gesture recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    attachedGestureRecognizers?.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }

  // The recognizers attached, in order: `nil` until the first, empty once all are removed, as
  // UIKit's `gestureRecognizers` reads.
  private var attachedGestureRecognizers: [UIGestureRecognizer]?

  /// The interactions added to the view, in the order added. Setting it removes the old ones
  /// and adds the new ones, each told as `addInteraction(_:)` and `removeInteraction(_:)` tell.
  open var interactions: [any UIInteraction] {
    get { addedInteractions }
    set {
      for interaction in addedInteractions where !newValue.contains(where: { $0 === interaction }) {
        removeInteraction(interaction)
      }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds an interaction, telling it `willMove(to:)` this view, then `didMove(to:)`. An
  /// interaction belongs to one view: one on another view leaves it first.
  open func addInteraction(_ interaction: any UIInteraction) {
    guard !addedInteractions.contains(where: { $0 === interaction }) else { return }
    if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
    interaction.willMove(to: self)
    addedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes an interaction, telling it `willMove(to: nil)`, then `didMove(to: nil)`.
  open func removeInteraction(_ interaction: any UIInteraction) {
    guard addedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    addedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }

  private var addedInteractions: [any UIInteraction] = []

  /// Options for how the view resizes when its superview's size changes. Headless: kept, not
  /// applied; a superview's new size leaves the frames of its subviews as they are.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How the view resizes when its superview's size changes; empty by default. Headless: kept,
  /// not applied (see `AutoresizingMask`).
  open var autoresizingMask: AutoresizingMask = []

  /// Moves a subview to the front of the others.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves a subview behind the others.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview else { return }
    willMoveForAutoLayout()
    superview.willRemoveSubview(self)
    if let index = superview.subviews.lastIndex(where: { $0 === self }) {
      superview.subviews.remove(at: index)
    }
    self.superview = nil
  }

  /// Whether this view is the given view or inside it.
  @discardableResult
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree, this one included, with the tag.
  @discardableResult
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  /// Makes the first responder in this view's subtree, this view included, resign; returns
  /// whether it did. Headless: `force` changes nothing, as nothing here refuses to resign.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self)
    else { return true }
    return responder.resignFirstResponder()
  }

  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Lays out subviews; override to position them. The default gives the subviews that use
  /// Auto Layout their frames from the solved constraints, and leaves the others alone.
  open func layoutSubviews() {
    applyConstraintFrames()
  }

  /// Marks the view as needing layout. Headless: the layout pass runs on the next main-queue
  /// turn, as UIKit runs it before the next frame, or at once through `layoutIfNeeded()`.
  open func setNeedsLayout() {
    // The marks go up to the first view already marked. Before the guard: a view marked before
    // it moved to another superview needs its new superviews marked.
    var ancestor = superview
    while let current = ancestor, !current.subtreeNeedsLayout {
      current.subtreeNeedsLayout = true
      ancestor = current.superview
    }
    guard !needsLayout else { return }
    needsLayout = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.layoutIfNeeded() }
    }
  }

  /// Lays out this view, if marked, and then the subviews below it that are marked, now.
  open func layoutIfNeeded() {
    // Constraints changed anywhere in the hierarchy are solved first: the views they move may
    // be below this one, in a part of it that nothing else marked.
    let root = hierarchyRoot
    updateConstraintLayout(ofHierarchyAt: root)
    layOutMarkedViews(inHierarchyAt: root)
  }

  private func layOutMarkedViews(inHierarchyAt root: UIView) {
    // A layout above may have changed constraints: solved before a view they place lays out.
    if autoLayout != nil { updateConstraintLayout(ofHierarchyAt: root) }
    if needsLayout {
      needsLayout = false
      owningViewController?.updateContentUnavailableIfNeeded()
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.layOutContainedChild()
      owningViewController?.viewDidLayoutSubviews()
    }
    guard subtreeNeedsLayout else { return }
    subtreeNeedsLayout = false
    for subview in subviews {
      subview.layOutMarkedViews(inHierarchyAt: root)
    }
  }

  // MARK: Drawing (the display pass is in Drawing/UIView+Drawing.swift)

  /// Draws the view's content; the default draws nothing. UIKit calls it, never the view's own
  /// code: once when the view is first shown in a window, and again at the next display pass
  /// after `setNeedsDisplay()`, with a drawing context current, so `UIColor.setFill()` and
  /// `UIBezierPath.fill()` act. Headless: `rect` is always the whole bounds, and what it
  /// draws is recorded in `headlessDrawing`.
  open func draw(_ rect: CGRect) {}

  /// Marks the whole view as needing to be drawn: `draw(_:)` runs at the next display pass
  /// (after the layout pass, on the next main-queue turn), once however often it is called.
  open func setNeedsDisplay() {
    markForDisplay()
  }

  /// Marks a part of the view as needing to be drawn. Headless: the whole view is drawn again,
  /// as after `setNeedsDisplay()`.
  open func setNeedsDisplay(_ rect: CGRect) {
    markForDisplay()
  }

  /// Headless only: what the view's last `draw(_:)` filled and stroked, in order, in place of
  /// its pixels; empty until it has drawn.
  public internal(set) var headlessDrawing: [HeadlessDrawingOperation] = []

  // Whether `draw(_:)` is due (a new view draws when first shown), and whether some view below
  // is marked: a display pass goes down only where this is set, as a layout pass does.
  var needsDisplay = true
  var subtreeNeedsDisplay = false

  // MARK: Auto Layout (the solver and the rest of the API are in Layout/)

  // The view's Auto Layout state, made when it first takes part in Auto Layout.
  var autoLayout: ViewAutoLayout?

  /// Whether the view's frame becomes constraints (`true`, the default); set it to `false` for
  /// a view placed by constraints.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      layoutState.translatesAutoresizingMask = newValue
      setNeedsConstraintLayout()
    }
  }

  /// The size the view's content wants; `UIView.noIntrinsicMetric` on an axis where it has
  /// none (a plain view has none on either).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size that best fits the given size; the view's own size unless a subclass knows
  /// better (a label its text, a button its title). It does not resize the view.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view, keeping its origin, to what `sizeThatFits(_:)` answers for its bounds.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// Updates the view's constraints before layout, after `setNeedsUpdateConstraints()`;
  /// overrides call `super.updateConstraints()` last, as UIKit asks.
  open func updateConstraints() {}

  /// The size closest to the target that the view's constraints allow, the target wanted at
  /// `fittingSizeLevel`.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to the target that the view's constraints allow, each axis of the target
  /// wanted at its priority (a cell fixes its width with `.required`).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
  }

  // MARK: Auto Layout members UIKit lets subclasses override (they forward to Layout/)

  /// The view's leading edge (its left edge: the kit lays out left to right).
  open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The view's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The view's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The view's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The view's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The view's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The view's horizontal centre.
  open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The view's vertical centre.
  open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The view's width.
  open var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The view's height.
  open var heightAnchor: NSLayoutDimension { dimension(.height) }
  /// The baseline of the view's first line of text (its bottom, for a view without text).
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  /// The baseline of the view's last line of text (its bottom, for a view without text).
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

  /// The constraints installed on this view.
  open var constraints: [NSLayoutConstraint] { installedConstraints }
  /// Installs a constraint on this view, which must be an ancestor of its items; prefer
  /// `isActive` or `NSLayoutConstraint.activate(_:)`, which find that view.
  open func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }
  /// Installs constraints on this view.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) { install(constraints) }
  /// Removes a constraint installed on this view; it is no longer active.
  open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }
  /// Removes constraints installed on this view.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) { uninstall(constraints) }

  /// Tells the layout that `intrinsicContentSize` changed.
  open func invalidateIntrinsicContentSize() { intrinsicContentSizeChanged() }
  /// How much the view resists growing larger than its intrinsic size on an axis.
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    hugging(for: axis)
  }
  /// Sets how much the view resists growing larger than its intrinsic size on an axis.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { setHugging(priority, for: axis) }
  /// How much the view resists shrinking below its intrinsic size on an axis.
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { compressionResistance(for: axis) }
  /// Sets how much the view resists shrinking below its intrinsic size on an axis.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { setCompressionResistance(priority, for: axis) }

  /// Asks for `updateConstraints()` before the next layout pass.
  open func setNeedsUpdateConstraints() { markConstraintsForUpdate() }
  /// Whether `updateConstraints()` is due.
  open func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }
  /// Runs `updateConstraints()` now on this view and its subviews that asked for it, subviews
  /// first, as UIKit's constraint pass goes from the leaves up.
  open func updateConstraintsIfNeeded() { runConstraintUpdates() }

  /// The layout guides added to this view.
  open var layoutGuides: [UILayoutGuide] { addedLayoutGuides }
  /// Adds a layout guide, whose rectangle is then in this view's coordinates.
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { addGuide(layoutGuide) }
  /// Removes a layout guide, and the constraints on it.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { removeGuide(layoutGuide) }
  /// The part of the view not covered by the status bar, the home indicator or a navigation
  /// bar.
  open var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
  /// How far the status bar, the home indicator and a navigation bar reach into the view, from
  /// its current frame in the window; zero outside a window.
  open var safeAreaInsets: UIEdgeInsets { safeAreaInsets(placing: \.frame) }
  /// The view inset by its layout margins.
  open var layoutMarginsGuide: UILayoutGuide { marginsGuide }
  /// The space around the content that `layoutMarginsGuide` leaves: 8 points on each side,
  /// and 16 at the sides of a view controller's root view (UIKit's minimum on an iPhone).
  open var layoutMargins: UIEdgeInsets {
    get { margins }
    set { margins = newValue }
  }
  /// The layout margins, leading and trailing (left and right: the kit lays out left to right).
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { directionalMargins }
    set { directionalMargins = newValue }
  }
  /// Whether the margins are measured from the safe area (the default) or from the bounds.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { marginsFromSafeArea }
    set { marginsFromSafeArea = newValue }
  }

  // MARK: Geometry and the layer UIKit lets subclasses override (more in UIView+Geometry.swift)

  /// The centre of the frame, in the superview's coordinates; setting it moves the frame and
  /// keeps its size.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = origin(centeredAt: newValue) }
  }

  /// The transform applied to the view around its centre: a scale, a rotation, a translation.
  /// Headless: kept, not drawn. As UIKit documents, `center` and `bounds` keep their values
  /// and Auto Layout ignores the transform; `frame`, which UIKit documents as undefined under
  /// a transform other than the identity, stays the untransformed frame.
  open var transform = CGAffineTransform.identity

  /// The view's layer, which keeps its corners, border and shadow (never drawn).
  open var layer: CALayer { backingLayer }

  /// The class of the view's layer, made with the view: `CALayer` unless a subclass answers
  /// another, such as `CAShapeLayer` or `CAGradientLayer`.
  open class var layerClass: AnyClass { CALayer.self }

  /// Whether subviews are clipped to the view's bounds: the layer's `masksToBounds`, as in
  /// UIKit. `false` by default, `true` for labels and scroll views, as in UIKit.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  private lazy var backingLayer = makeBackingLayer()

  // MARK: Traits (how they pass down, in UITraitEnvironment.swift)

  /// The traits of the view's environment: its view controller's if it is one's root view, else
  /// its superview's, else the screen's, with its own `overrideUserInterfaceStyle` on top. Read
  /// from the hierarchy each time, so a view moved elsewhere has its new environment's traits.
  open var traitCollection: UITraitCollection {
    inheritedTraits.overriding(storedOverrideStyle)
  }

  /// Called after the view's traits changed; the default does nothing. Headless: it is called
  /// when an override above or on the view changes them, not when the view moves to another
  /// hierarchy.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The interface style of this view and the views below it, whatever their environment's;
  /// `.unspecified` (the default) follows the environment. Setting it tells each view and view
  /// controller below whose traits changed, parents first.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedOverrideStyle }
    set {
      guard newValue != storedOverrideStyle else { return }
      changeTraits { storedOverrideStyle = newValue }
    }
  }

  private var storedOverrideStyle = UIUserInterfaceStyle.unspecified
}
