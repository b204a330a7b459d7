import Expectations
import Foundation
import Testing

@testable import BranchVIPER

/// Each builder assembles its module: view → presenter → interactor and router, with every
/// reference back weak.
@Suite("The module builders wire each module")
@MainActor
struct ModuleBuilderTests {
  @Test("the location search builder wires view, presenter, interactor and router")
  func searchModule() throws {
    // When the module is built over fakes of the services
    let viewController = LocationSearchModuleBuilder.build(
      recommendationProvider: RecommendationProviderFake(),
      locationProvider: LocationProviderFake(), completer: PlaceCompleterFake(),
      searcher: PlaceSearcherFake())

    // Then each part knows the next, and the references back lead to the same objects
    let presenter = try #require(viewController.presenter as? LocationSearchPresenter)
    expectIdentical(presenter.view, viewController)
    let interactor = try #require(presenter.interactor as? LocationSearchInteractor)
    expectIdentical(interactor.output, presenter)
    let router = try #require(presenter.router as? LocationSearchRouter)
    expectIdentical(router.viewController, viewController)
  }

  @Test("the date builder wires its module, and gives the router the output for the dates")
  func dateModule() throws {
    // When the module is built for Busan with dates from before
    let output = DateModuleOutputSpy()
    let viewController = DateModuleBuilder.build(
      destination: Destination(name: "Busan", region: nil, country: "South Korea"),
      checkIn: Seeds.day(1), checkOut: Seeds.day(3), output: output)

    // Then the parts are wired, and the interactor starts from those dates
    let presenter = try #require(viewController.presenter as? DatePresenter)
    expectIdentical(presenter.view, viewController)
    let interactor = try #require(presenter.interactor as? DateInteractor)
    expectIdentical(interactor.output, presenter)
    expectEqual(interactor.destination.name, "Busan")
    #expect(interactor.checkIn == Seeds.day(1) && interactor.checkOut == Seeds.day(3))
    let router = try #require(presenter.router as? DateRouter)
    expectIdentical(router.output, output)
  }
}
