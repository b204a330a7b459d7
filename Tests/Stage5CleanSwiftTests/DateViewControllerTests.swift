import Expectations
import Foundation
import HeadlessUIKit
import Testing

@testable import Stage5CleanSwift

/// The date view controller: picks out as requests, view models in, and the way back through
/// the router when the back button takes the screen away.
@Suite("DateViewController")
@MainActor
struct DateViewControllerTests {
  let sut = DateViewController()
  let interactor = BusinessLogicSpy()
  let router = RouterSpy()

  init() {
    sut.interactor = interactor
    sut.router = router
  }

  @Test("loading the view asks for the stay, from the day a new picker shows")
  func loadingAsksForTheStay() {
    // When
    sut.loadViewIfNeeded()
    // Then
    expectEqual(interactor.loadStayRequests.map(\.today), [UIDatePicker.defaultDate])
    #expect(interactor.pickDatesRequests.isEmpty)
  }

  @Test("picking either date forwards both pickers' dates")
  func pickingForwardsBothDates() throws {
    // Given
    sut.loadViewIfNeeded()
    let checkIn = try picker("Check-in")
    let checkOut = try picker("Check-out")
    // When
    checkIn.date = Seeds.day(23)
    checkIn.sendActions(for: .valueChanged)
    checkOut.date = Seeds.day(27)
    checkOut.sendActions(for: .valueChanged)
    // Then
    let requests = interactor.pickDatesRequests
    expectEqual(requests.map(\.checkIn), [Seeds.day(23), Seeds.day(23)])
    expectEqual(requests.map(\.checkOut), [Seeds.today, Seeds.day(27)])
  }

  @Test("view models set the title, the place line, the pickers and the nights")
  func displayShowsTheViewModels() throws {
    // Given
    sut.loadViewIfNeeded()
    // When
    sut.displayStay(
      viewModel: Dates.LoadStay.ViewModel(title: "Seoul", placeText: "Seoul, South Korea"))
    sut.displayDates(
      viewModel: Dates.PickDates.ViewModel(
        checkIn: Seeds.day(23), checkOut: Seeds.day(26), earliestCheckOut: Seeds.day(24),
        nightsText: "3 nights"))
    // Then
    expectEqual(sut.title, "Seoul")
    expectEqual(labels(), ["Seoul, South Korea", "3 nights"])
    #expect(try picker("Check-in").date == Seeds.day(23))
    #expect(try picker("Check-out").date == Seeds.day(26))
    #expect(try picker("Check-out").minimumDate == Seeds.day(24))
  }

  @Test(
    "on screen under a navigation bar, the place and the pickers stack below it, in the margins")
  func layoutFollowsTheSafeArea() throws {
    // Given
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: sut)
    window.makeKeyAndVisible()
    // When
    window.layoutIfNeeded()
    // Then
    let frames = sut.view.subviews.map(\.frame)
    expectEqual(
      frames,
      [
        CGRect(x: 16, y: 107, width: 358, height: 24),
        CGRect(x: 16, y: 147, width: 358, height: 44),
        CGRect(x: 16, y: 199, width: 358, height: 44),
        CGRect(x: 16, y: 259, width: 358, height: 24),
      ])
  }

  @Test("leaving by the back button routes back; being covered by another screen does not")
  func backButtonRoutesBack() {
    // Given
    let window = UIWindow()
    let navigation = UINavigationController(rootViewController: UIViewController())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(sut, animated: false)
    // When
    navigation.pushViewController(UIViewController(), animated: false)
    navigation.popViewController(animated: false)
    // Then
    expectEqual(router.routeBackCount, 0)
    // When
    navigation.popViewController(animated: false)
    // Then
    expectEqual(router.routeBackCount, 1)
  }

  @Test("setup wires one scene, which goes away with its view controller")
  func setupWiresAndFrees() throws {
    weak var viewController: DateViewController?
    weak var interactor: DateInteractor?
    weak var presenter: DatePresenter?
    weak var router: DateRouter?
    do {
      // Given
      let sut = DateViewController()
      sut.loadViewIfNeeded()
      viewController = sut
      interactor = sut.interactor as? DateInteractor
      presenter = interactor?.presenter as? DatePresenter
      router = sut.router as? DateRouter
      // Then
      expectIdentical(presenter?.viewController, sut)
      expectIdentical(router?.dataStore, interactor)
    }
    // Then
    expectNil(viewController)
    expectNil(interactor)
    expectNil(presenter)
    expectNil(router)
  }

  // MARK: Helpers

  private func picker(_ label: String) throws -> UIDatePicker {
    try #require(
      sut.view.subviews.lazy.compactMap { $0 as? UIDatePicker }
        .first { $0.accessibilityLabel == label })
  }

  private func labels() -> [String?] {
    sut.view.subviews.compactMap { $0 as? UILabel }.map(\.text)
  }

  // MARK: Test doubles

  final class BusinessLogicSpy: DateBusinessLogic {
    private(set) var loadStayRequests: [Dates.LoadStay.Request] = []
    private(set) var pickDatesRequests: [Dates.PickDates.Request] = []

    func loadStay(request: Dates.LoadStay.Request) {
      loadStayRequests.append(request)
    }

    func pickDates(request: Dates.PickDates.Request) {
      pickDatesRequests.append(request)
    }
  }

  final class RouterSpy: DateRoutingLogic, DateDataPassing {
    private(set) var routeBackCount = 0
    var dataStore: DateDataStore?
    var locationSearchDataStore: LocationSearchDataStore?

    func routeToLocationSearch() {
      routeBackCount += 1
    }
  }
}
