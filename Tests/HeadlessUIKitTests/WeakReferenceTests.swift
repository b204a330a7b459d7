import Expectations
import Foundation
import HeadlessUIKit
import ScreenDriver
import Testing

/// UIKit holds data sources and delegates weakly: code that forgets to keep its data source
/// alive shows an empty list on iOS, and must here too.
@Suite("Weak references") @MainActor
struct WeakReferenceTests {
  @Test("a data source nobody else holds is gone, and the list shows 0 items")
  func collectionViewDataSourceIsWeak() {
    let list = ListFixture(rows: 5)
    list.collectionView.dataSource = RowDataSource(count: 5)
    list.collectionView.layoutIfNeeded()

    expectNil(list.collectionView.dataSource)
    expectEqual(list.collectionView.numberOfItems(inSection: 0), 0)
    #expect(list.collectionView.visibleCells.isEmpty)
    let window = makeWindow(showing: [list.collectionView])
    expectEqual(ScreenTranscript.render(window), "screen 1 of 1: Places\nlist: 0 items\n")
  }

  @Test("a data source dropped after the first layout is gone, and a reload shows 0 items")
  func droppedDataSourceLeavesAnEmptyListOnReload() {
    let list = ListFixture(rows: 5)
    weak var dropped: RowDataSource?
    do {
      let dataSource = RowDataSource(count: 5)
      dropped = dataSource
      list.collectionView.dataSource = dataSource
      list.collectionView.layoutIfNeeded()
      expectEqual(list.collectionView.numberOfItems(inSection: 0), 5)
    }

    list.collectionView.reloadData()
    list.collectionView.layoutIfNeeded()

    expectNil(dropped)
    expectEqual(list.collectionView.numberOfItems(inSection: 0), 0)
    #expect(list.collectionView.visibleCells.isEmpty)
  }

  @Test("a collection view delegate nobody else holds is gone and hears nothing")
  func collectionViewDelegateIsWeak() throws {
    let list = ListFixture(rows: 5)
    let log = EventLog()
    list.collectionView.delegate = CollectionViewSpy(log: log)
    let window = makeWindow(showing: [list.collectionView])

    try Touches(window: window).tapItem(at: 1)

    expectNil(list.collectionView.delegate)
    #expect(log.events.isEmpty)
    expectEqual(list.collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
  }

  @Test("a search bar delegate nobody else holds is gone and hears nothing")
  func searchBarDelegateIsWeak() throws {
    let searchBar = UISearchBar()
    let log = EventLog()
    searchBar.delegate = SearchBarSpy(log: log)
    let window = makeWindow(showing: [searchBar])

    try Touches(window: window).type("seo")

    expectNil(searchBar.delegate)
    #expect(log.events.isEmpty)
    expectEqual(searchBar.text, "seo")
  }

  @Test("a navigation controller delegate nobody else holds is gone and hears nothing")
  func navigationControllerDelegateIsWeak() {
    let log = EventLog()
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.delegate = NavigationSpy(log: log)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    navigation.pushViewController(UIViewController(), animated: true)

    expectNil(navigation.delegate)
    #expect(log.events.isEmpty)
  }

  @Test("a window and its screens, once dropped, leave nothing alive behind")
  func droppedWindowLeavesNothingBehind() async {
    weak var screen: UIViewController?
    weak var collectionView: UICollectionView?
    weak var cell: UICollectionViewCell?
    weak var layout: UICollectionViewLayout?
    do {
      let list = ListFixture(rows: 5)
      let searchBar = UISearchBar()
      searchBar.delegate = SearchBarSpy(log: list.log)
      let window = makeWindow(showing: [searchBar, list.collectionView])
      try? Touches(window: window).type("s")
      try? Touches(window: window).tapItem(at: 0)
      screen = (window.rootViewController as? UINavigationController)?.topViewController
      collectionView = list.collectionView
      cell = list.collectionView.visibleCells.first
      layout = list.layout
      #expect(screen != nil && cell != nil)
    }
    // Pending layout passes hold their views weakly; drain them anyway before asserting.
    await drainMainQueue()

    expectNil(screen)
    expectNil(collectionView)
    expectNil(cell)
    expectNil(layout)
  }
}
