import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// Records what a search controller tells its updater and its delegate.
final class SearchSpy: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
  let log: EventLog

  init(log: EventLog) {
    self.log = log
  }

  func updateSearchResults(for searchController: UISearchController) {
    log.record(
      "update \"\(searchController.searchBar.text ?? "")\" active: \(searchController.isActive)")
  }

  func willPresentSearchController(_ searchController: UISearchController) {
    log.record("willPresent")
  }

  func didPresentSearchController(_ searchController: UISearchController) {
    log.record("didPresent")
  }

  func willDismissSearchController(_ searchController: UISearchController) {
    log.record("willDismiss")
  }

  func didDismissSearchController(_ searchController: UISearchController) {
    log.record("didDismiss")
  }
}

@Suite("Search controllers") @MainActor
struct SearchControllerTests {
  /// A screen with a search controller in its navigation item, on screen, and a results screen
  /// that shows one label.
  @MainActor
  final class SearchScreen {
    let log = EventLog()
    let window = UIWindow()
    let screen = UIViewController()
    let results = UIViewController()
    let searchController: UISearchController
    let spy: SearchSpy

    init() {
      spy = SearchSpy(log: log)
      searchController = UISearchController(searchResultsController: results)
      searchController.searchResultsUpdater = spy
      searchController.delegate = spy
      searchController.searchBar.placeholder = "Cities"
      screen.title = "Places"
      screen.navigationItem.searchController = searchController
      let label = UILabel()
      label.text = "All places"
      screen.view.addSubview(label)
      let found = UILabel()
      found.text = "Seoul"
      results.view.addSubview(found)
      window.rootViewController = UINavigationController(rootViewController: screen)
      window.makeKeyAndVisible()
    }
  }

  @Test("typing activates the search, and the updater hears the activation and every keystroke")
  func updaterOnEachKeystroke() throws {
    let scene = SearchScreen()

    try Touches(window: scene.window).type("seo")

    expectEqual(
      scene.log.take(),
      [
        "willPresent", "didPresent", "update \"\" active: true", "update \"s\" active: true",
        "update \"se\" active: true", "update \"seo\" active: true",
      ])
    expectTrue(scene.searchController.isActive)
    expectTrue(scene.searchController.searchBar.showsCancelButton)
  }

  @Test("deactivating tells the delegate, hides the results and updates once more")
  func deactivation() throws {
    let scene = SearchScreen()
    try Touches(window: scene.window).type("s")
    _ = scene.log.take()

    scene.searchController.isActive = false

    expectEqual(scene.log.take(), ["willDismiss", "didDismiss", "update \"s\" active: false"])
    expectNil(scene.results.viewIfLoaded?.window)
    expectFalse(scene.searchController.searchBar.isFirstResponder)
  }

  @Test("tapping cancel clears the text and ends the search")
  func cancel() throws {
    let scene = SearchScreen()
    let touches = Touches(window: scene.window)
    try touches.type("se")
    _ = scene.log.take()

    try touches.tapSearchCancelButton()

    expectEqual(
      scene.log.take(),
      [
        "update \"\" active: true", "willDismiss", "didDismiss", "update \"\" active: false",
      ])
    expectFalse(scene.searchController.isActive)
    expectFalse(scene.searchController.searchBar.showsCancelButton)
    #expect(thrownError(TouchError.self) { try touches.tapSearchCancelButton() } != nil)
  }

  @Test("an app that shows the results itself decides when they show")
  func manualResults() throws {
    let scene = SearchScreen()
    scene.searchController.automaticallyShowsSearchResultsController = false
    scene.searchController.isActive = true
    #expect(ScreenTranscript.render(scene.window).contains("label: All places"))

    scene.searchController.showsSearchResultsController = true

    #expect(ScreenTranscript.render(scene.window).contains("label: Seoul"))
    #expect(scene.searchController.searchBar.text ?? "" == "")
  }

  @Test("the updater and the delegate are held weakly, and the settings keep UIKit's defaults")
  func weakAndDefaults() {
    let searchController = UISearchController(searchResultsController: nil)
    do {
      let spy = SearchSpy(log: EventLog())
      searchController.searchResultsUpdater = spy
      searchController.delegate = spy
    }
    expectNil(searchController.searchResultsUpdater)
    expectNil(searchController.delegate)
    expectTrue(searchController.obscuresBackgroundDuringPresentation)
    expectTrue(searchController.hidesNavigationBarDuringPresentation)
    expectTrue(searchController.automaticallyShowsCancelButton)
    expectNil(searchController.searchResultsController)
    let item = UINavigationItem()
    expectTrue(item.hidesSearchBarWhenScrolling)
    item.hidesSearchBarWhenScrolling = false
    expectFalse(item.hidesSearchBarWhenScrolling)
  }

  @Test("the transcript shows the search controller's bar, and its results while there is text")
  func transcript() throws {
    let scene = SearchScreen()
    expectEqual(
      ScreenTranscript.render(scene.window),
      """
      screen 1 of 1: Places
      search: empty (placeholder "Cities") (search controller)
      label: All places

      """)

    try Touches(window: scene.window).type("seo")

    expectEqual(
      ScreenTranscript.render(scene.window),
      """
      screen 1 of 1: Places
      search: "seo" (search controller, active)
      label: Seoul

      """)
  }

  @Test(
    "the scope bar shows while the search is active; a tapped scope button tells the bar's delegate and updates the results"
  )
  func scopeBar() throws {
    let scene = SearchScreen()
    final class ScopeDelegate: NSObject, UISearchBarDelegate {
      let log: EventLog
      init(log: EventLog) { self.log = log }
      func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
      {
        log.record("scope \(selectedScope)")
      }
    }
    let delegate = ScopeDelegate(log: scene.log)
    let searchBar = scene.searchController.searchBar
    searchBar.delegate = delegate
    searchBar.scopeButtonTitles = ["All", "Books", "Music"]
    let touches = Touches(window: scene.window)
    #expect(throws: TouchError.self) { try touches.tapScopeButton(titled: "Books") }

    try touches.type("s")
    _ = scene.log.take()
    try touches.tapScopeButton(titled: "Books")
    try touches.tapScopeButton(titled: "Books")

    expectEqual(scene.log.take(), ["update \"s\" active: true", "scope 1"])
    #expect(ScreenTranscript.render(scene.window).contains("scope: All | [Books] | Music\n"))
    try touches.tapSearchCancelButton()
    #expect(!searchBar.showsScopeBar && scene.searchController.automaticallyShowsScopeBar)
    searchBar.setShowsScope(true, animated: false)
    expectFalse(scene.searchController.automaticallyShowsScopeBar)
  }
}
