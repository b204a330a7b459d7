import Expectations
import Foundation
import HeadlessUIKit
import Testing

@testable import BranchCoordinator

/// The coordinator over a navigation controller spy: what it shows, and what the view models
/// tell it. No window, no screen on show, and services faked.
@Suite("LocationSearchCoordinator")
@MainActor
struct LocationSearchCoordinatorTests {
  let navigation = NavigationControllerSpy()
  let search = SearchHarness()
  let sut: LocationSearchCoordinator

  init() {
    sut = LocationSearchCoordinator(
      navigationController: navigation, searchViewModel: search.viewModel)
  }

  @Test("starting puts the search screen at the root, without animation, and pushes nothing")
  func startShowsTheSearchScreen() throws {
    // When
    sut.start()
    // Then
    let stack = try #require(navigation.setStacks.first)
    let screen = try #require(stack.first as? LocationSearchViewController)
    expectEqual(navigation.setStacks.count, 1)
    expectEqual(stack.count, 1)
    expectIdentical(screen.viewModel, search.viewModel)
    expectIdentical(search.viewModel.delegate, sut)
    #expect(navigation.pushed.isEmpty)
  }

  @Test("a place chosen on the search screen pushes a date screen for it, with no dates yet")
  func placeChosenPushesTheDateScreen() async throws {
    // Given
    sut.start()
    await search.loadFirstPage()
    // When
    search.viewModel.didSelectRow(at: 1)
    // Then
    let push = try #require(navigation.pushed.first)
    let dateScreen = try #require(push.viewController as? DateViewController)
    expectEqual(navigation.pushed.count, 1)
    expectTrue(push.animated)
    expectEqual(dateScreen.viewModel.placeText, "Busan, South Korea")
    expectNil(dateScreen.viewModel.checkIn)
    expectIdentical(dateScreen.viewModel.delegate, sut)
  }

  @Test("the dates handed back by one date screen fill the next one in")
  func datesComeBackToTheCoordinator() throws {
    // Given a first date screen, whose dates the person changed
    sut.locationSearchViewModel(
      search.viewModel, didChoosePlaceNamed: "Seoul", detail: "South Korea")
    let first = try #require(navigation.pushedDateScreens.first).viewModel
    first.viewDidLoad(today: Seeds.today)
    first.checkOutDidChange(Seeds.day(4))
    // When the person goes back, then chooses another place
    first.willGoBack()
    sut.locationSearchViewModel(
      search.viewModel, didChoosePlaceNamed: "Busan", detail: "South Korea")
    // Then
    let second = try #require(navigation.pushedDateScreens.last).viewModel
    expectEqual(navigation.pushedDateScreens.count, 2)
    expectEqual(second.title, "Busan")
    expectEqual(second.checkIn, Seeds.today)
    expectEqual(second.checkOut, Seeds.day(4))
  }

  @Test("a date screen left without going back hands nothing to the next one")
  func noDatesWithoutGoingBack() throws {
    // Given a date screen that loaded, but the person never went back from it
    sut.locationSearchViewModel(
      search.viewModel, didChoosePlaceNamed: "Seoul", detail: "South Korea")
    try #require(navigation.pushedDateScreens.first).viewModel.viewDidLoad(today: Seeds.today)
    // When
    sut.locationSearchViewModel(
      search.viewModel, didChoosePlaceNamed: "Busan", detail: "South Korea")
    // Then
    #expect(try #require(navigation.pushedDateScreens.last).viewModel.checkIn == nil)
  }

  @Test("the coordinator does not keep its navigation controller alive, nor the screens")
  func navigationIsNotKeptAlive() throws {
    // Given a coordinator over a navigation controller that nothing else keeps
    weak var released: NavigationControllerSpy?
    let coordinator: LocationSearchCoordinator = {
      let navigation = NavigationControllerSpy()
      released = navigation
      return LocationSearchCoordinator(
        navigationController: navigation, searchViewModel: search.viewModel)
    }()
    // When
    coordinator.start()
    coordinator.locationSearchViewModel(
      search.viewModel, didChoosePlaceNamed: "Busan", detail: "South Korea")
    // Then: the navigation controller is gone, and the coordinator shows nothing
    expectNil(released)
    expectIdentical(search.viewModel.delegate, coordinator)
  }
}
