import Foundation

/// Manages a view hierarchy and its lifecycle, as UIKit's view controller does.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// The title shown in the navigation bar and, by default, on the back button to this screen.
  open var title: String? {
    didSet {
      navigationItem.title = title
      storedTabBarItem?.title = title
    }
  }

  /// The navigation bar's items for this view controller, made on first use; subclasses may
  /// override it, as in UIKit.
  open var navigationItem: UINavigationItem { storedNavigationItem }

  private lazy var storedNavigationItem: UINavigationItem = {
    let item = UINavigationItem()
    item.owner = self
    return item
  }()

  /// The parent view controller, if this one is a child.
  open private(set) weak var parent: UIViewController?

  /// The child view controllers, in the order they were added.
  open private(set) var children: [UIViewController] = []

  /// The nearest navigation controller above this view controller.
  open var navigationController: UINavigationController? { nearestAncestor() }

  // The nearest parent, grandparent… of a kind of container.
  private func nearestAncestor<Container: UIViewController>() -> Container? {
    var current = parent
    while let candidate = current {
      if let container = candidate as? Container { return container }
      current = candidate.parent
    }
    return nil
  }

  /// The nearest tab bar controller above this view controller.
  open var tabBarController: UITabBarController? { nearestAncestor() }

  /// The nearest split view controller above this view controller.
  open var splitViewController: UISplitViewController? { nearestAncestor() }

  /// The item that represents this view controller in a tab bar controller, made on first use
  /// with the view controller's title, as Apple documents.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  private var storedTabBarItem: UITabBarItem?

  /// Whether the view is being removed because the view controller leaves its parent (a pop).
  open internal(set) var isMovingFromParent = false

  /// Whether the view is being shown because the view controller joins its parent (a push).
  open internal(set) var isMovingToParent = false

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { storedView != nil }

  /// The view, if it has been loaded; does not load it.
  open var viewIfLoaded: UIView? { storedView }

  /// The root view; reading it loads it (`loadView`, then `viewDidLoad`).
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  open override var next: UIResponder? { parent ?? storedView?.superview }

  private var storedView: UIView?

  /// Creates a view controller. Headless: there are no nibs; both arguments are ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller without a nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller for a storyboard. Headless: there is nothing to decode, so it
  /// makes the same view controller as `init(nibName: nil, bundle: nil)`; the headless storyboard
  /// hands a coder to the creators of `instantiateViewController(identifier:creator:)`.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: Loading the view

  /// Creates the root view. The default makes a plain view the size of the screen.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Loads the view now if it is not loaded yet.
  open func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    if let child = appearanceChild { installChildView(child) }
    viewDidLoad()
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  /// Sent when the app receives a memory warning: release what can be made again. Overrides
  /// call `super`. The default does nothing. Headless: there is no system to run low on
  /// memory; `UIApplication.simulateMemoryWarning()` delivers one.
  open func didReceiveMemoryWarning() {}

  // This view controller, then its children, then what it presents, each with theirs.
  var hierarchy: [UIViewController] {
    var all: [UIViewController] = [self]
    for child in children { all += child.hierarchy }
    if let presented = presentedViewController, presented.presentingViewController === self {
      all += presented.hierarchy
    }
    return all
  }

  // MARK: Appearance

  /// Called before the view is added to a window's hierarchy.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called when the view is in a window's hierarchy and about to show, after
  /// `viewWillAppear(_:)` and before `viewDidAppear(_:)`, with its traits and geometry up to
  /// date: where Apple suggests work that needs them. Headless: as the appearance ends, to the
  /// view controller and then to the child it shows, before any of them hears `viewDidAppear(_:)`.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view was added to a window's hierarchy.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a window's hierarchy.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed from a window's hierarchy.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called before the view's size changes, with a coordinator of the change. Headless: the
  /// screen never rotates or resizes, so nothing calls it.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  // MARK: Editing

  /// Whether the view controller lets the user edit its content; setting it calls
  /// `setEditing(_:animated:)` without animation.
  open var isEditing: Bool {
    get { storedIsEditing }
    set { setEditing(newValue, animated: false) }
  }

  private var storedIsEditing = false

  /// Turns editing on or off. Subclasses override it to put their views in and out of editing,
  /// calling `super`, as Apple requires; this one keeps the state and words the
  /// `editButtonItem`: Edit, or Done while editing.
  open func setEditing(_ editing: Bool, animated: Bool) {
    storedIsEditing = editing
    wordEditButtonItem()
  }

  private func wordEditButtonItem() {
    storedEditButtonItem?.title = isEditing ? "Done" : "Edit"
    storedEditButtonItem?.style = isEditing ? .done : .plain
  }

  /// A bar button item that reads Edit, or Done while editing, and toggles editing when tapped
  /// (`setEditing(_:animated:)`, animated). The same item each time.
  open var editButtonItem: UIBarButtonItem {
    if let item = storedEditButtonItem { return item }
    let item = UIBarButtonItem(
      primaryAction: UIAction(title: "Edit") { [weak self] _ in
        guard let self else { return }
        setEditing(!isEditing, animated: true)
      })
    storedEditButtonItem = item
    wordEditButtonItem()
    return item
  }

  private var storedEditButtonItem: UIBarButtonItem?

  // MARK: The status bar and orientations (kept for the app's code; the screen has neither)

  /// The status bar's style while this view controller is shown; `.default`. Headless: there is
  /// no status bar, so nothing reads it.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }

  /// Whether the status bar is hidden while this view controller is shown; `false`.
  open var prefersStatusBarHidden: Bool { false }

  /// How a change of the status bar's appearance animates; `.fade`.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

  /// Asks the system to read the status bar preferences again. Headless: nothing to update.
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// The orientations this view controller supports; all but upside down, as on a phone.
  /// Headless: the screen stays in portrait.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

  /// Whether the view controller's content rotates; `true`.
  open var shouldAutorotate: Bool { true }

  /// The orientation to present this view controller in; `.portrait`.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  // MARK: Traits (how they pass down, in UITraitEnvironment.swift)

  /// The traits of the view controller's environment: its parent's, else its presenter's, else
  /// its view's superview's, else the screen's, with its own `overrideUserInterfaceStyle` on
  /// top.
  open var traitCollection: UITraitCollection {
    inheritedTraits.overriding(storedOverrideStyle)
  }

  /// Called after the view controller's traits changed; the default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The interface style of this view controller, its view, and the view controllers and views
  /// below it; `.unspecified` (the default) follows the environment. Setting it tells each
  /// whose traits changed, parents first.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { storedOverrideStyle }
    set {
      guard newValue != storedOverrideStyle else { return }
      changeTraits { storedOverrideStyle = newValue }
    }
  }

  private var storedOverrideStyle = UIUserInterfaceStyle.unspecified

  // MARK: Safe area

  /// Insets added to those the bars give the view controller's view (the views inside it see
  /// what reaches them): room kept for a custom palette or bar. Changing them lays the view out
  /// again and calls `viewSafeAreaInsetsDidChange()`.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
      view.setNeedsConstraintLayout()
      viewSafeAreaInsetsDidChange()
    }
  }

  /// Called after the safe area of the view controller's view changed. Headless: called when
  /// `additionalSafeAreaInsets` changes, not when bars appear or move; the default does nothing.
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: Presenting view controllers

  /// How the view controller is shown when presented; `.automatic`, a sheet on a phone.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// The animation used when the view controller is presented (kept; nothing is drawn).
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// Whether the bar at the bottom of the screen hides while this view controller is on top of
  /// a navigation controller (the transcript leaves out the tab bar then); `false` by default.
  open var hidesBottomBarWhenPushed = false

  /// The edges where the view extends under the bars; all by default. Kept: the headless view
  /// always fills its container under the bars, whatever the edges, and its safe area says
  /// where the bars are (`[]` would, in UIKit, place it below a navigation bar instead).
  open var edgesForExtendedLayout: UIRectEdge = .all

  /// Whether the view extends under opaque bars too; kept, as `edgesForExtendedLayout` is.
  open var extendedLayoutIncludesOpaqueBars = false

  /// The items the navigation controller's toolbar shows while this view controller is on top;
  /// `nil` by default.
  open var toolbarItems: [UIBarButtonItem]?

  /// Sets the toolbar items; headless, an animated change completes at once.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }

  /// Whether a sheet refuses to be dismissed by swiping it down.
  open var isModalInPresentation = false

  /// Whether a current-context presentation from this view controller or its children covers
  /// this view controller's view.
  open var definesPresentationContext = false

  /// Whether a presentation in this view controller's context uses its transition style.
  open var providesPresentationContextTransitionStyle = false

  /// The view controller this one, or one of its ancestors, presents.
  open var presentedViewController: UIViewController? { presentation.presentedByChain(of: self) }

  /// The view controller that presented this one, or one of its ancestors.
  open var presentingViewController: UIViewController? { presentation.presentingByChain(of: self) }

  /// Whether the view controller is being presented, until its presentation ends.
  open var isBeingPresented: Bool { presentation.isBeingPresented }

  /// Whether the view controller is being dismissed, until its dismissal ends.
  open var isBeingDismissed: Bool { presentation.isBeingDismissed }

  /// The presentation controller that manages this view controller or its nearest presented
  /// ancestor; made on first use, as in UIKit, for a view controller that may be presented.
  open var presentationController: UIPresentationController? {
    presentation.presentationController(of: self)
  }

  /// The popover presentation controller, for a view controller whose style is `.popover`;
  /// `nil` for any other style, as in UIKit.
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    return presentationController as? UIPopoverPresentationController
  }

  /// The sheet presentation controller (iOS 15), for a view controller presented as a page or
  /// form sheet, including `.automatic`, which is a page sheet on a phone; `nil` for any other
  /// style, as Apple documents. Set its detents before presenting.
  open var sheetPresentationController: UISheetPresentationController? {
    guard modalPresentationStyle.isSheet else { return nil }
    return presentationController as? UISheetPresentationController
  }

  /// Presents a view controller modally, from the presentation context of this one.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    Presentation.present(
      viewControllerToPresent, from: self, animated: flag, completion: completion)
  }

  /// Dismisses the view controller this one presents or, if it presents none, asks the view
  /// controller that presented it to dismiss it.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    Presentation.dismiss(from: self, animated: flag, completion: completion)
  }

  /// Shows a view controller in the primary context: the nearest navigation controller or split
  /// view controller above this one shows it (a navigation controller pushes it); without
  /// either, it is presented.
  open func show(_ vc: UIViewController, sender: Any?) {
    var current = parent
    while let container = current {
      if container is UINavigationController || container is UISplitViewController {
        return container.show(vc, sender: sender)
      }
      current = container.parent
    }
    present(vc, animated: true)
  }

  /// Shows a view controller in the secondary (detail) context: the nearest split view
  /// controller above this one shows it; without one, it is presented, as Apple documents.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let splitViewController {
      splitViewController.showDetailViewController(vc, sender: sender)
    } else {
      present(vc, animated: true)
    }
  }

  /// Called on a collapsing split view controller's primary view controller, unless the
  /// delegate took the secondary one: this one does nothing; a navigation controller pushes it.
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
  ) {}

  // The presentation's state, made on first use.
  lazy var presentation = PresentationState()

  // MARK: Segues

  /// The storyboard the view controller came from, if any.
  open internal(set) var storyboard: UIStoryboard?

  // The scene of the storyboard the view controller was made for.
  var storyboardScene: String?

  /// Performs the segue with the identifier from this view controller's scene. As in UIKit, a
  /// segue performed from code does not ask `shouldPerformSegue(withIdentifier:sender:)`, and an
  /// identifier the scene does not have stops the app.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    Segues.perform(identifier, from: self, sender: sender)
  }

  /// Called before a segue from this view controller runs, with its destination made.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue a control triggers may run; true by default.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Whether this view controller takes an unwind segue's action: by default, whether it
  /// declares the action and is not the segue's source.
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    Segues.declares(action, self) && fromViewController !== self
  }

  /// Called on the containers along an unwind segue's path, to show the child toward its
  /// destination; a plain view controller does nothing.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

  // MARK: Containment

  /// Adds a child view controller; call `didMove(toParent:)` on it once its view is in place.
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes this view controller from its parent; call `willMove(toParent: nil)` first.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called when the view controller is about to be added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the view controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  // Replaces the children in one step, as a navigation controller does when its stack changes.
  func replaceChildren(with controllers: [UIViewController]) {
    for child in children where !controllers.contains(where: { $0 === child }) {
      child.parent = nil
    }
    children = controllers
    for child in controllers { child.parent = self }
  }

  // MARK: Appearance transitions, driven by windows and container view controllers

  // Whether the view is in a visible window's hierarchy, as far as the lifecycle calls said.
  var isAppeared = false

  // The child a container shows and forwards its own appearance to: a navigation controller's
  // top screen, a tab bar controller's selected tab; none for a plain view controller. Its
  // view goes in the container's view when that loads, and fills it.
  var appearanceChild: UIViewController? { nil }

  func beginAppearance(_ appearing: Bool, animated: Bool) {
    if appearing {
      viewWillAppear(animated)
    } else {
      viewWillDisappear(animated)
    }
    appearanceChild?.beginAppearance(appearing, animated: animated)
  }

  func endAppearance(_ appearing: Bool, animated: Bool) {
    if appearing { tellIsAppearing(animated: animated) }
    finishAppearance(appearing, animated: animated)
  }

  // `viewIsAppearing(_:)` down the shown children, before the first `viewDidAppear(_:)`.
  private func tellIsAppearing(animated: Bool) {
    viewIsAppearing(animated)
    appearanceChild?.tellIsAppearing(animated: animated)
  }

  private func finishAppearance(_ appearing: Bool, animated: Bool) {
    isAppeared = appearing
    if appearing {
      viewDidAppear(animated)
    } else {
      viewDidDisappear(animated)
    }
    appearanceChild?.finishAppearance(appearing, animated: animated)
  }

  // MARK: Content unavailable

  /// The empty state shown over the view controller's content, usually a
  /// `UIContentUnavailableConfiguration`; `nil`, the default, shows none. Its view is the last
  /// subview of the view controller's view, filling it, so the transcript reads it after the
  /// content.
  public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
    didSet { showContentUnavailable() }
  }

  /// The state `updateContentUnavailableConfiguration(using:)` is given: the traits and the
  /// text of the navigation item's search controller.
  open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
    var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    state.searchText = navigationItem.searchController?.searchBar.text
    return state
  }

  /// Asks for `updateContentUnavailableConfiguration(using:)` on the next layout pass.
  open func setNeedsUpdateContentUnavailableConfiguration() {
    needsContentUnavailableUpdate = true
    viewIfLoaded?.setNeedsLayout()
  }

  /// Sets `contentUnavailableConfiguration` for the state; override it, and never call it: the
  /// kit calls it on the first layout pass of the view and on the one after
  /// `setNeedsUpdateContentUnavailableConfiguration()`. The default does nothing.
  open func updateContentUnavailableConfiguration(
    using state: UIContentUnavailableConfigurationState
  ) {
  }

  private var needsContentUnavailableUpdate = true
  private var contentUnavailableView: UIView?

  // Called by the view's layout pass, before `viewWillLayoutSubviews()`.
  func updateContentUnavailableIfNeeded() {
    if needsContentUnavailableUpdate {
      needsContentUnavailableUpdate = false
      updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
    if contentUnavailableConfiguration != nil, contentUnavailableView == nil {
      showContentUnavailable()
    }
    contentUnavailableView?.frame = view.bounds
  }

  private func showContentUnavailable() {
    contentUnavailableView?.removeFromSuperview()
    contentUnavailableView = nil
    guard let configuration = contentUnavailableConfiguration, let view = viewIfLoaded else {
      return
    }
    let shown = configuration.makeContentView()
    shown.frame = view.bounds
    view.addSubview(shown)
    contentUnavailableView = shown
  }

  // A container's shown child keeps filling the container's view when that view resizes.
  func layOutContainedChild() {
    appearanceChild?.viewIfLoaded?.frame = view.bounds
  }

  // Swaps the child a container shows, without animation, through the container's appearance
  // sequencer: a tab switch, or the view a split view controller shows.
  func swapShownChild(
    from leaving: UIViewController?, to arriving: UIViewController?,
    through sequencer: AppearanceSequencer
  ) {
    guard isViewLoaded, leaving !== arriving else { return }
    sequencer.run(
      leaving: leaving.map { [$0] } ?? [], arriving: arriving.map { [$0] } ?? [],
      visible: isAppeared, animated: false,
      changes: {
        leaving?.viewIfLoaded?.removeFromSuperview()
        if let arriving { installChildView(arriving) }
      })
  }

  // Puts a container's child's view in the container's view, filling it.
  func installChildView(_ controller: UIViewController) {
    let childView: UIView = controller.view
    childView.frame = view.bounds
    view.addSubview(childView)
  }
}
