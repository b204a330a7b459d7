import Foundation

/// The split view controller's delegate: asked how to show view controllers and how to
/// collapse, and told of display mode changes. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// Told before the display mode changes.
  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

  /// Asked whether the delegate shows a view controller in the primary position itself
  /// (`true`), or leaves it to the split view controller (`false`, the default). Classic
  /// split views only.
  func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool

  /// Asked whether the delegate shows a view controller in the secondary position itself
  /// (`true`), or leaves it to the split view controller (`false`, the default). Classic
  /// split views only.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool

  /// Asked, when the interface collapses, to fold the secondary view controller into the
  /// primary one: `true` means the delegate did it (or wants the secondary discarded); `false`,
  /// the default, lets the primary view controller's
  /// `collapseSecondaryViewController(_:for:)` do it. Classic split views only.
  func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool

  /// Asked, when a column-style interface collapses, which column ends on top; the default
  /// keeps the proposed one.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// Told after a column-style interface collapsed.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}

  public func splitViewController(
    _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
  ) -> Bool { false }

  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }

  public func splitViewController(
    _ splitViewController: UISplitViewController,
    collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }

  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }

  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
}

/// A list and its detail side by side, or, on a phone's compact width, collapsed into one
/// navigation stack.
///
/// The kit's screen is compact (390 points wide), so a split view controller collapses when it
/// first appears, as UIKit collapses it when it first gets the window's compact traits. A
/// classic one (`init(nibName:bundle:)`, `viewControllers`) asks its delegate's
/// `splitViewController(_:collapseSecondary:onto:)`, then lets the primary view controller's
/// `collapseSecondaryViewController(_:for:)` fold the secondary in: a navigation controller
/// pushes it. A column-style one (`init(style:)`) shows its `.compact` column's view controller
/// if it has one, else the primary column's navigation stack with the columns up to the top
/// column (the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`,
/// `.secondary` proposed) pushed on it.
///
/// Collapsed, `showDetailViewController(_:sender:)` and `show(_:sender:)` show the view
/// controller through the primary one (a navigation controller pushes it), and `show(_:)`
/// pushes or pops a column's view controller. Every view controller set is a child; only the
/// one shown has its view in the split view controller's, and hears its appearance calls.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// The kind of interface: classic, or with two or three columns (iOS 14).
  public enum Style: Int, Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }

  /// How the columns are arranged when the interface is expanded.
  public enum DisplayMode: Int, Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    case twoBesideSecondary = 4
    case twoOverSecondary = 5
    case twoDisplaceSecondary = 6

    /// The primary column hidden; renamed `secondaryOnly` in iOS 14.
    @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "secondaryOnly")
    public static var primaryHidden: DisplayMode { .secondaryOnly }

    /// Both columns side by side; renamed `oneBesideSecondary` in iOS 14.
    @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "oneBesideSecondary")
    public static var allVisible: DisplayMode { .oneBesideSecondary }

    /// The primary column over the secondary; renamed `oneOverSecondary` in iOS 14.
    @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "oneOverSecondary")
    public static var primaryOverlay: DisplayMode { .oneOverSecondary }
  }

  /// How the columns sit beside each other when the interface is expanded.
  public enum SplitBehavior: Int, Sendable {
    case automatic = 0
    case tile = 1
    case overlay = 2
    case displace = 3
  }

  /// The columns of a column-style split view controller.
  public enum Column: Int, Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
  }

  /// The side the primary column is on.
  public enum PrimaryEdge: Int, Sendable {
    case leading = 0
    case trailing = 1
  }

  /// The value that asks for the system's width, as UIKit's `automaticDimension` does.
  public static let automaticDimension: CGFloat = -1

  /// The delegate, held weakly as in UIKit.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// The kind of interface, fixed when it is made.
  open private(set) var style: Style

  /// Whether a person may show and hide the primary column with a swipe; `true`. Headless:
  /// kept; no swipe shows it.
  open var presentsWithGesture = true

  /// The side of the primary column; `.leading`. Headless: kept.
  open var primaryEdge = PrimaryEdge.leading

  /// The width of the primary column, as a fraction of the whole; `automaticDimension` until
  /// set. Headless: kept, as the collapsed interface has no columns.
  open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension

  /// The display mode asked for; `.automatic`. Setting it changes `displayMode`, telling the
  /// delegate first.
  open var preferredDisplayMode = DisplayMode.automatic {
    didSet { changeDisplayMode(to: resolved(preferredDisplayMode)) }
  }

  /// The display mode in effect: never `.automatic`. Collapsed, it does not change what is on
  /// screen.
  open private(set) var displayMode = DisplayMode.secondaryOnly

  /// The split behavior asked for; `.automatic`.
  open var preferredSplitBehavior = SplitBehavior.automatic

  /// The split behavior in effect: the preferred one, `.tile` for `.automatic`.
  open var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }

  /// Whether the interface is collapsed into one stack; `true` from its first appearance on
  /// the kit's compact screen.
  open private(set) var isCollapsed = false

  /// A bar button item that shows or hides the primary column, the same one each time.
  /// Collapsed, UIKit hides it, and the screen transcript leaves it out.
  open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
    let image = UIImage(systemName: "sidebar.left")
    let toggle = UIAction(title: "", image: image) { [weak self] _ in
      guard let self, !isCollapsed else { return }
      changeDisplayMode(to: displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly)
    }
    let item = UIBarButtonItem(primaryAction: toggle)
    item.title = nil
    item.accessibilityLabel = "Toggle Sidebar"
    return item
  }()

  // The view controllers set for each column (the classic primary and secondary too).
  private var columns: [Column: UIViewController] = [:]
  // The navigation controllers a column-style split view controller wraps its columns in.
  private var wrappers: [Column: UINavigationController] = [:]
  private let sequencer = AppearanceSequencer()

  /// Creates a classic split view controller; set its `viewControllers`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a column-style split view controller (iOS 14); set its columns with
  /// `setViewController(_:for:)`.
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a classic split view controller for a storyboard. Headless: there is nothing to
  /// decode.
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  // MARK: View controllers

  /// The view controllers: expanded, the primary, the supplementary (three columns) and the
  /// secondary; collapsed, only the one shown: the `.compact` column's, else the primary.
  /// Setting it replaces the columns in that order.
  open var viewControllers: [UIViewController] {
    get {
      if isCollapsed { return shownChild.map { [$0] } ?? [] }
      return expandedColumns.compactMap { child(for: $0) }
    }
    set {
      let before = shownChild
      var remaining = newValue[...]
      for column in expandedColumns {
        columns[column] = remaining.popFirst()
        if style != .unspecified { wrap(column) }
      }
      if isCollapsed, style == .unspecified { collapseSecondary() }
      updateChildren(shownBefore: before)
    }
  }

  /// Sets the view controller of a column (column-style split view controllers only; a
  /// classic one ignores it, as Apple documents). A view controller that is not a navigation
  /// controller is wrapped in one, except in the `.compact` column.
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    guard style != .unspecified, columns[column] !== vc else { return }
    let before = shownChild
    if isCollapsed, let old = columns[column], let stack = old.navigationController,
      column != .compact
    {
      stack.setViewControllers(stack.viewControllers.filter { $0 !== old }, animated: false)
    }
    columns[column] = vc
    wrap(column)
    updateChildren(shownBefore: before)
  }

  /// The view controller set for a column, not its navigation controller; `nil` for a
  /// classic split view controller, as Apple documents.
  open func viewController(for column: Column) -> UIViewController? {
    style == .unspecified ? nil : columns[column]
  }

  /// Shows a column. Collapsed, the primary column's navigation stack pops back to the
  /// column's view controller, or pushes it (the supplementary, then the secondary); expanded,
  /// the display mode changes so that it shows.
  open func show(_ column: Column) {
    guard style != .unspecified, column != .compact else { return }
    guard isCollapsed else {
      if column != .secondary { changeDisplayMode(to: .oneBesideSecondary) }
      return
    }
    guard shownChild === wrappers[.primary], let stack = wrappers[.primary] else { return }
    if let controller = columns[column],
      stack.viewControllers.contains(where: { $0 === controller })
    {
      stack.popToViewController(controller, animated: true)
      return
    }
    pushColumns(through: column, onto: stack, animated: true)
  }

  /// Hides a column: expanded, the display mode changes to show the secondary only; collapsed,
  /// the only column shown stays. The secondary column cannot be hidden, as Apple documents.
  open func hide(_ column: Column) {
    guard style != .unspecified, column != .secondary, !isCollapsed else { return }
    changeDisplayMode(to: .secondaryOnly)
  }

  /// Shows a view controller as the secondary one. Unless the delegate's
  /// `splitViewController(_:showDetail:sender:)` does it: expanded, it replaces the secondary;
  /// collapsed, the primary view controller shows it (`show(_:sender:)`: a navigation
  /// controller pushes it). A column-style split view controller sets it as the secondary
  /// column and shows that column.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    guard style == .unspecified else {
      setViewController(vc, for: .secondary)
      show(.secondary)
      return
    }
    if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
    guard isCollapsed else {
      guard columns[.secondary] !== vc else { return }
      columns[.secondary] = vc
      return updateChildren(shownBefore: shownChild)
    }
    columns[.primary]?.show(vc, sender: sender)
  }

  /// Shows a view controller as the primary one. Unless the delegate's
  /// `splitViewController(_:show:sender:)` does it: collapsed, a primary navigation controller
  /// pushes it; otherwise it replaces the primary view controller.
  open override func show(_ vc: UIViewController, sender: Any?) {
    if style == .unspecified,
      delegate?.splitViewController(self, show: vc, sender: sender) == true
    {
      return
    }
    if isCollapsed, let navigation = shownChild as? UINavigationController {
      navigation.pushViewController(vc, animated: true)
      return
    }
    if style == .unspecified {
      let before = shownChild
      columns[.primary] = vc
      updateChildren(shownBefore: before)
    } else {
      setViewController(vc, for: .primary)
    }
  }

  // MARK: Collapsing

  // UIKit collapses a split view controller when it first gets compact traits, as it joins the
  // window: here, before its first appearance calls.
  override func beginAppearance(_ appearing: Bool, animated: Bool) {
    if appearing, !isCollapsed { collapse() }
    super.beginAppearance(appearing, animated: animated)
  }

  private func collapse() {
    let before = shownChild
    if style == .unspecified {
      collapseSecondary()
    } else {
      collapseColumns()
    }
    isCollapsed = true
    updateChildren(shownBefore: before)
    if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
  }

  // A classic collapse: the delegate, else the primary view controller, takes the secondary.
  private func collapseSecondary() {
    guard let primary = columns[.primary], let secondary = columns[.secondary] else { return }
    columns[.secondary] = nil
    secondary.willMove(toParent: nil)
    secondary.removeFromParent()
    secondary.didMove(toParent: nil)
    if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
      primary.collapseSecondaryViewController(secondary, for: self)
    }
  }

  // A column-style collapse onto the primary column's stack, unless a compact column shows.
  private func collapseColumns() {
    guard columns[.compact] == nil, let stack = wrappers[.primary] else { return }
    let top = delegate?.splitViewController(
      self, topColumnForCollapsingToProposedTopColumn: .secondary)
    pushColumns(through: top ?? .secondary, onto: stack, animated: false)
  }

  // Pushes the supplementary and secondary view controllers, up to a column, onto the stack.
  private func pushColumns(
    through column: Column, onto stack: UINavigationController, animated: Bool
  ) {
    let order: [Column] = style == .tripleColumn ? [.supplementary, .secondary] : [.secondary]
    for next in order where next.rawValue <= column.rawValue {
      guard let controller = columns[next],
        !stack.viewControllers.contains(where: { $0 === controller })
      else { continue }
      controller.navigationController?.setViewControllers([], animated: false)
      stack.pushViewController(controller, animated: animated)
    }
  }

  // MARK: Children and the view shown

  private var expandedColumns: [Column] {
    style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
  }

  // The child that stands for a column: the column's navigation controller, if it was wrapped.
  private func child(for column: Column) -> UIViewController? {
    wrappers[column] ?? columns[column]
  }

  // The one child whose view is shown: collapsed, the compact column's, else the primary's.
  private var shownChild: UIViewController? {
    if isCollapsed, let compact = columns[.compact] { return compact }
    return child(for: .primary)
  }

  override var appearanceChild: UIViewController? { shownChild }

  // Wraps a column's view controller in a navigation controller, as UIKit does for every
  // column but the compact one.
  private func wrap(_ column: Column) {
    guard column != .compact, let controller = columns[column] else {
      wrappers[column] = nil
      return
    }
    if let navigation = controller as? UINavigationController {
      wrappers[column] = navigation
    } else if let wrapper = wrappers[column], wrapper.viewControllers.first === controller {
      return
    } else {
      wrappers[column] = UINavigationController(rootViewController: controller)
    }
  }

  // The children: every column's view controller (or its navigation controller), the compact
  // one last; those that leave and join are told, as a container tells them.
  private func updateChildren(shownBefore: UIViewController?) {
    let previous = children
    var new = (expandedColumns + [.compact]).compactMap { child(for: $0) }
    if isCollapsed, style == .unspecified { new = columns[.primary].map { [$0] } ?? [] }
    let leaving = previous.filter { old in !new.contains { $0 === old } }
    let joining = new.filter { added in !previous.contains { $0 === added } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in joining { controller.willMove(toParent: self) }
    replaceChildren(with: new)
    // The shown child's view takes the place of the one before, with the appearance calls
    // when on screen.
    swapShownChild(from: shownBefore, to: shownChild, through: sequencer)
    for controller in leaving { controller.didMove(toParent: nil) }
    for controller in joining { controller.didMove(toParent: self) }
  }

  // MARK: Display mode

  private func resolved(_ mode: DisplayMode) -> DisplayMode {
    mode == .automatic ? .secondaryOnly : mode
  }

  private func changeDisplayMode(to mode: DisplayMode) {
    guard mode != displayMode else { return }
    delegate?.splitViewController(self, willChangeTo: mode)
    displayMode = mode
  }
}
