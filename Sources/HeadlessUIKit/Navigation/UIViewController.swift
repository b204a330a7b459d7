import Foundation

/// Manages a view hierarchy and its lifecycle, as UIKit's view controller does.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// The title shown in the navigation bar and, by default, on the back button to this screen.
  open var title: String? {
    didSet { navigationItem.title = title }
  }

  /// The navigation bar's items for this view controller, made on first use; subclasses may
  /// override it, as in UIKit.
  open var navigationItem: UINavigationItem { storedNavigationItem }

  private lazy var storedNavigationItem = UINavigationItem()

  /// The parent view controller, if this one is a child.
  open private(set) weak var parent: UIViewController?

  /// The child view controllers, in the order they were added.
  open private(set) var children: [UIViewController] = []

  /// The nearest navigation controller above this view controller.
  open var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? UINavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

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

  /// Not supported headless: there are no storyboards.
  public required init?(coder: NSCoder) {
    return nil
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
    viewDidLoad()
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  // MARK: Appearance

  /// Called before the view is added to a window's hierarchy.
  open func viewWillAppear(_ animated: Bool) {}

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

  func beginAppearance(_ appearing: Bool, animated: Bool) {
    if appearing {
      viewWillAppear(animated)
    } else {
      viewWillDisappear(animated)
    }
  }

  func endAppearance(_ appearing: Bool, animated: Bool) {
    isAppeared = appearing
    if appearing {
      viewDidAppear(animated)
    } else {
      viewDidDisappear(animated)
    }
  }
}
