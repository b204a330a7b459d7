import Expectations
import Foundation
import HeadlessMapKit
import Testing

@testable import BranchVIPER

/// The presenter is the module's hub: view events in, requests to the interactor and the
/// router out; the interactor's entities in, rows to the view out. Spies stand in for all three.
@Suite("The location search presenter is the hub of its module")
@MainActor
struct LocationSearchPresenterTests {
  let view = LocationSearchViewSpy()
  let interactor = LocationSearchInteractorSpy()
  let router = LocationSearchRouterSpy()
  let presenter: LocationSearchPresenter

  init() {
    presenter = LocationSearchPresenter(interactor: interactor, router: router)
    presenter.view = view
  }

  @Test("on load the view shows an empty list and the interactor is asked for the first page")
  func load() {
    // When the view loads
    presenter.viewDidLoad()

    // Then the list is empty and a page is asked for
    expectEqual(view.shownRows, [[]])
    expectEqual(interactor.calls, ["load next page"])
  }

  @Test("places are worded as rows, and a failed page ends the list with a row to retry")
  func recommendations() {
    // When the interactor hands over a place and a failure
    presenter.didLoadRecommendations([Seeds.springfieldIllinois], lastPageFailed: true)

    // Then the view shows the place and the error row
    #expect(
      view.rows == [
        LocationRow(title: "Springfield", subtitle: "Illinois, United States"),
        LocationRow(
          title: "Couldn't load places near you.", subtitle: "Tap to try again.", isError: true),
      ])

    // And showing the last place asks for the next page; tapping the error row, for a retry
    presenter.rowWillAppear(at: 0)
    presenter.rowSelected(at: 1)
    expectEqual(interactor.calls, ["load next page", "retry"])
  }

  @Test("typing cancels the search in flight and asks for completions of the trimmed text")
  func typing() {
    // When the person types, then leaves only spaces
    presenter.searchTextDidChange("  spring ")
    presenter.searchTextDidChange("   ")

    // Then the interactor was asked in order
    expectEqual(
      interactor.calls,
      [
        "cancel search", "complete spring", "cancel search", "cancel completion",
      ])
  }

  @Test("a page that lands while completions show waits until the text is cleared")
  func pageWaits() {
    // Given completions on screen
    presenter.searchTextDidChange("spring")
    presenter.didComplete([Seeds.springfield], for: "spring")

    // When a page lands
    presenter.didLoadRecommendations([Seeds.seoul], lastPageFailed: false)

    // Then the completions stay, and the places show once the text is cleared
    expectEqual(view.rows, [LocationRow(title: "Springfield", subtitle: "United States")])
    presenter.searchTextDidChange("")
    expectEqual(view.rows, [LocationRow(title: "Seoul", subtitle: "South Korea")])
  }

  @Test("no match names the query, and its row asks for nothing")
  func noMatch() {
    // When the completer finds nothing for "atlantis"
    presenter.searchTextDidChange("atlantis")
    presenter.didComplete([], for: "atlantis")
    presenter.rowSelected(at: 0)

    // Then the row names the query, and the tap asked for no search
    expectEqual(view.rows.map(\.title), ["No places match “atlantis”."])
    #expect(!interactor.calls.contains { $0.hasPrefix("search") })
  }

  @Test("several places found become the detail list; one place found opens the date module")
  func placesFound() throws {
    // Given the completion "Springfield" tapped
    presenter.searchTextDidChange("springf")
    presenter.didComplete([Seeds.springfield], for: "springf")
    presenter.rowSelected(at: 0)
    expectEqual(interactor.calls.last, "search Springfield")

    // When two places are found, and the person taps the second
    presenter.didFindPlaces(
      [Seeds.mapItem(Seeds.springfieldIllinois), Seeds.mapItem(Seeds.springfieldMissouri)],
      for: Seeds.springfield)
    expectEqual(view.searchTexts, ["Springfield"])
    expectEqual(view.rows.map(\.subtitle), ["Illinois, United States", "Missouri, United States"])
    presenter.rowSelected(at: 1)

    // Then the router opens the date module for it, with the presenter as its output
    let opened = try #require(router.openedDates.first)
    expectEqual(
      opened.destination,
      Destination(name: "Springfield", region: "Missouri", country: "United States"))
    expectIdentical(opened.output, presenter)

    // And a single place found opens the date module at once
    presenter.didFindPlaces([Seeds.mapItem(Seeds.seoul)], for: Seeds.springfield)
    expectEqual(router.openedDates.map(\.destination.name), ["Springfield", "Seoul"])
  }

  @Test("the dates the date module hands back go to the next date module")
  func datesComeBack() throws {
    // Given a recommendation on screen, and dates handed back by an earlier date module
    presenter.didLoadRecommendations([Seeds.busan], lastPageFailed: false)
    presenter.dateModuleDidChoose(checkIn: Seeds.day(2), checkOut: Seeds.day(4))

    // When the person taps the place
    presenter.rowSelected(at: 0)

    // Then the router opens the date module with those dates
    let opened = try #require(router.openedDates.first)
    expectEqual(opened.destination.name, "Busan")
    #expect(opened.checkIn == Seeds.day(2) && opened.checkOut == Seeds.day(4))
  }
}
