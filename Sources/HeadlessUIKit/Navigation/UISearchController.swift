import Foundation

/// Updates search results as the text of a search controller's search bar changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// Called when the search controller becomes active, on every change of its search bar's
  /// text, and when it stops being active.
  func updateSearchResults(for searchController: UISearchController)
}

/// Told when a search controller becomes active and stops being active.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
  /// Called before the search controller becomes active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// Called after the search controller became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// Called before the search controller stops being active.
  func willDismissSearchController(_ searchController: UISearchController)
  /// Called after the search controller stopped being active.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// Shows a search bar and, while a search is active, a results view controller.
///
/// Headless differences: becoming active is not a presentation, so the host's
/// `presentedViewController` stays `nil` where UIKit presents the search controller; the results
/// controller's view is placed over the host's view in the window while the search text is not
/// empty, and gets no appearance calls.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The search bar; put it in your interface, or set the search controller as a navigation
  /// item's `searchController`.
  open private(set) var searchBar: UISearchBar

  /// The view controller that shows the results, or `nil` if the searched view controller
  /// shows them itself.
  open private(set) var searchResultsController: UIViewController?

  /// The object that updates the results, held weakly as in UIKit.
  open weak var searchResultsUpdater: UISearchResultsUpdating?

  /// The delegate, held weakly as in UIKit.
  open weak var delegate: UISearchControllerDelegate?

  /// Whether the searched content is obscured while searching (kept).
  open var obscuresBackgroundDuringPresentation = true

  /// Whether the searched content is dimmed while searching: the same setting as
  /// `obscuresBackgroundDuringPresentation`, which replaced it in iOS 12.
  @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }

  /// Whether the navigation bar hides while searching (kept).
  open var hidesNavigationBarDuringPresentation = true

  /// Whether the search bar shows its cancel button while searching.
  open var automaticallyShowsCancelButton = true

  /// Whether the search controller shows the search bar's scope bar while the search is
  /// active and hides it after, as Apple documents; `true` by default. Setting the bar's
  /// `showsScopeBar` turns it off.
  open var automaticallyShowsScopeBar = true

  /// Whether the search controller shows and hides the results controller itself: shown while
  /// the search text is not empty.
  open var automaticallyShowsSearchResultsController = true

  /// Whether the results controller shows. With `automaticallyShowsSearchResultsController`, the
  /// search controller keeps it up to date; set it to show or hide the results yourself.
  open var showsSearchResultsController = false {
    didSet { placeResults() }
  }

  /// Whether the search is active. Setting it tells the delegate, shows or hides the cancel
  /// button, and asks the updater for results; a search bar that begins editing makes it true.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      newValue ? activate() : deactivate()
    }
  }

  private var active = false

  // The navigation item showing the search bar, whose view controller hosts the results.
  weak var hostItem: UINavigationItem?

  /// Creates a search controller whose results show in another view controller, or in the
  /// searched one if `nil`.
  public init(searchResultsController: UIViewController?) {
    let bar = SearchControllerBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
    searchBar = bar
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    bar.owner = self
  }

  public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  private func activate() {
    delegate?.willPresentSearchController(self)
    active = true
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
    showScopeBar(true)
    showResults()
    delegate?.didPresentSearchController(self)
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func deactivate() {
    delegate?.willDismissSearchController(self)
    active = false
    if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
    showScopeBar(false)
    searchResultsController?.viewIfLoaded?.removeFromSuperview()
    if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
    searchBar.resignFirstResponder()
    delegate?.didDismissSearchController(self)
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  // Shows or hides the scope bar as the search begins or ends, when the controller manages it.
  private func showScopeBar(_ show: Bool) {
    guard automaticallyShowsScopeBar, let bar = searchBar as? SearchControllerBar else { return }
    bar.showsScopeBarForOwner(show)
  }

  // The search bar's text or scope changed: the user "makes changes inside the search bar",
  // which updates the results.
  func searchTextChanged() {
    guard active else { return }
    showResults()
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  // The results show over the host while there is text to search for, as UIKit shows them,
  // unless the app decides.
  private func showResults() {
    if automaticallyShowsSearchResultsController {
      showsSearchResultsController = !(searchBar.text ?? "").isEmpty
    }
    placeResults()
  }

  private func placeResults() {
    guard active, let results = searchResultsController,
      let hostView = hostItem?.owner?.viewIfLoaded, let window = hostView.window
    else { return }
    let view: UIView = results.view
    if view.superview == nil {
      view.frame = window.bounds
      window.addSubview(view)
    }
    view.isHidden = !showsSearchResultsController
  }
}

// The search controller's own search bar, which tells it when it begins editing and when its
// text changes, as UIKit's search controller observes its bar.
final class SearchControllerBar: UISearchBar {
  weak var owner: UISearchController?

  override var text: String? {
    didSet { owner?.searchTextChanged() }
  }

  override var selectedScopeButtonIndex: Int {
    didSet { owner?.searchTextChanged() }
  }

  private var isShowingScopeForOwner = false

  override var showsScopeBar: Bool {
    didSet { if !isShowingScopeForOwner { owner?.automaticallyShowsScopeBar = false } }
  }

  func showsScopeBarForOwner(_ show: Bool) {
    isShowingScopeForOwner = true
    showsScopeBar = show
    isShowingScopeForOwner = false
  }

  @discardableResult
  override func becomeFirstResponder() -> Bool {
    let began = super.becomeFirstResponder()
    if began { owner?.isActive = true }
    return began
  }
}
