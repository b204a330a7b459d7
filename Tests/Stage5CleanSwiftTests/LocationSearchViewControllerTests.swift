import Expectations
import HeadlessUIKit
import Places
import Testing

@testable import Stage5CleanSwift

/// The location search view controller: events out as requests to an interactor spy, view
/// models in as rows; and the scene its `setup(interactor:dateScreenFactory:)` wires.
@Suite("LocationSearchViewController")
@MainActor
struct LocationSearchViewControllerTests {
  let sut: LocationSearchViewController
  let interactor = BusinessLogicSpy()
  let router = RouterSpy()

  init() {
    sut = Seeds.inSmallWorld { Seeds.searchScreen() }
    sut.interactor = interactor
    sut.router = router
  }

  @Test("loading the view asks for the recommendations, and for nothing else")
  func loadingAsksForRecommendations() {
    // When
    sut.loadViewIfNeeded()
    // Then
    expectEqual(interactor.calls, ["loadRecommendations"])
  }

  @Test("on screen under a navigation bar, the search bar tops the safe area and the list fills it")
  func layoutFollowsTheSafeArea() throws {
    // Given
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: sut)
    window.makeKeyAndVisible()
    // When
    window.layoutIfNeeded()
    // Then: 47 points of status bar and 44 of navigation bar above, 34 of home indicator below
    #expect(try searchBar().frame == CGRect(x: 0, y: 91, width: 390, height: 56))
    #expect(try collectionView().frame == CGRect(x: 0, y: 147, width: 390, height: 663))
  }

  @Test("typing forwards the text as typed, spaces and all")
  func typingForwardsTheText() throws {
    // Given
    sut.loadViewIfNeeded()
    // When
    sut.searchBar(try searchBar(), textDidChange: "  bu")
    // Then
    expectEqual(interactor.completeRequests.map(\.text), ["  bu"])
  }

  @Test("a row coming into view and a tap on a row forward their positions")
  func listEventsForwardPositions() throws {
    // Given
    sut.loadViewIfNeeded()
    sut.displayRecommendations(viewModel: rows(4))
    let list = try collectionView()
    // When
    sut.collectionView(list, willDisplay: LocationCell(frame: .zero), forItemAt: item(3))
    sut.collectionView(list, didSelectItemAt: item(2))
    // Then
    expectEqual(interactor.loadNextPageRequests.map(\.shownIndex), [3])
    expectEqual(interactor.selectItemRequests.map(\.index), [2])
    expectEqual(router.routeToDatesCount, 0)
  }

  @Test("displayed rows fill the list as they are, an error row's title in red")
  func rowsFillTheList() throws {
    // Given
    sut.loadViewIfNeeded()
    let list = try collectionView()
    // When
    sut.displayCompletions(
      viewModel: LocationSearch.Complete.ViewModel(rows: [
        LocationSearch.DisplayedRow(
          title: "Search isn't available right now.", subtitle: "Check your connection.",
          titleColor: .systemRed)
      ]))
    // Then
    expectEqual(sut.collectionView(list, numberOfItemsInSection: 0), 1)
    let cell = try #require(sut.collectionView(list, cellForItemAt: item(0)) as? LocationCell)
    expectEqual(cell.titleLabel.text, "Search isn't available right now.")
    expectIdentical(cell.titleLabel.textColor, UIColor.systemRed)
    expectEqual(cell.subtitleLabel.text, "Check your connection.")
  }

  @Test("search results replace the rows and put the completion's title in the search bar")
  func searchResultsSetTheSearchText() throws {
    // Given
    sut.loadViewIfNeeded()
    sut.displayRecommendations(viewModel: rows(4))
    // When
    sut.displaySearchResults(
      viewModel: LocationSearch.SelectCompletion.ViewModel(
        searchText: "Springfield", rows: rows(2).rows))
    // Then
    #expect(try searchBar().text == "Springfield")
    #expect(sut.collectionView(try collectionView(), numberOfItemsInSection: 0) == 2)
  }

  @Test("a chosen place routes to the date screen")
  func selectedPlaceRoutes() {
    // When
    sut.displaySelectedPlace(viewModel: LocationSearch.SelectPlace.ViewModel())
    // Then
    expectEqual(router.routeToDatesCount, 1)
  }

  @Test("setup wires one scene: presenter and router point back here, the router at the data")
  func setupWiresTheCycle() throws {
    // Given
    let sut = Seeds.inSmallWorld { Seeds.searchScreen() }
    // Then
    let interactor = try #require(sut.interactor as? LocationSearchInteractor)
    let presenter = try #require(interactor.presenter as? LocationSearchPresenter)
    let router = try #require(sut.router as? LocationSearchRouter)
    expectIdentical(presenter.viewController, sut)
    expectIdentical(router.viewController, sut)
    expectIdentical(router.dataStore, interactor)
  }

  @Test("the scene goes away with its view controller: nothing in it holds it in a cycle")
  func sceneIsFreed() async {
    // Given
    let world = World(gazetteer: Gazetteer(places: [Seeds.seoul]))
    weak var viewController: LocationSearchViewController?
    weak var interactor: LocationSearchInteractor?
    weak var presenter: LocationSearchPresenter?
    weak var router: LocationSearchRouter?
    world.run {
      let sut = Seeds.searchScreen()
      sut.loadViewIfNeeded()
      sut.searchBar(UISearchBar(), textDidChange: "seo")
      viewController = sut
      interactor = sut.interactor as? LocationSearchInteractor
      presenter = interactor?.presenter as? LocationSearchPresenter
      router = sut.router as? LocationSearchRouter
    }
    // When: the answers in flight arrive, to nobody
    await world.settle()
    // Then
    expectNil(viewController)
    expectNil(interactor)
    expectNil(presenter)
    expectNil(router)
  }

  // MARK: Helpers

  private func rows(_ count: Int) -> LocationSearch.LoadRecommendations.ViewModel {
    LocationSearch.LoadRecommendations.ViewModel(
      rows: (0..<count).map { LocationSearch.DisplayedRow(title: "Place \($0)", subtitle: "") })
  }

  private func item(_ item: Int) -> IndexPath {
    IndexPath(item: item, section: 0)
  }

  private func searchBar() throws -> UISearchBar {
    try #require(sut.view.subviews.lazy.compactMap { $0 as? UISearchBar }.first)
  }

  private func collectionView() throws -> UICollectionView {
    try #require(sut.view.subviews.lazy.compactMap { $0 as? UICollectionView }.first)
  }

  // MARK: Test doubles

  final class BusinessLogicSpy: LocationSearchBusinessLogic {
    private(set) var calls: [String] = []
    private(set) var loadNextPageRequests: [LocationSearch.LoadNextPage.Request] = []
    private(set) var completeRequests: [LocationSearch.Complete.Request] = []
    private(set) var selectItemRequests: [LocationSearch.SelectItem.Request] = []

    func loadRecommendations(request: LocationSearch.LoadRecommendations.Request) {
      calls.append("loadRecommendations")
    }

    func loadNextPage(request: LocationSearch.LoadNextPage.Request) {
      calls.append("loadNextPage")
      loadNextPageRequests.append(request)
    }

    func complete(request: LocationSearch.Complete.Request) {
      calls.append("complete")
      completeRequests.append(request)
    }

    func selectItem(request: LocationSearch.SelectItem.Request) {
      calls.append("selectItem")
      selectItemRequests.append(request)
    }
  }

  final class RouterSpy: LocationSearchRoutingLogic, LocationSearchDataPassing {
    private(set) var routeToDatesCount = 0
    var dataStore: LocationSearchDataStore?

    func routeToDates() {
      routeToDatesCount += 1
    }
  }
}
